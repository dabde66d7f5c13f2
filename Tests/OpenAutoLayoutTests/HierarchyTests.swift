import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

@MainActor @Suite struct HierarchyTests {
    @Test func addInsertAndReorder() {
        let root = makeRoot()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews == [c, a, b])
        root.insertSubview(d, aboveSubview: c)
        #expect(root.subviews == [c, d, a, b])
        root.bringSubviewToFront(c)
        #expect(root.subviews == [d, a, b, c])
        root.sendSubviewToBack(b)
        #expect(root.subviews == [b, d, a, c])
        root.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(root.subviews == [c, d, a, b])
        root.insertSubview(a, belowSubview: c)
        #expect(root.subviews == [a, c, d, b])
        b.removeFromSuperview()
        #expect(root.subviews == [a, c, d])
        #expect(b.superview == nil)
        #expect(a.superview === root)
        #expect(a.isDescendant(of: root) && !root.isDescendant(of: a))
    }

    @Test func tagsAndWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = UIView()
        let grandChild = UIView()
        grandChild.tag = 7
        window.addSubview(child)
        child.addSubview(grandChild)
        #expect(window.viewWithTag(7) === grandChild)
        #expect(window.viewWithTag(8) == nil)
        #expect(grandChild.window === window)
        #expect(UIView().window == nil)
    }

    @Test func frameBoundsAndCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 100, y: 100)
        expectFrame(view, 50, 75, 100, 50)
        view.bounds = CGRect(x: 5, y: 5, width: 40, height: 20)
        // Resizing the bounds keeps the center.
        expectFrame(view, 80, 90, 40, 20)
        #expect(view.bounds.origin == CGPoint(x: 5, y: 5))
    }

    @Test func convertBetweenBranches() {
        let root = makeRoot()
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let a1 = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 200, y: 300, width: 100, height: 100))
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        #expect(a1.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 26))
        #expect(a1.convert(CGPoint(x: 1, y: 1), to: b) == CGPoint(x: -184, y: -274))
        #expect(b.convert(CGPoint(x: -184, y: -274), to: a1) == CGPoint(x: 1, y: 1))
        #expect(a1.convert(CGPoint(x: 16, y: 26), from: nil) == CGPoint(x: 1, y: 1))
        // A bounds origin shifts what the subviews show.
        a.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(a1.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 15))
        let rect = a1.convert(CGRect(x: 0, y: 0, width: 3, height: 4), to: b)
        expectRect(rect, -185, -285, 3, 4)
    }

    @Test func sizeThatFitsAndSizeToFit() {
        let view = UIView(frame: CGRect(x: 3, y: 4, width: 30, height: 40))
        #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 30, height: 40))
        view.sizeToFit()
        expectFrame(view, 3, 4, 30, 40)
    }

    @Test func frameBasedAutoresizingSharesTheChangeProportionally() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        let bottomRight = UIView(frame: CGRect(x: 70, y: 60, width: 20, height: 20))
        bottomRight.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        parent.addSubview(child)
        parent.addSubview(fixed)
        parent.addSubview(bottomRight)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        // 100 more points shared 10 : 50 between the left margin and the width.
        expectFrame(child, 10 + 100.0 / 6, 10, 50 + 500.0 / 6, 30)
        expectFrame(fixed, 10, 10, 50, 30)
        // Pinned to the bottom-right corner: the margins absorb everything.
        expectFrame(bottomRight, 170, 110, 20, 20)
        parent.autoresizesSubviews = false
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        expectFrame(bottomRight, 170, 110, 20, 20)
    }

    @Test func checkedAddSubviewRefusesCycles() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        #expect(throws: LayoutError(.viewHierarchyCycle, message: "Can't add self as subview")) {
            try root.checkedAddSubview(root)
        }
        #expect(throws: LayoutError.self) { try child.checkedAddSubview(root) }
        #expect(child.subviews.isEmpty && root.subviews == [child])
    }

    @Test func layoutSubviewsRunsOnLayoutIfNeeded() {
        final class Recording: UIView {
            var count = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                count += 1
            }
        }
        let root = makeRoot()
        let view = Recording(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        root.layoutIfNeeded()
        #expect(view.count == 1)
        root.layoutIfNeeded()
        #expect(view.count == 1)
        view.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(view.count == 2)
        view.frame.size = CGSize(width: 20, height: 20)
        view.layoutIfNeeded()
        #expect(view.count == 3)
    }

    @Test func windowAndSuperviewHooks() {
        final class Hooked: UIView {
            var events: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) {
                events.append("willMoveToSuperview \(newSuperview == nil ? "nil" : "view")")
            }
            override func didMoveToSuperview() { events.append("didMoveToSuperview") }
            override func willMove(toWindow newWindow: UIWindow?) {
                events.append("willMoveToWindow \(newWindow == nil ? "nil" : "window")")
            }
            override func didMoveToWindow() { events.append("didMoveToWindow \(window == nil ? "nil" : "window")") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView()
        let hooked = Hooked()
        container.addSubview(hooked)
        #expect(hooked.events == ["willMoveToSuperview view", "didMoveToSuperview"])
        hooked.events = []
        window.addSubview(container)
        #expect(hooked.events == ["willMoveToWindow window", "didMoveToWindow window"])
        hooked.events = []
        container.removeFromSuperview()
        #expect(hooked.events == ["willMoveToWindow nil", "didMoveToWindow nil"])
    }
}
