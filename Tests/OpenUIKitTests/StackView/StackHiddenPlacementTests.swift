import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// Where a hidden arranged view's frame sits (docs/reference/stack-views.md#hidden-views). Along
/// the axis it is 0 long (`UISV-hiding`) and keeps its place in the line at 50
/// (`UISV-spacing-hidden`): in the middle of the gap between the visible views around it, at the
/// edge of the visible view beside it at either end, at the stack's trailing edge when every view
/// is hidden. Across the axis it stays aligned with the others (`UISV-alignment` takes in every
/// arranged view) at its own breadth, but does not size the stack (`UISV-spanning-boundary` takes
/// in the visible views only).
@MainActor @Suite struct StackHiddenPlacementTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let alignment: UIStackView.Alignment
        /// The stack's height, and the hidden view's top and height.
        let stackHeight: CGFloat, y: CGFloat, height: CGFloat
        var testDescription: String { "\(alignment)" }
    }

    /// a 50 × 20 and c 70 × 40 visible, b 60 × 50 hidden between them, spacing 10: the stack is
    /// 130 wide and b at x 50 + 10 / 2 = 55. Across, with top, center and bottom the stack is 40
    /// tall (b, taller, does not count); b keeps its 50 points at the top, centered on a's center
    /// (20, a being at 10): 20 − 25 = −5, or on the bottom edge: 40 − 50 = −10. With fill, every
    /// arranged view's edges are the first view's, b's too: its compression resistance makes the
    /// row 50 tall.
    nonisolated static let cases = [
        Case(alignment: .fill, stackHeight: 50, y: 0, height: 50),
        Case(alignment: .top, stackHeight: 40, y: 0, height: 50),
        Case(alignment: .center, stackHeight: 40, y: -5, height: 50),
        Case(alignment: .bottom, stackHeight: 40, y: -10, height: 50),
    ]

    @Test(arguments: cases)
    func aHiddenViewSitsInTheMiddleOfItsGapAndStaysAligned(_ test: Case) {
        let a = IntrinsicBox(50, 20), b = IntrinsicBox(60, 50), c = IntrinsicBox(70, 40)
        b.isHidden = true
        let (_, stack) = makeStack([a, b, c]) {
            $0.alignment = test.alignment
            $0.spacing = 10
        }
        expectFrame(stack, 10, 20, 130, test.stackHeight)
        expectFrame(b, 55, test.y, 0, test.height)
        expectValue(c.frame.minX, 60)
    }

    @Test func hiddenViewsAtEitherEndSitAtTheEdgeOfTheVisibleViewBesideThem() {
        let first = IntrinsicBox(40, 20), a = IntrinsicBox(50, 20), b = IntrinsicBox(60, 20)
        let last = IntrinsicBox(30, 20), afterLast = IntrinsicBox(30, 20)
        for view in [first, last, afterLast] { view.isHidden = true }
        let (_, stack) = makeStack([first, a, b, last, afterLast]) { $0.spacing = 10 }
        expectFrame(stack, 10, 20, 120, 20)
        expectFrame(first, 0, 0, 0, 20)
        expectFrame(last, 120, 0, 0, 20)
        expectFrame(afterLast, 120, 0, 0, 20)
    }

    @Test func severalHiddenViewsInOneGapShareItsMiddle() {
        let a = IntrinsicBox(50, 20), b = IntrinsicBox(60, 20), c = IntrinsicBox(20, 20), d = IntrinsicBox(70, 20)
        b.isHidden = true
        c.isHidden = true
        let (_, _) = makeStack([a, b, c, d]) { $0.spacing = 12 }
        expectFrame(b, 56, 0, 0, 20)
        expectFrame(c, 56, 0, 0, 20)
        expectFrame(d, 62, 0, 70, 20)
    }

    /// The half gap follows a custom spacing after the visible view before it.
    @Test func theHalfGapIsTheSpacingAfterTheViewBefore() {
        let a = IntrinsicBox(50, 20), b = IntrinsicBox(60, 20), c = IntrinsicBox(70, 20)
        b.isHidden = true
        let (_, _) = makeStack([a, b, c]) {
            $0.spacing = 10
            $0.setCustomSpacing(30, after: a)
        }
        expectFrame(b, 65, 0, 0, 20)
        expectValue(c.frame.minX, 80)
    }

    /// Every view hidden: they sit at the trailing edge of the spanner guide that stands in for
    /// them, the stack's own trailing edge (0 when nothing gives the stack a width). Across the
    /// axis, fill still ties the stack to the first view (30 tall, as tall as b, aligned with it);
    /// top ties only its top edge, and the alignment spanner, spanning no visible view, is 0 tall.
    @Test func everyViewHiddenSitsAtTheStacksTrailingEdge() {
        let a = IntrinsicBox(50, 20), b = IntrinsicBox(60, 30)
        a.isHidden = true
        b.isHidden = true
        let (_, free) = makeStack([a, b]) { $0.spacing = 6 }
        expectFrame(free, 10, 20, 0, 30)
        expectFrame(a, 0, 0, 0, 30)
        #expect(free.layoutGuides.map(\.identifier) == ["UISV-ordering-spanner"])
        let c = IntrinsicBox(50, 20), d = IntrinsicBox(60, 30)
        c.isHidden = true
        d.isHidden = true
        let (_, wide) = makeStack([c, d], width: 200) { $0.alignment = .top }
        expectFrame(c, 200, 0, 0, 20)
        expectFrame(d, 200, 0, 0, 30)
        expectValue(wide.frame.height, 0)
    }

    /// Vertically: half the spacing below the view before; right to left, mirrored.
    @Test func verticalAndRightToLeftStacksPlaceHiddenViewsTheSameWay() {
        let a = IntrinsicBox(50, 20), b = IntrinsicBox(60, 30), c = IntrinsicBox(70, 40)
        b.isHidden = true
        let (_, column) = makeStack([a, b, c], axis: .vertical) {
            $0.spacing = 8
            $0.alignment = .leading
        }
        expectFrame(column, 10, 20, 70, 68)
        expectFrame(b, 0, 24, 60, 0)
        let d = IntrinsicBox(50, 20), e = IntrinsicBox(60, 20), f = IntrinsicBox(70, 20)
        e.isHidden = true
        let (_, row) = makeStack([d, e, f], width: 200) {
            $0.spacing = 10
            $0.semanticContentAttribute = .forceRightToLeft
        }
        // d grows (first of the tied views) to 200 − 10 − 70 = 120, at the right: x 80; e is
        // 5 to the left of d; f at the left.
        expectFrame(d, 80, 0, 120, 20)
        expectFrame(e, 75, 0, 0, 20)
        expectFrame(f, 0, 0, 70, 20)
        #expect(row.arrangedSubviews == [d, e, f])
    }
}
