import Foundation
import OpenAutoLayout
import Testing

/// `window` is kept per view as subtrees move (not found by walking to the root): every view of a
/// moved subtree reports the window at the root of the tree it is in now.
@MainActor @Suite struct WindowTrackingTests {
    private func makeWindow() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }

    /// A container with a child and a grandchild.
    private func makeBranch() -> (container: UIView, child: UIView, grandchild: UIView) {
        let container = UIView()
        let child = UIView()
        let grandchild = UIView()
        container.addSubview(child)
        child.addSubview(grandchild)
        return (container, child, grandchild)
    }

    @Test func aWindowIsItsOwnWindow() {
        let window = makeWindow()
        #expect(window.window === window)
        #expect(UIView().window == nil)
    }

    @Test func aBranchAddedToAWindowReportsItAtEveryLevel() {
        let window = makeWindow()
        let (container, child, grandchild) = makeBranch()
        #expect(grandchild.window == nil)
        window.addSubview(container)
        #expect(container.window === window)
        #expect(child.window === window)
        #expect(grandchild.window === window)
    }

    @Test func aViewAddedUnderADeepViewOfAWindowReportsTheWindow() {
        let window = makeWindow()
        let (container, _, grandchild) = makeBranch()
        window.addSubview(container)
        let leaf = UIView()
        grandchild.insertSubview(leaf, at: 0)
        #expect(leaf.window === window)
    }

    @Test func movingABranchInsideItsWindowKeepsTheWindow() {
        let window = makeWindow()
        let (container, child, grandchild) = makeBranch()
        let other = UIView()
        window.addSubview(container)
        window.addSubview(other)
        other.addSubview(child)
        #expect(child.superview === other)
        #expect(child.window === window)
        #expect(grandchild.window === window)
    }

    @Test func movingABranchToAnotherWindowReportsTheNewOne() {
        let first = makeWindow()
        let second = makeWindow()
        let (container, child, grandchild) = makeBranch()
        first.addSubview(container)
        second.addSubview(child)
        #expect(container.window === first)
        #expect(child.window === second)
        #expect(grandchild.window === second)
    }

    @Test func removingABranchFromItsWindowLeavesItWithoutOne() {
        let window = makeWindow()
        let (container, child, grandchild) = makeBranch()
        window.addSubview(container)
        child.removeFromSuperview()
        #expect(container.window === window)
        #expect(child.window == nil)
        #expect(grandchild.window == nil)
    }

    @Test func aWindowInsideAnotherTreeHasNoWindowUntilItIsARootAgain() {
        let outer = UIView()
        let window = makeWindow()
        let inner = UIView()
        window.addSubview(inner)
        outer.addSubview(window)
        #expect(window.window == nil)
        #expect(inner.window == nil)
        window.removeFromSuperview()
        #expect(window.window === window)
        #expect(inner.window === window)
    }

    @Test func theSubviewsOfAWindowThatGoesAwayHaveNoWindow() {
        let (container, child, grandchild) = makeBranch()
        do {
            let window = makeWindow()
            window.addSubview(container)
            #expect(grandchild.window === window)
        }
        #expect(container.superview == nil)
        #expect(container.window == nil)
        #expect(child.window == nil)
        #expect(grandchild.window == nil)
    }

    @Test func aChainOfTenThousandViewsBuiltDownwardsReportsItsWindowAtTheBottom() {
        let window = makeWindow()
        var deepest: UIView = window
        for _ in 0..<10_000 {
            let view = UIView()
            deepest.addSubview(view)
            deepest = view
        }
        #expect(deepest.window === window)
        window.subviews[0].removeFromSuperview()
        #expect(deepest.window == nil)
    }
}
