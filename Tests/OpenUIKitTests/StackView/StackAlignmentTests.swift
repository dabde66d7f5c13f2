import Foundation
import LayoutAssertions
import OpenAutoLayout
import OpenUIKit
import Testing

/// A view whose baselines sit inside it, as a label's do.
@MainActor
final class BaselineBox: UIView, BaselineOffsetProvider {
    let size: CGSize
    let firstBaselineOffsetFromTop: CGFloat
    let lastBaselineOffsetFromBottom: CGFloat

    init(_ width: CGFloat, _ height: CGFloat, first: CGFloat, last: CGFloat) {
        size = CGSize(width: width, height: height)
        firstBaselineOffsetFromTop = first
        lastBaselineOffsetFromBottom = last
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// Stack view alignments (docs/reference/stack-views.md#alignments); expected frames worked out by
/// hand.
@MainActor @Suite struct StackAlignmentTests {
    /// Heights 20, 40, 30 in a horizontal stack that hugs them: 40 tall.
    private func row(_ alignment: UIStackView.Alignment, height: CGFloat? = nil) -> [UIView] {
        let views = [IntrinsicBox(30, 20), IntrinsicBox(30, 40), IntrinsicBox(30, 30)]
        let (root, stack) = makeStack(views, height: height) {
            $0.alignment = alignment
            $0.spacing = 5
        }
        #expect(stack.superview === root)
        expectValue(stack.frame.height, height ?? 40)
        expectValue(stack.frame.width, 100)
        return views
    }

    @Test func fillStretchesEveryViewAcross() {
        let views = row(.fill)
        expectFrame(views[0], 0, 0, 30, 40)
        expectFrame(views[1], 35, 0, 30, 40)
        expectFrame(views[2], 70, 0, 30, 40)
    }

    @Test func topAlignsTopEdges() {
        let views = row(.top)
        expectFrame(views[0], 0, 0, 30, 20)
        expectFrame(views[1], 35, 0, 30, 40)
        expectFrame(views[2], 70, 0, 30, 30)
    }

    @Test func centerAlignsCenters() {
        let views = row(.center)
        expectFrame(views[0], 0, 10, 30, 20)
        expectFrame(views[1], 35, 0, 30, 40)
        expectFrame(views[2], 70, 5, 30, 30)
    }

    @Test func bottomAlignsBottomEdges() {
        let views = row(.bottom)
        expectFrame(views[0], 0, 20, 30, 20)
        expectFrame(views[1], 35, 0, 30, 40)
        expectFrame(views[2], 70, 10, 30, 30)
    }

    @Test func centerInATallerStack() {
        // Center 50 in a 100-tall stack.
        let views = row(.center, height: 100)
        expectFrame(views[0], 0, 40, 30, 20)
        expectFrame(views[1], 35, 30, 30, 40)
        expectFrame(views[2], 70, 35, 30, 30)
    }

    @Test func bottomInATallerStack() {
        let views = row(.bottom, height: 100)
        expectFrame(views[0], 0, 80, 30, 20)
        expectFrame(views[1], 35, 60, 30, 40)
        expectFrame(views[2], 70, 70, 30, 30)
    }

    @Test func firstBaselineAlignsFirstBaselines() {
        // Baseline b: tops b − 20, b − 10, b − 15; the stack's top is the first view's (a, also
        // the highest here), so b = 20. Bottoms 30, 60, 25: the stack is 60 tall.
        let a = BaselineBox(30, 30, first: 20, last: 5)
        let b = BaselineBox(30, 50, first: 10, last: 10)
        let c = BaselineBox(30, 20, first: 15, last: 4)
        let (_, stack) = makeStack([a, b, c]) { $0.alignment = .firstBaseline }
        expectFrame(stack, 10, 20, 90, 60)
        expectFrame(a, 0, 0, 30, 30)
        expectFrame(b, 30, 10, 30, 50)
        expectFrame(c, 60, 5, 30, 20)
    }

    @Test func lastBaselineAlignsLastBaselines() {
        // Baseline L: bottoms L + 5, L + 10, L + 4; tops L − 25, L − 40, L − 16 → L = 40. As in
        // UIKit, the stack's bottom edge is the first view's (a: L + 5 = 45), not the lowest one's:
        // b hangs 5 points below the stack (docs/reference/stack-views.md#baseline-alignments).
        let a = BaselineBox(30, 30, first: 20, last: 5)
        let b = BaselineBox(30, 50, first: 10, last: 10)
        let c = BaselineBox(30, 20, first: 15, last: 4)
        let (_, stack) = makeStack([a, b, c]) { $0.alignment = .lastBaseline }
        expectFrame(stack, 10, 20, 90, 45)
        expectFrame(a, 0, 15, 30, 30)
        expectFrame(b, 30, 0, 30, 50)
        expectFrame(c, 60, 24, 30, 20)
    }

    /// Widths 100 and 60, heights 20 and 30, spacing 8, in a 200-wide vertical stack.
    private func column(_ alignment: UIStackView.Alignment) -> [UIView] {
        let views = [IntrinsicBox(100, 20), IntrinsicBox(60, 30)]
        let (_, stack) = makeStack(views, axis: .vertical, width: 200) {
            $0.alignment = alignment
            $0.spacing = 8
        }
        expectFrame(stack, 10, 20, 200, 58)
        return views
    }

    @Test func verticalAlignments() {
        var views = column(.fill)
        expectFrame(views[0], 0, 0, 200, 20)
        expectFrame(views[1], 0, 28, 200, 30)
        views = column(.leading)
        expectFrame(views[0], 0, 0, 100, 20)
        expectFrame(views[1], 0, 28, 60, 30)
        views = column(.center)
        expectFrame(views[0], 50, 0, 100, 20)
        expectFrame(views[1], 70, 28, 60, 30)
        views = column(.trailing)
        expectFrame(views[0], 100, 0, 100, 20)
        expectFrame(views[1], 140, 28, 60, 30)
    }

    @Test func verticalStackHugsItsWidestView() {
        let views = [IntrinsicBox(100, 20), IntrinsicBox(60, 30)]
        let (_, stack) = makeStack(views, axis: .vertical) { $0.alignment = .center }
        expectFrame(stack, 10, 20, 100, 50)
        expectFrame(views[1], 20, 20, 60, 30)
    }

    @Test func baselineRelativeVerticalSpacing() {
        // b's first baseline (its top + 10) is 12 below a's last baseline (a's bottom − 5 = 25):
        // b's top = 25 + 12 − 10 = 27.
        let a = BaselineBox(30, 30, first: 20, last: 5)
        let b = BaselineBox(30, 50, first: 10, last: 10)
        let (_, stack) = makeStack([a, b], axis: .vertical) {
            $0.spacing = 12
            $0.isBaselineRelativeArrangement = true
        }
        expectFrame(a, 0, 0, 30, 30)
        expectFrame(b, 0, 27, 30, 50)
        expectValue(stack.frame.height, 77)
    }
}
