/// A binary min-heap of symbol ids: the simplex visits candidates lowest id first (Bland's
/// rule), which rules out cycling and makes the pivot sequence independent of anything but ids.
struct MinHeap {
    private(set) var items: [Int32] = []

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }

    mutating func push(_ value: Int32) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if items[parent] <= items[child] { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    mutating func pop() -> Int32? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                if left >= items.count { break }
                var child = left
                if left + 1 < items.count && items[left + 1] < items[left] { child = left + 1 }
                if items[parent] <= items[child] { break }
                items.swapAt(parent, child)
                parent = child
            }
        }
        return first
    }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }
}
