import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// fillProportionally as UIKit builds it (docs/reference/stack-views.md#fill-proportionally): each
/// visible view's length L over D = the sum of the lengths + the spacing between the visible
/// views is its multiplier of the stack's length, at 999, 998, …; L is the intrinsic length, or
/// for a view without one (a stack view among them) its fitting size; a view of length 0 is
/// held at 0.
@MainActor @Suite struct StackProportionalTests {
    /// The reconstructed document: a vertical stack (alignment fill, spacing 8) 179.5 points tall,
    /// holding an image view with no image, whose height comes from its own `height == 128` at
    /// 999, and a nested vertical stack of two labels 20.5 and 23 tall (stand-ins of fixed size).
    /// The image view has no intrinsic size: its fitting height, 128; the nested stack: its
    /// fitting height at the stack's width, 20.5 + 23 = 43.5. D = 128 + 43.5 + 8 = 179.5, the
    /// stack's height, so the multipliers 128 / 179.5 (999) and 43.5 / 179.5 (998) give 128 and
    /// 43.5 exactly, as Xcode lays the document out. (Equal shares, 86 and 85.5, were ours before.)
    @Test func anImageViewWithoutImageAndANestedStackShareByTheirFittingHeights() {
        let (image, nested, title, subtitle) = StackProportionalTests.imageAndNestedStack()
        let (_, stack) = makeStack([image, nested], axis: .vertical, width: 200, height: 179.5) {
            $0.distribution = .fillProportionally
            $0.spacing = 8
        }
        expectFrame(image, 0, 0, 200, 128)
        expectFrame(nested, 0, 136, 200, 43.5)
        expectFrame(title, 0, 0, 200, 20.5)
        expectFrame(subtitle, 0, 20.5, 200, 23)
        let lines = stackConstraintLines(of: stack, naming: [("stack", stack), ("image", image), ("nested", nested)])
        #expect(
            lines.filter { $0.hasPrefix("UISV-fill-proportionally") } == [
                "UISV-fill-proportionally: image.height == stack.height × 0.713092 @999",
                "UISV-fill-proportionally: nested.height == stack.height × 0.24234 @998",
            ])
    }

    /// The same views in a stack that nothing else sizes: it is D tall. When a label of the
    /// nested stack grows by 7.5, the nested stack passes the change on and the outer stack
    /// measures it again: 128 + 51 + 8 = 187.
    @Test func aNestedStackThatGrowsIsMeasuredAgain() {
        let (image, nested, _, subtitle) = StackProportionalTests.imageAndNestedStack()
        let (root, stack) = makeStack([image, nested], axis: .vertical, width: 200) {
            $0.distribution = .fillProportionally
            $0.spacing = 8
        }
        expectFrame(stack, 10, 20, 200, 179.5)
        subtitle.contentSize = CGSize(width: 90, height: 30.5)
        root.layoutIfNeeded()
        expectFrame(stack, 10, 20, 200, 187)
        expectFrame(image, 0, 0, 200, 128)
        expectFrame(nested, 0, 136, 200, 51)
    }

    /// An image view with no image and a `height == 128` of its own at 999, and a vertical stack
    /// of two label stand-ins 20.5 and 23 tall.
    private static func imageAndNestedStack() -> (UIImageView, UIStackView, IntrinsicBox, IntrinsicBox) {
        let image = UIImageView()
        let height = image.heightAnchor.constraint(equalToConstant: 128)
        height.priority = UILayoutPriority(999)
        height.isActive = true
        let title = IntrinsicBox(120, 20.5), subtitle = IntrinsicBox(90, 23)
        let nested = UIStackView(arrangedSubviews: [title, subtitle])
        nested.axis = .vertical
        return (image, nested, title, subtitle)
    }

    /// A view that nothing sizes (no intrinsic length, no constraints of its own) gets a required
    /// length of 0; the other view's multiplier is then 1 (required).
    @Test func aViewWithNothingToMeasureIsHeldAtZero() {
        let box = IntrinsicBox(50, 20), plain = UIView()
        let (_, stack) = makeStack([box, plain], width: 200) { $0.distribution = .fillProportionally }
        expectFrame(box, 0, 0, 200, 20)
        expectFrame(plain, 200, 0, 0, 20)
        #expect(
            stackConstraintLines(of: stack, naming: [("stack", stack), ("box", box), ("plain", plain)]).filter {
                $0.hasPrefix("UISV-fill-proportionally")
            } == [
                "UISV-fill-proportionally: box.width == stack.width",
                "UISV-fill-proportionally: plain.width == 0",
            ])
    }

    /// When no view has a length (D is no more than the spacing), the views get equal lengths,
    /// with fillEqually's constraints.
    @Test func nothingToShareGivesEqualLengths() {
        let a = UIView(), b = UIView()
        let (_, stack) = makeStack([a, b], width: 210) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        expectFrame(a, 0, 0, 100, 0)
        expectFrame(b, 110, 0, 100, 0)
        #expect(
            stackConstraintLines(of: stack, naming: [("stack", stack), ("a", a), ("b", b)]).filter {
                $0.hasPrefix("UISV-fill")
            } == ["UISV-fill-equally: b.width == a.width"])
    }

    /// Without a length of its own, the stack is D long and every view gets its own length.
    @Test func anUnconstrainedStackGivesEveryViewItsLength() {
        let views = [IntrinsicBox(50, 20), IntrinsicBox(100, 20), IntrinsicBox(150, 20)]
        let (_, stack) = makeStack(views) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        expectFrame(stack, 10, 20, 320, 20)
        expectFrame(views[1], 60, 0, 100, 20)
        expectFrame(views[2], 170, 0, 150, 20)
    }
}
