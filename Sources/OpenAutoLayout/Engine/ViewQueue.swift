/// Views waiting for one phase of an engine's pass, in the order they asked.
///
/// The engine's root is kept as a flag rather than a reference: the root owns the engine, so
/// holding it here would be a retain cycle (and a tree that nobody uses would never go away).
@MainActor
struct ViewQueue {
    unowned let root: UIView
    private var rootQueued = false
    private var others: [UIView] = []

    init(root: UIView) { self.root = root }

    var isEmpty: Bool { !rootQueued && others.isEmpty }

    mutating func append(_ view: UIView) {
        if view === root { rootQueued = true } else { others.append(view) }
    }

    /// The queued views (root first), leaving the queue empty. The queue keeps its room: a
    /// relayout that moves every view queues them all again, and growing the list back by
    /// doubling at every pass cost more than the appends themselves.
    mutating func takeAll() -> [UIView] {
        var views: [UIView] = []
        views.reserveCapacity(others.count + 1)
        if rootQueued { views.append(root) }
        views.append(contentsOf: others)
        rootQueued = false
        others.removeAll(keepingCapacity: true)
        return views
    }

    var views: [UIView] { (rootQueued ? [root] : []) + others }
}
