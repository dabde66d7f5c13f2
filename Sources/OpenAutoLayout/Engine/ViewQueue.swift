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
    /// Whether `others` is known to be in depth order (shallowest first), so that the phases
    /// need not check: a tree that joins an engine is queued in the order it was visited.
    private var othersInDepthOrder = true

    init(root: UIView) {
        self.root = root
        rootIdentity = ObjectIdentifier(root)
    }

    var isEmpty: Bool { !rootQueued && others.isEmpty }

    /// Inlined into `setNeedsLayout()`, which every frame the engine moves calls.
    @inline(__always)
    mutating func append(_ view: UIView) {
        if ObjectIdentifier(view) == rootIdentity { return rootQueued = true }
        othersInDepthOrder = others.isEmpty
        others.append(view)
    }

    /// Appends `views`, none of them the root, in order; `inDepthOrder`: whether they are in
    /// depth order. An empty queue shares their storage, so that a tree joining an engine is one
    /// list for all its queues, not one copy per queue.
    mutating func append(contentsOf views: [UIView], inDepthOrder: Bool) {
        if others.isEmpty {
            others = views
            othersInDepthOrder = inDepthOrder
        } else {
            others.append(contentsOf: views)
            othersInDepthOrder = false
        }
    }

    /// The queued views (root first), leaving the queue empty.
    mutating func takeAll() -> QueuedViews {
        take { _ in true }
    }

    /// The queued views (root first) that pass `isIncluded`, leaving the queue empty. When many
    /// are queued and all pass (as in a first layout), the queue's list is handed out as it is:
    /// no copy, so no count taken and dropped on every view (a tree that joins an engine is
    /// queued in five queues that share one list). The queue keeps room for as many: a relayout
    /// that moves every view queues them all again, and growing the list back by doubling at
    /// every pass cost more than the appends themselves.
    ///
    /// `isIncluded` is asked once of each queued view, in order (root first), so it may mark the
    /// views it takes.
    mutating func take(where isIncluded: (UIView) -> Bool) -> QueuedViews {
        let takenRoot: UIView? = rootQueued && isIncluded(root) ? root : nil
        // What passes of a list in depth order is in depth order.
        let inDepthOrder = othersInDepthOrder
        rootQueued = false
        othersInDepthOrder = true
        let firstExcluded = others.firstIndexOnMainActor(where: { !isIncluded($0) })
        // A few views (a relayout's) are copied: the queue's room then needs no new allocation.
        if firstExcluded == nil && others.count > 8 {
            let taken = others
            others = []
            others.reserveCapacity(taken.count)
            return QueuedViews(root: takenRoot, others: taken, othersInDepthOrder: inDepthOrder)
        }
        var taken: [UIView] = []
        taken.reserveCapacity(others.count)
        let end = firstExcluded ?? others.endIndex
        taken += others[..<end]
        if end < others.endIndex {
            for view in others[(end + 1)...] where isIncluded(view) { taken.append(view) }
        }
        others.removeAll(keepingCapacity: true)
        return QueuedViews(root: takenRoot, others: taken, othersInDepthOrder: inDepthOrder)
    }

    var views: [UIView] { (rootQueued ? [root] : []) + others }
}

/// Views taken from a queue for one phase: the root (when it was queued) and then the others,
/// without copying the queue's list to put the root in front.
struct QueuedViews: RandomAccessCollection {
    let root: UIView?
    let others: [UIView]
    /// Whether the views are known to be in depth order, shallowest first (the root is).
    let isKnownInDepthOrder: Bool

    init(root: UIView? = nil, others: [UIView], othersInDepthOrder: Bool = false) {
        self.root = root
        self.others = others
        self.isKnownInDepthOrder = othersInDepthOrder
    }

    var startIndex: Int { 0 }
    var endIndex: Int { root == nil ? others.count : others.count + 1 }

    subscript(position: Int) -> UIView {
        guard let root else { return others[position] }
        return position == 0 ? root : others[position - 1]
    }

    /// Iterates the list itself after the root, rather than through the subscript, which checks
    /// for the root at every view.
    func makeIterator() -> Iterator {
        Iterator(root: root, others: others.makeIterator())
    }

    struct Iterator: IteratorProtocol {
        var root: UIView?
        var others: IndexingIterator<[UIView]>

        mutating func next() -> UIView? {
            if let first = root {
                root = nil
                return first
            }
            return others.next()
        }
    }
}
