import Foundation
import LayoutAssertions
import Testing

@testable import OpenAutoLayout

/// Views and constraints reach their tree's engine through its link, which names the engine
/// while it exists and nothing after, as a weak reference would.
@MainActor @Suite struct EngineLinkTests {
    @Test func theLinkNamesTheEngineUntilTheEngineGoesAway() {
        var root: UIView? = makeRoot()
        root?.layoutIfNeeded()
        let link = root?.registeredEngine?.link
        #expect(link?.engine === root?.registeredEngine)
        #expect(link?.engine != nil)
        root = nil
        #expect(link != nil)
        #expect(link?.engine == nil)
    }

    @Test func aSubviewThatOutlivesItsRootHasNoEngine() {
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        do {
            let root = makeRoot()
            root.addSubview(child)
            root.layoutIfNeeded()
            #expect(child.registeredEngine === root.registeredEngine)
            #expect(child.isRegistered(with: root.engine))
        }
        #expect(child.registeredEngine == nil)
        #expect(child.superview == nil)
        child.setNeedsLayout()
        child.layoutIfNeeded()
        expectFrame(child, 10, 20, 30, 40)
    }

    @Test func aConstraintThatOutlivesItsEngineNamesNone() {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        do {
            let root = makeRoot()
            root.addSubview(view)
            NSLayoutConstraint.activate([
                width, view.heightAnchor.constraint(equalToConstant: 20),
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
            ])
            root.layoutIfNeeded()
            #expect(width.engine === root.registeredEngine)
            expectFrame(view, 4, 6, 50, 20)
        }
        #expect(width.engine == nil)
        // The view is a root of its own now: the width still holds there, and an edit reaches it.
        width.constant = 70
        view.layoutIfNeeded()
        #expect(width.isActive)
        #expect(width.engine === view.registeredEngine)
        #expect(view.frame.width == 70)
    }

    /// A constraint holds the view it is installed on unretained; that view clears the link when
    /// it goes away, so the constraint neither keeps it alive nor reads it afterwards.
    @Test func aConstraintThatOutlivesTheViewItIsInstalledOnIsInactiveAndInstallsAgainElsewhere() {
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let second = UIView()
        second.translatesAutoresizingMaskIntoConstraints = false
        let gap = second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 5)
        weak var weakContainer: UIView?
        do {
            let container = makeRoot()
            weakContainer = container
            container.addSubview(first)
            container.addSubview(second)
            gap.isActive = true
            #expect(container.constraints.contains { $0 === gap })
        }
        #expect(weakContainer == nil)
        #expect(!gap.isActive)
        gap.isActive = false
        let root = makeRoot()
        root.addSubview(first)
        root.addSubview(second)
        NSLayoutConstraint.activate([
            gap, second.topAnchor.constraint(equalTo: root.topAnchor, constant: 7),
            second.widthAnchor.constraint(equalToConstant: 10), second.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(root.constraints.contains { $0 === gap })
        expectFrame(second, 45, 7, 10, 20)
        root.removeConstraint(gap)
        #expect(!gap.isActive)
    }

    @Test func aRootAddedToAnotherTreeJoinsThatTreesEngine() {
        let inner = makeRoot(width: 100, height: 100)
        let child = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        inner.addSubview(child)
        inner.layoutIfNeeded()
        let innerLink = inner.registeredEngine?.link
        let outer = makeRoot()
        outer.addSubview(inner)
        outer.layoutIfNeeded()
        #expect(child.isRegistered(with: outer.engine))
        #expect(inner.isRegistered(with: outer.engine))
        #expect(innerLink?.engine == nil)
        expectFrame(child, 1, 2, 3, 4)
    }
}
