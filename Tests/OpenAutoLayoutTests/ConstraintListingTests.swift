import Foundation
import LayoutAssertions
import Testing

@testable import OpenAutoLayout

/// Which constraints a view lists, and in what order, as constraints are activated again,
/// moved between views and deactivated many times over (the lists keep old entries and
/// compact them later, so these are the cases that could list a constraint twice or keep a
/// moved one).
@MainActor @Suite struct ConstraintListingTests {
    private func widths(of view: UIView, _ constants: [CGFloat]) -> [NSLayoutConstraint] {
        constants.map { view.widthAnchor.constraint(equalToConstant: $0) }
    }

    @Test func aConstraintActivatedAgainIsListedOnceAtItsNewPlace() {
        let root = makeRoot()
        let view = makeConstrainedView(in: root)
        let (a, b, c) = (
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        )
        NSLayoutConstraint.activate([a, b, c])
        a.isActive = false
        a.isActive = true
        #expect(root.constraints == [b, c, a])
        #expect(view.referencingConstraints == [b, c, a])
    }

    /// A list keeps its first four entries in place and the rest in an array: a constraint
    /// activated again moves from the first part to the second.
    @Test func theFifthConstraintAndOneActivatedAgainFollowTheFirstFour() {
        let root = makeRoot()
        let view = makeConstrainedView(in: root)
        let first = (0..<4).map { view.widthAnchor.constraint(equalToConstant: CGFloat(10 + $0)) }
        for (index, constraint) in first.enumerated() { constraint.priority = UILayoutPriority(Float(100 + index)) }
        NSLayoutConstraint.activate(first)
        #expect(view.referencingConstraints == first)
        let fifth = view.heightAnchor.constraint(equalToConstant: 5)
        fifth.isActive = true
        #expect(view.referencingConstraints == first + [fifth])
        first[1].isActive = false
        #expect(view.referencingConstraints == [first[0], first[2], first[3], fifth])
        first[1].isActive = true
        #expect(view.referencingConstraints == [first[0], first[2], first[3], fifth, first[1]])
        // Sizes stay active when the view leaves its superview: the list is unchanged.
        view.removeFromSuperview()
        #expect(view.referencingConstraints == [first[0], first[2], first[3], fifth, first[1]])
    }

    @Test func aConstraintToggledManyTimesAmongOthersIsListedOnce() {
        let root = makeRoot()
        let view = makeConstrainedView(in: root)
        let others = (0..<40).map { view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat($0)) }
        for other in others { other.priority = UILayoutPriority(Float(100 + other.constant)) }
        NSLayoutConstraint.activate(others)
        let toggled = view.topAnchor.constraint(equalTo: root.topAnchor, constant: 7)
        for _ in 0..<500 {
            toggled.isActive = true
            toggled.isActive = false
        }
        toggled.isActive = true
        #expect(root.constraints == others + [toggled])
        #expect(view.referencingConstraints == others + [toggled])
        #expect(root.referencingConstraints == others + [toggled])
    }

    @Test func aConstraintMovedToAnotherViewLeavesTheFirst() {
        let root = makeRoot()
        let container = makeConstrainedView(in: root)
        let view = makeConstrainedView(in: container)
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        container.addConstraint(width)
        #expect(container.constraints.contains(width))
        view.addConstraint(width)
        #expect(!container.constraints.contains(width))
        #expect(view.constraints == [width])
        container.addConstraint(width)
        #expect(container.constraints.filter { $0 === width }.count == 1)
        #expect(view.constraints.isEmpty)
    }

    @Test func deactivatingMostConstraintsOfABigContainerKeepsTheRestInOrder() {
        let root = makeRoot()
        let view = makeConstrainedView(in: root)
        let all = widths(of: view, (0..<300).map { CGFloat($0) })
        for constraint in all { constraint.priority = .defaultLow }
        NSLayoutConstraint.activate(all)
        let kept = stride(from: 0, to: all.count, by: 7).map { all[$0] }
        NSLayoutConstraint.deactivate(all.indices.filter { $0 % 7 != 0 }.map { all[$0] })
        #expect(view.constraints == kept)
        #expect(view.referencingConstraints == kept)
        NSLayoutConstraint.activate([all[1]])
        #expect(view.constraints == kept + [all[1]])
    }

    @Test func removingAViewDeactivatesEveryConstraintThatMentionsItOnce() {
        let root = makeRoot()
        let view = makeConstrainedView(in: root)
        let pins = [
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ]
        for _ in 0..<30 {
            NSLayoutConstraint.activate(pins)
            NSLayoutConstraint.deactivate(pins)
        }
        NSLayoutConstraint.activate(pins)
        #expect(view.referencingConstraints == pins)
        view.removeFromSuperview()
        #expect(pins.allSatisfy { !$0.isActive })
        #expect(root.constraints.isEmpty)
        #expect(view.referencingConstraints.isEmpty)
    }

    @Test func anEngineMadeConstraintAnAppReinstalledLeavesTheListsWhenTheEngineReplacesIt() {
        let root = makeRoot()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 60))
        root.addSubview(view)
        root.layoutIfNeeded()
        let made = root.constraints.filter { $0 is NSAutoresizingMaskLayoutConstraint }
        #expect(!made.isEmpty)
        made[0].isActive = false
        made[0].isActive = true
        #expect(root.constraints.filter { $0 === made[0] }.count == 1)
        // A new mask is a new set of constraints: the engine retires the old ones.
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.layoutIfNeeded()
        #expect(!made[0].isActive)
        #expect(!root.constraints.contains { $0 === made[0] })
        #expect(!view.referencingConstraints.contains { $0 === made[0] })
        expectFrame(view, 10, 20, 50, 60)
    }

    @Test func constraintsOfAViewThatGoesAwayBecomeInactive() {
        let root = makeRoot()
        var width: NSLayoutConstraint?
        do {
            let container = makeConstrainedView(in: root)
            let view = makeConstrainedView(in: container)
            width = view.widthAnchor.constraint(equalToConstant: 50)
            container.addConstraint(width!)
            container.removeFromSuperview()
        }
        #expect(width?.isActive == false)
    }
}
