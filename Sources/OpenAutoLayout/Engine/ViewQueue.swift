/// Views waiting for one phase of an engine's pass, in the order they asked.
///
/// The engine's root is kept as a flag rather than a reference: the root owns the engine, so
/// holding it here would be a retain cycle (and a tree that nobody uses would never go away).
@MainActor
struct ViewQueue {
    unowned let root: UIView
    /// The root's identity, compared without loading the unowned reference (which retains).
    private let rootIdentity: ObjectIdentifier
    private var rootQueued = false
    private var others: [UIView] = []

    init(root: UIView) {
        self.root = root
        rootIdentity = ObjectIdentifier(root)
    }

    var isEmpty: Bool { !rootQueued && others.isEmpty }

    mutating func append(_ view: UIView) {
        if ObjectIdentifier(view) == rootIdentity { rootQueued = true } else { others.append(view) }
    }

    /// Appends `views`, none of them the root, in order. An empty queue shares their storage, so
    /// that a tree joining an engine is one list for all its queues, not one copy per queue.
    mutating func append(contentsOf views: [UIView]) {
        if others.isEmpty { others = views } else { others.append(contentsOf: views) }
    }

    /// The queued views (root first), leaving the queue empty. The queue keeps its room: a
    /// relayout that moves every view queues them all again, and growing the list back by
    /// doubling at every pass cost more than the appends themselves.
    mutating func takeAll() -> [UIView] {
        take { _ in true }
    }

    /// The queued views (root first) that pass `isIncluded`, leaving the queue empty: one list
    /// is built, rather than a copy of the queue and then a filtered copy of that.
    mutating func take(where isIncluded: (UIView) -> Bool) -> [UIView] {
        var views: [UIView] = []
        views.reserveCapacity(others.count + 1)
        if rootQueued && isIncluded(root) { views.append(root) }
        for view in others where isIncluded(view) { views.append(view) }
        rootQueued = false
        others.removeAll(keepingCapacity: true)
        return views
    }

    var views: [UIView] { (rootQueued ? [root] : []) + others }
}
