import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

/// Ambiguity is exact (docs/reference/priorities.md#ambiguity): found on small cases, never reported for a determined layout.
@MainActor @Suite struct AmbiguityTests {
    @Test func leadingAndWidthOnlyIsAmbiguousVertically() {
        let root = makeRoot()
        let view = makeConstrainedView(in: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        #expect(view.constraintsAffectingLayout(for: .horizontal).count == 2)
        #expect(view.constraintsAffectingLayout(for: .vertical).isEmpty)
        let top = view.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
        top.isActive = true
        #expect(view.hasAmbiguousLayout)  // still no height
        view.heightAnchor.constraint(equalToConstant: 20).isActive = true
        #expect(!view.hasAmbiguousLayout)
        root.layoutIfNeeded()
        expectFrame(view, 10, 5, 50, 20)
    }

    @Test func equalPriorityOptionalConflictIsAmbiguous() {
        let root = makeRoot()
        let view = makeConstrainedView(in: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        let w100 = view.widthAnchor.constraint(equalToConstant: 100)
        let w200 = view.widthAnchor.constraint(equalToConstant: 200)
        w100.priority = .defaultHigh
        w200.priority = .defaultHigh
        NSLayoutConstraint.activate([w100, w200])
        root.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        let width = view.frame.width
        #expect(width >= 100 - 0.001 && width <= 200 + 0.001)
        view.exerciseAmbiguityInLayout()
        #expect(view.frame.width >= 100 - 0.001 && view.frame.width <= 200 + 0.001)
        // A different priority settles it.
        w200.priority = .defaultHigh + 1
        root.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout)
        expectFrame(view, 0, 0, 200, 10)
    }

    @Test func noConstraintsAtAllIsAmbiguousButAutoresizingIsNot() {
        let root = makeRoot()
        let free = makeConstrainedView(in: root)
        let framed = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(framed)
        #expect(free.hasAmbiguousLayout)
        #expect(!framed.hasAmbiguousLayout)
    }

    @Test func subviewsOfAnAmbiguousViewAreNotThemselvesAmbiguous() {
        let root = makeRoot()
        let container = makeConstrainedView(in: root)
        let child = makeConstrainedView(in: container)
        NSLayoutConstraint.activate([
            container.widthAnchor.constraint(equalToConstant: 100),
            container.heightAnchor.constraint(equalToConstant: 100),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(container.hasAmbiguousLayout)  // no horizontal position
        #expect(!child.hasAmbiguousLayout)
        expectFrame(child, 10, 10, 10, 10)
    }

    /// The position is measured relative to the superview (a query of `minX − superview.minX`):
    /// what places the superview is not listed, and asking changes nothing.
    @Test func constraintsAffectingLayoutListOnlyWhatPlacesTheViewInItsSuperview() {
        let root = makeRoot()
        let container = makeConstrainedView(in: root)
        let child = makeConstrainedView(in: container)
        let containerLeading = container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30)
        let childLeading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        let childWidth = child.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            containerLeading,
            container.widthAnchor.constraint(equalToConstant: 100),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.heightAnchor.constraint(equalToConstant: 100),
            childLeading, childWidth,
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let affecting = child.constraintsAffectingLayout(for: .horizontal)
        #expect(affecting.count == 2)
        #expect(affecting.contains { $0 === childLeading } && affecting.contains { $0 === childWidth })
        #expect(!affecting.contains { $0 === containerLeading })
        #expect(!child.hasAmbiguousLayout && !container.hasAmbiguousLayout)
        // The queries left the engine as it was: a constant edit still moves both views.
        containerLeading.constant = 40
        root.layoutIfNeeded()
        expectFrame(container, 40, 0, 100, 100)
        expectFrame(child, 10, 10, 10, 10)
        #expect(child.constraintsAffectingLayout(for: .horizontal).count == 2)
    }
}
