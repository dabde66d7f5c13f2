import Foundation

/// The superviews whose subviews' frames a layout pass writes after a small change
/// (``FrameApplication``), and for each the subviews concerned. Built per pass, for a few views.
@MainActor
struct FrameGroups {
    private var slots: [ObjectIdentifier: Int] = [:]
    private var parents: [UIView] = []
    private var targets: [[UIView]] = []
    private var added: Set<ObjectIdentifier> = []

    /// Adds `child`, a subview of `parent`, whose frame may have changed.
    mutating func add(_ child: UIView, of parent: UIView) {
        guard added.insert(ObjectIdentifier(child)).inserted else { return }
        targets[slot(of: parent)].append(child)
    }

    /// Adds `parent`, which gives all its subviews their frames when it is about to lay out;
    /// returns whether it was not there yet.
    @discardableResult
    mutating func addParent(_ parent: UIView) -> Bool {
        let count = parents.count
        _ = slot(of: parent)
        return parents.count > count
    }

    private mutating func slot(of parent: UIView) -> Int {
        if let slot = slots[ObjectIdentifier(parent)] { return slot }
        slots[ObjectIdentifier(parent)] = parents.count
        parents.append(parent)
        targets.append([])
        return parents.count - 1
    }

    /// The subviews added for `parent`, in the order of its subviews.
    func targets(of parent: UIView) -> [UIView] {
        guard let slot = slots[ObjectIdentifier(parent)] else { return [] }
        let list = targets[slot]
        guard list.count > 1 else { return list }
        let marked = Set(list.map(ObjectIdentifier.init))
        return parent.children.filterOnMainActor { marked.contains(ObjectIdentifier($0)) }
    }

    /// The superviews, in the order a depth-first walk of the tree meets them.
    func parentsInTreeOrder() -> [UIView] {
        guard parents.count > 1 else { return parents }
        return parents.sorted { @MainActor a, b in TreeOrder.precedes(a, b) }
    }
}

/// The order of a depth-first walk of a tree: a view before its subviews, subviews in order.
@MainActor
enum TreeOrder {
    /// Whether a depth-first walk meets `a` before `b` (false for views of different trees).
    static func precedes(_ a: UIView, _ b: UIView) -> Bool {
        guard a !== b else { return false }
        var x = a
        var y = b
        var depthX = a.depth
        var depthY = b.depth
        while depthX > depthY, let parent = x.parent {
            x = parent
            depthX -= 1
        }
        while depthY > depthX, let parent = y.parent {
            y = parent
            depthY -= 1
        }
        // One is the other's ancestor: the ancestor comes first.
        if x === y { return y === a }
        while let px = x.parent, let py = y.parent, px !== py {
            x = px
            y = py
        }
        guard let parent = x.parent, parent === y.parent else { return false }
        for child in parent.children {
            if child === x { return true }
            if child === y { return false }
        }
        return false
    }

    /// Where `view` goes in `order[start...]`, which is in tree order, to keep it so.
    static func insertionIndex(of view: UIView, in order: [UIView], from start: Int) -> Int {
        var low = start
        var high = order.count
        while low < high {
            let middle = (low + high) / 2
            if precedes(order[middle], view) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
