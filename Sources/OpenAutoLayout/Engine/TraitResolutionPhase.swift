import Foundation

/// The step of a layout pass that brings trait collections up to date (docs/reference/attributes.md#trait-collections)
/// and tells views and their controllers what changed, before constraints are updated, so that
/// `traitCollectionDidChange(_:)` can change constraints for this pass.
///
/// Queued views are those whose traits may have changed: every view joining the tree, a view
/// whose semantic content attribute changed, and the root when its traits (its host's screen,
/// the environment's direction or scale) differ from the last pass. From each queued view the
/// new collections are computed downwards, descending only while a view's collection changed
/// (or below it another view is queued). Each view (and, first, a controller whose root view it
/// is) that had a collection before and now has another is told, parents before children. A
/// view's first collection is recorded without a call.
@MainActor
enum TraitResolutionPhase {
    static func run(_ engine: LayoutEngine) {
        let root = engine.root
        let rootTraits = root.rootTraits
        if engine.rootTraits != rootTraits {
            engine.rootTraits = rootTraits
            engine.scheduleTraits(root)
        }
        guard !engine.traitQueue.isEmpty else { return }
        let queued = engine.traitQueue.take { engine.isQueued($0, in: .traits) }
        var changes: [(environment: any UITraitEnvironment, previous: UITraitCollection)] = []
        let inOrder = LayoutPass.ordered(queued, root: root, deepestFirst: false)
        for view in inOrder where engine.isQueued(view, in: .traits) {
            let inherited = view === root ? rootTraits : view.inheritedTraitCollection
            resolve(from: view, inheriting: inherited, engine: engine, into: &changes)
        }
        for change in changes { change.environment.traitCollectionDidChange(change.previous) }
    }

    /// Records the new collections of `start` and the views below it that changed, pre-order,
    /// with an explicit stack for deep trees.
    private static func resolve(
        from start: UIView, inheriting inherited: UITraitCollection, engine: LayoutEngine,
        into changes: inout [(environment: any UITraitEnvironment, previous: UITraitCollection)]
    ) {
        var stack: [(UIView, UITraitCollection)] = [(start, inherited)]
        while let (view, inherited) = stack.popLast() {
            engine.markDequeued(view, from: .traits)
            if let host = view.layoutHost, let previous = host.hostedViewInherits(inherited) {
                changes.append((host, previous))
            }
            let traits = view.traits(inheriting: inherited)
            let previous = view.deliveredTraits
            view.deliveredTraits = traits
            let changed = previous !== traits && previous != traits
            if changed, let previous { changes.append((view, previous)) }
            let children = view.children
            var index = children.count
            while index > 0 {
                index -= 1
                let child = children[index]
                if changed || engine.isQueued(child, in: .traits) { stack.append((child, traits)) }
            }
        }
    }
}
