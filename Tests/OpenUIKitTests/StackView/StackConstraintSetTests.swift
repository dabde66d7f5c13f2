import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// The exact constraints a stack view installs (docs/reference/stack-views.md), with UIKit's
/// identifiers, relations and priorities.
@MainActor @Suite struct StackConstraintSetTests {
    /// A top-aligned row with spacing 8: a, h (hidden), c and s.
    @Test func aTopAlignedRowWithAHiddenView() {
        let a = IntrinsicBox(24, 24), h = IntrinsicBox(24, 24), c = IntrinsicBox(80, 55), s = UIView()
        h.isHidden = true
        let (_, stack) = makeStack([a, h, c, s]) {
            $0.alignment = .top
            $0.spacing = 8
        }
        let spanner = "UISV-alignment-spanner"
        #expect(stack.layoutGuides.map(\.identifier) == [spanner])
        #expect(
            stackConstraintLines(of: stack, naming: [("stack", stack), ("a", a), ("h", h), ("c", c), ("s", s)]) == [
                "UISV-alignment: a.top == c.top",
                "UISV-alignment: a.top == h.top",
                "UISV-alignment: a.top == s.top",
                "UISV-ambiguity-suppression: a.height == 0 @25",
                "UISV-ambiguity-suppression: c.height == 0 @25",
                "UISV-ambiguity-suppression: h.height == 0 @25",
                "UISV-ambiguity-suppression: s.height == 0 @25",
                "UISV-canvas-connection: \(spanner).bottom == stack.bottom",
                "UISV-canvas-connection: s.right == stack.right",
                "UISV-canvas-connection: stack.left == a.left",
                "UISV-canvas-connection: stack.top == a.top",
                "UISV-hiding: h.width == 0",
                "UISV-spacing-hidden: h.left == a.right + 4 @50",
                "UISV-spacing: c.left == a.right + 8",
                "UISV-spacing: s.left == c.right + 8",
                "UISV-spanning-boundary: \(spanner).bottom >= a.bottom",
                "UISV-spanning-boundary: \(spanner).bottom >= c.bottom",
                "UISV-spanning-boundary: \(spanner).bottom >= s.bottom",
                "UISV-spanning-boundary: \(spanner).top == a.top @999.5",
                "UISV-spanning-boundary: \(spanner).top == c.top @999.5",
                "UISV-spanning-boundary: \(spanner).top == s.top @999.5",
                "UISV-spanning-fit: \(spanner).height == 0 @51",
            ])
        expectFrame(stack, 10, 20, 120, 55)
        expectFrame(h, 28, 0, 0, 24)
    }

    /// Center and bottom change the canvas connections and which spanner edge is an equality.
    @Test func centerAndBottomConnectTheStackThroughTheSpanner() {
        let a = IntrinsicBox(30, 20), b = IntrinsicBox(30, 40)
        let (root, stack) = makeStack([a, b]) { $0.alignment = .center }
        let names: [(String, AnyObject)] = [("stack", stack), ("a", a), ("b", b)]
        let spanner = "UISV-alignment-spanner"
        let across = {
            stackConstraintLines(of: stack, naming: names).filter { !$0.contains(".left") && !$0.contains(".right") }
        }
        #expect(
            across() == [
                "UISV-alignment: a.centerY == b.centerY",
                "UISV-ambiguity-suppression: a.height == 0 @25",
                "UISV-ambiguity-suppression: b.height == 0 @25",
                "UISV-canvas-connection: \(spanner).bottom == stack.bottom",
                "UISV-canvas-connection: stack.centerY == a.centerY",
                "UISV-canvas-connection: stack.top == \(spanner).top",
                "UISV-spanning-boundary: \(spanner).bottom >= a.bottom",
                "UISV-spanning-boundary: \(spanner).bottom >= b.bottom",
                "UISV-spanning-boundary: \(spanner).top <= a.top",
                "UISV-spanning-boundary: \(spanner).top <= b.top",
                "UISV-spanning-fit: \(spanner).height == 0 @51",
            ])
        stack.alignment = .bottom
        root.layoutIfNeeded()
        #expect(
            across() == [
                "UISV-alignment: a.bottom == b.bottom",
                "UISV-ambiguity-suppression: a.height == 0 @25",
                "UISV-ambiguity-suppression: b.height == 0 @25",
                "UISV-canvas-connection: a.bottom == stack.bottom",
                "UISV-canvas-connection: stack.top == \(spanner).top",
                "UISV-spanning-boundary: \(spanner).bottom == a.bottom @999.5",
                "UISV-spanning-boundary: \(spanner).bottom == b.bottom @999.5",
                "UISV-spanning-boundary: \(spanner).top <= a.top",
                "UISV-spanning-boundary: \(spanner).top <= b.top",
                "UISV-spanning-fit: \(spanner).height == 0 @51",
            ])
        expectFrame(a, 0, 20, 30, 20)
    }

    /// equalCentering: a gap guide between neighbouring centers, the gaps equal at 150 − the place
    /// of the view before the gap, minimum spacing, and the stack as short as that allows.
    @Test func equalCenteringGapsAndCanvasFit() {
        let x = IntrinsicBox(40, 20), y = IntrinsicBox(60, 20), z = IntrinsicBox(100, 20)
        let (_, stack) = makeStack([x, y, z]) {
            $0.distribution = .equalCentering
            $0.spacing = 5
        }
        let gap = "UISV-distributing"
        #expect(stack.layoutGuides.map(\.identifier) == [gap, gap])
        #expect(
            stackConstraintLines(of: stack, naming: [("stack", stack), ("x", x), ("y", y), ("z", z)]) == [
                "UISV-alignment: x.bottom == y.bottom",
                "UISV-alignment: x.bottom == z.bottom",
                "UISV-alignment: x.top == y.top",
                "UISV-alignment: x.top == z.top",
                "UISV-canvas-connection: stack.left == x.left",
                "UISV-canvas-connection: stack.top == x.top",
                "UISV-canvas-connection: x.bottom == stack.bottom",
                "UISV-canvas-connection: z.right == stack.right",
                "UISV-canvas-fit: stack.width == 0 @49",
                "UISV-distributing-edge: \(gap).left == x.centerX",
                "UISV-distributing-edge: \(gap).left == y.centerX",
                "UISV-distributing-edge: \(gap).right == y.centerX",
                "UISV-distributing-edge: \(gap).right == z.centerX",
                "UISV-fill-equally: \(gap).width == \(gap).width @149",
                "UISV-spacing: y.left >= x.right + 5",
                "UISV-spacing: z.left >= y.right + 5",
            ])
        // Equal center distances need the gap before y 30 longer than the gap before z; as short
        // as the minimum spacing allows, they are 35 and 5: y at 75, z at 140, 240 long (centers
        // 20, 105 and 190).
        expectFrame(stack, 10, 20, 240, 20)
        expectFrame(y, 75, 0, 60, 20)
        expectFrame(z, 140, 0, 100, 20)
    }
}
