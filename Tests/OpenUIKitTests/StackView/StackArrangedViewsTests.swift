import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// Stack views (docs/reference/stack-views.md): hidden views, custom spacing, margins, nested stacks, the arranged list and the
/// constraints' identifiers; expected frames worked out by hand.
@MainActor @Suite struct StackArrangedViewsTests {
    @Test func hiddenViewCollapsesWithItsSpacing() {
        // 50 + 10 + 60 + 10 + 70 = 200; without b: 50 + 10 + 70 = 130, b in the middle of the
        // gap between a and c (docs/reference/stack-views.md#hidden-views).
        let a = IntrinsicBox(50, 20), b = IntrinsicBox(60, 20), c = IntrinsicBox(70, 20)
        let (root, stack) = makeStack([a, b, c]) { $0.spacing = 10 }
        expectFrame(stack, 10, 20, 200, 20)
        b.isHidden = true
        root.layoutIfNeeded()
        expectFrame(stack, 10, 20, 130, 20)
        expectFrame(a, 0, 0, 50, 20)
        expectFrame(b, 55, 0, 0, 20)
        expectFrame(c, 60, 0, 70, 20)
        #expect(stack.subviews.count == 3)
        // A one-view constraint belongs to that view (the closest common ancestor).
        let hiding = b.constraints.filter { $0.identifier == "UISV-hiding" }
        #expect(hiding.count == 1)
        #expect(hiding.first?.firstItem as? UIView === b)
        #expect(hiding.first?.constant == 0)
        #expect(hiding.first?.priority == .required)
        b.isHidden = false
        root.layoutIfNeeded()
        expectFrame(stack, 10, 20, 200, 20)
        expectFrame(c, 130, 0, 70, 20)
    }

    @Test func hiddenFirstViewInAVerticalStack() {
        let a = IntrinsicBox(50, 20), b = IntrinsicBox(60, 30), c = IntrinsicBox(70, 40)
        a.isHidden = true
        let (_, stack) = makeStack([a, b, c], axis: .vertical) {
            $0.spacing = 6
            $0.alignment = .leading
        }
        // b at the top, c 6 below: 30 + 6 + 40 = 76.
        expectFrame(stack, 10, 20, 70, 76)
        expectFrame(a, 0, 0, 50, 0)
        expectFrame(b, 0, 0, 60, 30)
        expectFrame(c, 0, 36, 70, 40)
    }

    @Test func everyViewHiddenGivesAnEmptyStack() {
        let a = IntrinsicBox(50, 20), b = IntrinsicBox(60, 30)
        a.isHidden = true
        b.isHidden = true
        let (_, stack) = makeStack([a, b]) { $0.spacing = 6 }
        expectValue(stack.frame.width, 0)
    }

    @Test func customSpacingAfterAView() {
        // a 50, 20 after a, b 60, 10 after b, c 70: 210.
        let a = IntrinsicBox(50, 20), b = IntrinsicBox(60, 20), c = IntrinsicBox(70, 20)
        let (root, stack) = makeStack([a, b, c]) {
            $0.spacing = 10
            $0.setCustomSpacing(20, after: a)
        }
        #expect(stack.customSpacing(after: a) == 20)
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        expectFrame(b, 70, 0, 60, 20)
        expectFrame(c, 140, 0, 70, 20)
        expectValue(stack.frame.width, 210)
        // The system spacing is 8; back to the default spacing after a.
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: b)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        root.layoutIfNeeded()
        expectFrame(b, 60, 0, 60, 20)
        expectFrame(c, 128, 0, 70, 20)
    }

    @Test func spacingUseSystemIsEight() {
        let a = IntrinsicBox(50, 20), b = IntrinsicBox(60, 20)
        let (_, _) = makeStack([a, b]) { $0.spacing = UIStackView.spacingUseSystem }
        expectFrame(b, 58, 0, 60, 20)
    }

    @Test func marginsRelativeArrangement() {
        // Margins {5, 7, 9, 11}: width 7 + 50 + 10 + 60 + 11 = 138, height 5 + 40 + 9 = 54.
        let a = IntrinsicBox(50, 30), b = IntrinsicBox(60, 40)
        let (root, stack) = makeStack([a, b]) {
            $0.spacing = 10
            $0.layoutMargins = UIEdgeInsets(top: 5, left: 7, bottom: 9, right: 11)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        expectFrame(stack, 10, 20, 138, 54)
        expectFrame(a, 7, 5, 50, 40)
        expectFrame(b, 67, 5, 60, 40)
        stack.isLayoutMarginsRelativeArrangement = false
        root.layoutIfNeeded()
        expectFrame(stack, 10, 20, 120, 40)
        expectFrame(a, 0, 0, 50, 40)
    }

    @Test func stackMarginsDefaultToZero() {
        let stack = UIStackView()
        #expect(stack.layoutMargins == .zero)
        #expect(stack.spacing == 0)
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func nestedStacks() {
        // Inner (horizontal, centered): a 50 × 20, b 30 × 40, spacing 5 → 85 × 40, a at y 10.
        // Outer (vertical, leading, spacing 10): inner, then c 100 × 10 at y 50 → 100 × 60.
        let a = IntrinsicBox(50, 20), b = IntrinsicBox(30, 40), c = IntrinsicBox(100, 10)
        let inner = UIStackView(arrangedSubviews: [a, b])
        inner.spacing = 5
        inner.alignment = .center
        let (root, outer) = makeStack([inner, c], axis: .vertical) {
            $0.spacing = 10
            $0.alignment = .leading
        }
        expectFrame(outer, 10, 20, 100, 60)
        expectFrame(inner, 0, 0, 85, 40)
        expectFrame(a, 0, 10, 50, 20)
        expectFrame(b, 55, 0, 30, 40)
        expectFrame(c, 0, 50, 100, 10)
        // Hiding the inner stack collapses it and the spacing after it.
        inner.isHidden = true
        root.layoutIfNeeded()
        expectFrame(c, 0, 0, 100, 10)
        expectFrame(outer, 10, 20, 100, 10)
    }

    @Test func arrangedSubviewsAreASubsetOfSubviews() {
        let a = IntrinsicBox(50, 20), b = IntrinsicBox(60, 20), c = IntrinsicBox(70, 20)
        let (root, stack) = makeStack([a, b]) { $0.spacing = 10 }
        #expect(stack.arrangedSubviews == [a, b])
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b])
        #expect(stack.subviews == [a, b, c])
        root.layoutIfNeeded()
        expectFrame(c, 0, 0, 70, 20)
        expectFrame(a, 80, 0, 50, 20)
        // Removing from the arranged list keeps the subview.
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [c, b])
        #expect(stack.subviews.contains(a))
        root.layoutIfNeeded()
        expectFrame(b, 80, 0, 60, 20)
        // Removing from the superview removes from the arranged list too.
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews == [c])
        root.layoutIfNeeded()
        expectValue(stack.frame.width, 70)
        // Moving an arranged view.
        stack.addArrangedSubview(b)
        stack.insertArrangedSubview(b, at: 0)
        #expect(stack.arrangedSubviews == [b, c])
    }

    @Test func constraintsCarryUIKitIdentifiers() {
        let a = IntrinsicBox(50, 20), b = IntrinsicBox(60, 20)
        let (_, stack) = makeStack([a, b]) {
            $0.spacing = 10
            $0.alignment = .center
        }
        // The fill tie-break (`UISV-fill-order`, ours) is solved but not listed, as UIKit lists none.
        let identifiers = Set((stack.constraints + a.constraints + b.constraints).compactMap(\.identifier))
        #expect(
            identifiers == [
                "UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-spanning-boundary",
                "UISV-spanning-fit", "UISV-ambiguity-suppression",
            ])
        #expect(stack.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner"])
        stack.distribution = .fillEqually
        stack.alignment = .fill
        stack.layoutIfNeeded()
        #expect(
            Set(stack.constraints.compactMap(\.identifier)) == [
                "UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-fill-equally",
            ])
        #expect(stack.layoutGuides.isEmpty)
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        #expect(stack.constraints.contains { $0.identifier == "UISV-distributing-edge" })
        #expect(stack.constraints.contains { $0.identifier == "UISV-canvas-fit" })
        #expect(stack.layoutGuides.map(\.identifier) == ["UISV-distributing"])
    }

    @Test func propertyChangesRebuildTheArrangement() {
        let a = IntrinsicBox(50, 20), b = IntrinsicBox(60, 30)
        let (root, stack) = makeStack([a, b]) { $0.spacing = 10 }
        expectFrame(stack, 10, 20, 120, 30)
        stack.axis = .vertical
        root.layoutIfNeeded()
        // Vertical, fill: both 60 wide; 20 + 10 + 30 = 60 tall.
        expectFrame(stack, 10, 20, 60, 60)
        expectFrame(b, 0, 30, 60, 30)
        stack.spacing = 2
        root.layoutIfNeeded()
        expectFrame(b, 0, 22, 60, 30)
    }
}
