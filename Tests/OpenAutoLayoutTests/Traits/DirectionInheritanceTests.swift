import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

/// A view with an unspecified semantic content attribute takes its superview's direction
/// through the trait collection (docs/reference/attributes.md#layout-direction). Observed on iOS:
/// in a 375-pt container forced right-to-left, `v1.leading == container.leading`,
/// `v1.width == 10`, `v2.leading == v1.trailing + 8` put v1 at x = 365 and v2's leading (right)
/// edge at 357, so v2's frame starts at 347.
@MainActor @Suite struct DirectionInheritanceTests {
    /// The names of the views told, in order.
    final class CallLog {
        var names: [String] = []
    }

    /// A view that records the trait collections it is told about.
    final class RecordingView: UIView {
        var log: CallLog?
        var previousDirections: [UITraitEnvironmentLayoutDirection] = []

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previousDirections.append(previousTraitCollection?.layoutDirection ?? .unspecified)
            log?.names.append(accessibilityIdentifier ?? "?")
        }
    }

    /// v1 and v2 in `container`, as in the observation.
    private func addPair(to container: UIView) -> (RecordingView, RecordingView) {
        let v1 = RecordingView()
        let v2 = RecordingView()
        v1.accessibilityIdentifier = "v1"
        v2.accessibilityIdentifier = "v2"
        for view in [v1, v2] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: container.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        NSLayoutConstraint.activate([
            v1.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            v2.leadingAnchor.constraint(equalTo: v1.trailingAnchor, constant: 8),
        ])
        return (v1, v2)
    }

    /// A view filling `superview`, pinned by its left and right edges: a leading/trailing
    /// constraint between views of different directions is read per view
    /// (docs/reference/attributes.md#leading-and-trailing), which these tests stay clear of.
    private func filling(_ superview: UIView, name: String) -> RecordingView {
        let view = RecordingView()
        view.accessibilityIdentifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: superview.leftAnchor),
            view.rightAnchor.constraint(equalTo: superview.rightAnchor),
            view.topAnchor.constraint(equalTo: superview.topAnchor),
            view.bottomAnchor.constraint(equalTo: superview.bottomAnchor),
        ])
        return view
    }

    @Test func subviewsOfAContainerForcedRightToLeftAreRightToLeft() {
        let root = makeRoot()
        let container = filling(root, name: "container")
        container.semanticContentAttribute = .forceRightToLeft
        let (v1, v2) = addPair(to: container)
        root.layoutIfNeeded()
        expectFrame(v1, 365, 0, 10, 10)
        expectFrame(v2, 347, 0, 10, 10)
        #expect(v1.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(v1.traitCollection.layoutDirection == .rightToLeft)
        #expect(root.traitCollection.layoutDirection == .leftToRight)
        #expect(root.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func grandchildrenOfAForcedContainerFlipToo() {
        let root = makeRoot()
        let container = filling(root, name: "container")
        container.semanticContentAttribute = .forceRightToLeft
        let middle = filling(container, name: "middle")
        let (v1, v2) = addPair(to: middle)
        root.layoutIfNeeded()
        #expect(middle.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        expectFrame(v1, 365, 0, 10, 10)
        expectFrame(v2, 347, 0, 10, 10)
    }

    /// `forceLeftToRight` inside a right-to-left container is a left-to-right island: its
    /// unspecified subviews, at any depth, are left-to-right.
    @Test func aViewForcedLeftToRightIsAnIslandInsideARightToLeftContainer() {
        let root = makeRoot()
        let container = filling(root, name: "container")
        container.semanticContentAttribute = .forceRightToLeft
        let island = filling(container, name: "island")
        island.semanticContentAttribute = .forceLeftToRight
        let inner = filling(island, name: "inner")
        let (v1, v2) = addPair(to: inner)
        let (outside1, outside2) = addPair(to: container)
        root.layoutIfNeeded()
        expectFrame(v1, 0, 0, 10, 10)
        expectFrame(v2, 18, 0, 10, 10)
        #expect(inner.traitCollection.layoutDirection == .leftToRight)
        expectFrame(outside1, 365, 0, 10, 10)
        expectFrame(outside2, 347, 0, 10, 10)
    }

    /// Setting the container's attribute after a first layout flips its subviews at the next
    /// pass, and tells the container and every subview (not the root), parents first.
    @Test func forcingADirectionAfterLayoutFlipsAtTheNextPassAndTellsTheSubviews() {
        let root = makeRoot()
        let container = filling(root, name: "container")
        let middle = filling(container, name: "middle")
        let (v1, v2) = addPair(to: middle)
        let recorded = [container, middle, v1, v2]
        let log = CallLog()
        root.layoutIfNeeded()
        expectFrame(v1, 0, 0, 10, 10)
        expectFrame(v2, 18, 0, 10, 10)
        // Views get their first trait collection without a call.
        #expect(recorded.allSatisfy { $0.previousDirections.isEmpty })

        for view in recorded { view.log = log }
        container.semanticContentAttribute = .forceRightToLeft
        #expect(v2.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        expectFrame(v1, 0, 0, 10, 10)
        root.layoutIfNeeded()
        expectFrame(v1, 365, 0, 10, 10)
        expectFrame(v2, 347, 0, 10, 10)
        #expect(recorded.allSatisfy { $0.previousDirections == [.leftToRight] })
        #expect(log.names == ["container", "middle", "v1", "v2"])

        // Back to unspecified: left-to-right again, each view told once more.
        container.semanticContentAttribute = .unspecified
        root.layoutIfNeeded()
        expectFrame(v1, 0, 0, 10, 10)
        expectFrame(v2, 18, 0, 10, 10)
        #expect(v2.previousDirections == [.leftToRight, .rightToLeft])
        // A pass with no change tells nobody.
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(v2.previousDirections.count == 2)
    }

    /// The order UIKit tells a tree in: parents before children, siblings in order.
    @Test func parentsAreToldBeforeTheirChildren() {
        let root = makeRoot()
        let log = CallLog()
        let container = filling(root, name: "container")
        let first = filling(container, name: "first")
        let nested = filling(first, name: "nested")
        let second = filling(container, name: "second")
        root.layoutIfNeeded()
        let views = [container, first, nested, second]
        for view in views { view.log = log }
        root.environmentLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(log.names == ["container", "first", "nested", "second"])
        #expect(views.allSatisfy { $0.traitCollection.layoutDirection == .rightToLeft })
    }

    /// A subtree moved from a right-to-left container to a left-to-right one takes its new
    /// superview's direction.
    @Test func aMovedSubtreeTakesItsNewSuperviewsDirection() {
        let root = makeRoot()
        let rightToLeft = filling(root, name: "rtl")
        rightToLeft.semanticContentAttribute = .forceRightToLeft
        let plain = filling(root, name: "plain")
        let holder = filling(rightToLeft, name: "holder")
        let (v1, v2) = addPair(to: holder)
        root.layoutIfNeeded()
        expectFrame(v1, 365, 0, 10, 10)
        holder.removeFromSuperview()
        #expect(v1.effectiveUserInterfaceLayoutDirection == .leftToRight)
        plain.addSubview(holder)
        NSLayoutConstraint.activate([
            holder.leftAnchor.constraint(equalTo: plain.leftAnchor),
            holder.rightAnchor.constraint(equalTo: plain.rightAnchor),
            holder.topAnchor.constraint(equalTo: plain.topAnchor),
            holder.bottomAnchor.constraint(equalTo: plain.bottomAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(v1, 0, 0, 10, 10)
        expectFrame(v2, 18, 0, 10, 10)
        #expect(v1.previousDirections == [.rightToLeft])
    }
}
