import OpenAutoLayout
import Testing

/// Who keeps whom alive: an anchor keeps its view (UIKit's holds it weakly), a constraint does
/// not keep its items, as in UIKit.
@MainActor @Suite struct AnchorLifetimeTests {
    @Test func anAnchorKeepsItsViewAlive() {
        var view: UIView? = UIView()
        weak var weakView = view
        let anchor = view!.topAnchor
        view = nil
        withExtendedLifetime(anchor) {
            #expect(weakView != nil)
            #expect(anchor.item === weakView)
        }
    }

    @Test func anOffsetAnchorKeepsTheViewsOfBothAnchorsAlive() {
        var first: UIView? = UIView()
        var second: UIView? = UIView()
        weak var weakFirst = first
        weak var weakSecond = second
        let distance = first!.leadingAnchor.anchorWithOffset(to: second!.trailingAnchor)
        (first, second) = (nil, nil)
        withExtendedLifetime(distance) {
            #expect(weakFirst != nil && weakSecond != nil)
            #expect(distance.item === weakFirst)
        }
    }

    @Test func aConstraintMadeFromAnchorsDoesNotKeepItsItemsAlive() {
        var view: UIView? = UIView()
        var other: UIView? = UIView()
        weak var weakView = view
        weak var weakOther = other
        let constraint = view!.widthAnchor.constraint(equalTo: other!.widthAnchor, multiplier: 2)
        (view, other) = (nil, nil)
        withExtendedLifetime(constraint) {
            #expect(weakView == nil && weakOther == nil)
            #expect(constraint.multiplier == 2)
        }
    }
}
