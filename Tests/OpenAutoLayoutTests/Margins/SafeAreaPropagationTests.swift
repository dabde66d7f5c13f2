import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

/// The safe area flows from a hosted root to every depth, each view taking the part of
/// its superview's insets that it overlaps. Expected values derived by hand from the clamp rule.
@MainActor @Suite struct SafeAreaPropagationTests {
    @Test func zeroUntilHostedAndLaidOut() {
        let root = makeRoot()
        let child = makeConstrainedView(in: root)
        pinEdges(child, to: root)
        root.layoutIfNeeded()
        // A tree that nothing hosts has no safe area.
        #expect(root.safeAreaInsets == .zero)
        #expect(child.safeAreaInsets == .zero)
        let guide = child.safeAreaLayoutGuide
        root.hostSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        // Read at the next layout pass, not before.
        #expect(root.safeAreaInsets == .zero)
        root.layoutIfNeeded()
        #expect(root.safeAreaInsets.description == "{20, 0, 0, 0}")
        #expect(child.safeAreaInsets.description == "{20, 0, 0, 0}")
        expectRect(guide.layoutFrame, 0, 20, 375, 647)
        // Leaving the hosted tree: the view's own tree has no host.
        child.removeFromSuperview()
        child.layoutIfNeeded()
        #expect(child.safeAreaInsets == .zero)
    }

    /// An iPhone X in landscape: {0, 44, 21, 44} on 812 × 375.
    @Test func viewsOverhangingTheirSuperviewGetNoMoreThanItHas() {
        let root = makeHostedRoot(
            width: 812, height: 375, safeArea: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        let overhanging = UIView(frame: CGRect(x: -20, y: 300, width: 852, height: 100))
        let partial = UIView(frame: CGRect(x: 30, y: 0, width: 100, height: 360))
        let inside = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        for view in [overhanging, partial, inside] { root.addSubview(view) }
        root.layoutIfNeeded()
        // left: clamp(44 − (−20), 0, 44) = 44; right: clamp(44 − (812 − 832), 0, 44) = 44;
        // bottom: clamp(21 − (375 − 400), 0, 21) = 21.
        expectInsets(overhanging.safeAreaInsets, 0, 44, 21, 44)
        // left: 44 − 30 = 14; bottom: 21 − (375 − 360) = 6; right: 44 − (812 − 130) < 0 → 0.
        expectInsets(partial.safeAreaInsets, 0, 14, 6, 0)
        expectInsets(inside.safeAreaInsets, 0, 0, 0, 0)
        expectRect(partial.safeAreaLayoutGuide.layoutFrame, 0, 0, 0, 0)
        root.layoutIfNeeded()
        expectRect(partial.safeAreaLayoutGuide.layoutFrame, 14, 0, 86, 354)
    }

    /// An iPhone X in portrait, {44, 0, 34, 0} on 375 × 812, four levels deep.
    @Test func insetsReachEveryDepth() {
        let root = makeHostedRoot(
            width: 375, height: 812, safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let a = makeConstrainedView(in: root, name: "a")
        pinEdges(a, to: root)
        let b = makeConstrainedView(in: a, name: "b")
        let c = makeConstrainedView(in: b, name: "c")
        let d = makeConstrainedView(in: c, name: "d")
        NSLayoutConstraint.activate([
            b.leftAnchor.constraint(equalTo: a.leftAnchor, constant: 10),
            b.topAnchor.constraint(equalTo: a.topAnchor, constant: 5),
            b.widthAnchor.constraint(equalToConstant: 300),
            b.heightAnchor.constraint(equalToConstant: 800),
            c.leftAnchor.constraint(equalTo: b.leftAnchor, constant: 4),
            c.topAnchor.constraint(equalTo: b.topAnchor, constant: 3),
            c.widthAnchor.constraint(equalToConstant: 200),
            c.heightAnchor.constraint(equalToConstant: 790),
            d.leftAnchor.constraint(equalTo: c.leftAnchor),
            d.topAnchor.constraint(equalTo: c.topAnchor, constant: 30),
            d.widthAnchor.constraint(equalToConstant: 50),
            d.bottomAnchor.constraint(equalTo: c.bottomAnchor),
        ])
        root.layoutIfNeeded()
        expectInsets(a.safeAreaInsets, 44, 0, 34, 0)
        // b: top 44 − 5 = 39; bottom 34 − (812 − 805) = 27.
        expectInsets(b.safeAreaInsets, 39, 0, 27, 0)
        // c: top 39 − 3 = 36; bottom 27 − (800 − 793) = 20.
        expectInsets(c.safeAreaInsets, 36, 0, 20, 0)
        // d: top 36 − 30 = 6; bottom 20 − 0 = 20.
        expectInsets(d.safeAreaInsets, 6, 0, 20, 0)
        // The article "iOS layout summary" says the safe area stops after the first level: d would
        // have none.
        #expect(d.safeAreaInsets != .zero)
    }

    @Test func aChainOfOneHundredFramesLosesATenthOfAPointPerLevel() {
        let root = makeHostedRoot()
        var parent = root
        var chain: [UIView] = []
        for _ in 0..<100 {
            let view = UIView(frame: CGRect(x: 0, y: 0.1, width: 375, height: 600))
            parent.addSubview(view)
            chain.append(view)
            parent = view
        }
        root.layoutIfNeeded()
        for (index, view) in chain.enumerated() {
            expectInsets(view.safeAreaInsets, 20 - 0.1 * CGFloat(index + 1), 0, 0, 0)
        }
    }

    @Test func viewsMovedByALaterPassAreUpdated() {
        let root = makeHostedRoot()
        let card = InsetsLoggingView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let top = card.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([
            top, card.leftAnchor.constraint(equalTo: root.leftAnchor),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
        ])
        // Content kept inside the card's safe area.
        let content = makeConstrainedView(in: card, name: "content")
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor),
            content.leftAnchor.constraint(equalTo: card.leftAnchor),
            content.widthAnchor.constraint(equalToConstant: 10), content.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectInsets(card.safeAreaInsets, 20, 0, 0, 0)
        expectFrame(content, 0, 20, 10, 10)
        #expect(card.safeAreaChanges == 1)

        top.constant = 12
        root.layoutIfNeeded()
        expectInsets(card.safeAreaInsets, 8, 0, 0, 0)
        expectFrame(content, 0, 8, 10, 10)
        #expect(card.safeAreaChanges == 2)
        // The card was laid out again with the new insets (UIKit marks it for layout).
        #expect(card.lastSafeArea == "{8, 0, 0, 0}")

        top.constant = 30
        root.layoutIfNeeded()
        expectInsets(card.safeAreaInsets, 0, 0, 0, 0)
        expectFrame(content, 0, 0, 10, 10)

        // A frame set by hand on a view that translates its mask, then a pass.
        let badge = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        root.addSubview(badge)
        root.layoutIfNeeded()
        expectInsets(badge.safeAreaInsets, 0, 0, 0, 0)
        badge.frame.origin.y = 15
        root.layoutIfNeeded()
        expectInsets(badge.safeAreaInsets, 5, 0, 0, 0)
    }

    /// A frame set by a superview's layoutSubviews during the pass is resolved in the same pass.
    @Test func viewsPlacedByLayoutSubviewsAreUpdatedInTheSamePass() {
        final class Stack: UIView {
            let row = InsetsLoggingView(frame: .zero)
            var offset: CGFloat = 0 {
                didSet { setNeedsLayout() }
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                row.frame = CGRect(x: 0, y: offset, width: bounds.width, height: 44)
            }
        }
        let root = makeHostedRoot()
        let stack = Stack(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        stack.addSubview(stack.row)
        root.addSubview(stack)
        root.layoutIfNeeded()
        expectInsets(stack.row.safeAreaInsets, 20, 0, 0, 0)
        #expect(stack.row.lastSafeArea == "{20, 0, 0, 0}")
        stack.offset = 6
        root.layoutIfNeeded()
        expectInsets(stack.row.safeAreaInsets, 14, 0, 0, 0)
        #expect(stack.row.lastSafeArea == "{14, 0, 0, 0}")
        #expect(stack.row.lastMargins == "{22, 8, 8, 8}")
    }

    /// Our reading for scrolled superviews: distances are measured from the superview's visible
    /// edges (its bounds), so content scrolled under the top bar gets the bar's inset.
    @Test func aSuperviewsBoundsOriginCounts() {
        let root = makeHostedRoot()
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.addSubview(scroller)
        let row = UIView(frame: CGRect(x: 0, y: 110, width: 375, height: 44))
        scroller.addSubview(row)
        root.layoutIfNeeded()
        expectInsets(row.safeAreaInsets, 0, 0, 0, 0)
        scroller.bounds.origin.y = 100
        root.layoutIfNeeded()
        // The row is 10 pt below the visible top: 20 − 10.
        expectInsets(row.safeAreaInsets, 10, 0, 0, 0)
    }

    @Test func hostInsetsMayChange() {
        let root = makeHostedRoot()
        let child = makeConstrainedView(in: root)
        pinEdges(child, to: root)
        root.layoutIfNeeded()
        root.hostSafeAreaInsets = UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0)
        root.layoutIfNeeded()
        expectInsets(child.safeAreaInsets, 64, 0, 49, 0)
        expectInsets(child.layoutMargins, 72, 8, 57, 8)
        root.hostSafeAreaInsets = nil
        root.layoutIfNeeded()
        #expect(child.safeAreaInsets == .zero)
        #expect(child.layoutMargins.description == "{8, 8, 8, 8}")
    }
}
