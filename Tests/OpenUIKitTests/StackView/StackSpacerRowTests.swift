import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// A row of two 24-point buttons, a container whose 55-point height comes from its own content (a
/// view pinned to its four edges) and a spacer with no intrinsic size, in a horizontal stack with
/// spacing 8: buttons at x 0 and 32, the container at 64 (80 wide), the spacer at 152, 0 wide.
@MainActor
struct SpacerRow {
    let root: UIView
    let stack: UIStackView
    let buttons: [UIView]
    let container: UIView
    let spacer: UIView

    /// `spacerHeight`: a `height == 60` constraint of the spacer's own, at that priority.
    init(_ alignment: UIStackView.Alignment, spacerHeight: UILayoutPriority? = nil) {
        buttons = [IntrinsicBox(24, 24), IntrinsicBox(24, 24)]
        container = UIView()
        let content = IntrinsicBox(80, 55)
        content.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            content.topAnchor.constraint(equalTo: container.topAnchor),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        spacer = UIView()
        if let spacerHeight {
            let height = spacer.heightAnchor.constraint(equalToConstant: 60)
            height.priority = spacerHeight
            height.isActive = true
        }
        let made = makeStack(buttons + [container, spacer]) {
            $0.alignment = alignment
            $0.spacing = 8
        }
        (root, stack) = (made.0, made.1)
    }

    /// The buttons' top, the container's top and the spacer's top and height.
    func expect(
        stackHeight: CGFloat, buttonsY: CGFloat, containerY: CGFloat, spacerY: CGFloat, spacerHeight: CGFloat,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectFrame(stack, 10, 20, 152, stackHeight, sourceLocation: sourceLocation)
        expectFrame(buttons[0], 0, buttonsY, 24, 24, sourceLocation: sourceLocation)
        expectFrame(buttons[1], 32, buttonsY, 24, 24, sourceLocation: sourceLocation)
        expectFrame(container, 64, containerY, 80, 55, sourceLocation: sourceLocation)
        expectFrame(spacer, 152, spacerY, 0, spacerHeight, sourceLocation: sourceLocation)
    }
}

/// How the top, center and bottom alignments size a row with a spacer
/// (docs/reference/stack-views.md#alignments). UIKit's spanner guide spans the visible views, is as
/// short as they allow at 51 (above `fittingSizeLevel`), and the stack's free edge is the spanner's;
/// a view with no height of its own prefers none at 25. So the stack is as tall as the tallest
/// view, and a spacer is 0 tall unless its own constraints say otherwise — above 51 they can make
/// the row taller, at 50 or below they stop at the tallest view.
@MainActor @Suite struct StackSpacerRowTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let alignment: UIStackView.Alignment
        /// The buttons' top in a 55- and a 60-point row, the container's top in the 60-point row.
        let buttons55: CGFloat, buttons60: CGFloat, container60: CGFloat
        /// Where a spacer of height 0 sits in the 55-point row.
        let emptySpacerY: CGFloat
        var testDescription: String { "\(alignment)" }
    }

    nonisolated static let cases = [
        Case(alignment: .top, buttons55: 0, buttons60: 0, container60: 0, emptySpacerY: 0),
        Case(alignment: .center, buttons55: 15.5, buttons60: 18, container60: 2.5, emptySpacerY: 27.5),
        Case(alignment: .bottom, buttons55: 31, buttons60: 36, container60: 5, emptySpacerY: 55),
    ]

    @Test(arguments: cases)
    func aSpacerWithNoHeightOfItsOwnIsZeroTallAndTheRowIsItsTallestView(_ test: Case) {
        SpacerRow(test.alignment).expect(
            stackHeight: 55, buttonsY: test.buttons55, containerY: 0, spacerY: test.emptySpacerY, spacerHeight: 0)
    }

    /// The reconstructed document: the spacer's own `height == 60` at 250 (above the spanning
    /// fit's 51) makes the row, and the spacer, 60 tall.
    @Test(arguments: cases)
    func aSpacerHeightAboveTheSpanningFitMakesTheRowThatTall(_ test: Case) {
        SpacerRow(test.alignment, spacerHeight: .defaultLow).expect(
            stackHeight: 60, buttonsY: test.buttons60, containerY: test.container60, spacerY: 0, spacerHeight: 60)
    }

    /// At 50 the spanning fit (51) wins: the spacer stops at the tallest view, 55.
    @Test(arguments: cases)
    func aSpacerHeightAtFittingPriorityStopsAtTheTallestView(_ test: Case) {
        SpacerRow(test.alignment, spacerHeight: .fittingSizeLevel).expect(
            stackHeight: 55, buttonsY: test.buttons55, containerY: 0, spacerY: 0, spacerHeight: 55)
    }

    /// A fitting target at `fittingSizeLevel` (50) does not stretch the spanner either.
    @Test(arguments: cases)
    func fittingTheRowGivesItsNaturalHeight(_ test: Case) {
        let row = SpacerRow(test.alignment)
        expectSize(row.stack.systemLayoutSizeFitting(CGSize(width: 0, height: 60)), 152, 55)
        expectSize(row.stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), 152, 55)
    }

    @Test func fillStretchesTheButtonsAndTheSpacer() {
        let row = SpacerRow(.fill)
        expectFrame(row.stack, 10, 20, 152, 55)
        expectFrame(row.buttons[0], 0, 0, 24, 55)
        expectFrame(row.spacer, 152, 0, 0, 55)
    }

    /// One arranged view: no spanner; the stack bounds it (≤ on the edges that are not aligned),
    /// the centers are equal, and `UISV-canvas-fit` at 49 keeps the stack no taller than the view.
    @Test func aSingleViewIsBoundedByTheStackWithoutASpanner() {
        let view = IntrinsicBox(30, 20)
        let (root, stack) = makeStack([view]) { $0.alignment = .center }
        expectFrame(stack, 10, 20, 30, 20)
        expectFrame(view, 0, 0, 30, 20)
        #expect(stack.layoutGuides.isEmpty)
        #expect(
            stackConstraintLines(of: stack, naming: [("stack", stack), ("view", view)]) == [
                "UISV-ambiguity-suppression: view.height == 0 @25",
                "UISV-canvas-connection: stack.centerY == view.centerY",
                "UISV-canvas-connection: stack.left == view.left",
                "UISV-canvas-connection: stack.top <= view.top",
                "UISV-canvas-connection: view.bottom <= stack.bottom",
                "UISV-canvas-connection: view.right == stack.right",
                "UISV-canvas-fit: stack.height == 0 @49",
            ])
        stack.heightAnchor.constraint(equalToConstant: 100).isActive = true
        root.layoutIfNeeded()
        expectFrame(view, 0, 40, 30, 20)
    }
}
