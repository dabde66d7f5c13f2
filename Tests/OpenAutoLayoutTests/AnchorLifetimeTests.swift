import OpenAutoLayout
import Testing

/// Who keeps whom alive: an anchor keeps its view (UIKit's holds it weakly), a constraint does
/// not keep its items, as in UIKit.
@MainActor @Suite struct AnchorLifetimeTests {
    private final class WeakView {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    /// Makes `count` views, hands them to `make` and drops them; returns what `make` made and
    /// how many of the views are still alive while it lives.
    private func survivors<Made: AnyObject>(of count: Int, _ make: ([UIView]) -> Made) -> (Made, alive: Int) {
        var views: [UIView]? = (0..<count).map { _ in UIView() }
        let watched = views!.map(WeakView.init)
        let made = make(views!)
        views = nil
        return (made, watched.filter { $0.view != nil }.count)
    }

    @Test func anAnchorKeepsItsViewAlive() {
        let (anchor, alive) = survivors(of: 1) { $0[0].topAnchor }
        #expect(alive == 1)
        #expect(anchor.item is UIView)
    }

    @Test func anOffsetAnchorKeepsTheViewsOfBothAnchorsAlive() {
        let (distance, alive) = survivors(of: 2) { $0[0].leadingAnchor.anchorWithOffset(to: $0[1].trailingAnchor) }
        #expect(alive == 2)
        #expect(distance.item is UIView)
    }

    @Test func aConstraintMadeFromAnchorsDoesNotKeepItsItemsAlive() {
        let (constraint, alive) = survivors(of: 2) {
            $0[0].widthAnchor.constraint(equalTo: $0[1].widthAnchor, multiplier: 2)
        }
        #expect(alive == 0)
        #expect(constraint.multiplier == 2)
    }
}
