/// The row slots that may hold one symbol as a parametric cell, in the order they were added.
///
/// The first two slots are stored inline: most symbols sit in one row or two, and an array per
/// symbol cost a heap allocation (and its growth) for every slack, error and external symbol a
/// row introduced (about a tenth of a W5 build). With the second slot inline the struct is
/// still 16 bytes, the first slot's padding. Later slots go to `rest`. A slot is -1 when
/// unused; `second` is used only when `first` is, and `rest` only when both are.
struct Column {
    var first: Int32 = -1
    var second: Int32 = -1
    var rest: [Int32] = []

    var isEmpty: Bool { first < 0 }

    mutating func append(_ slot: Int32) {
        if first < 0 {
            first = slot
        } else if second < 0 {
            second = slot
        } else {
            // Six at once: growing from nothing goes 2, 4, 8, one allocation and copy each,
            // and columns of three to eight slots are common (2 % of W5's build).
            if rest.capacity == 0 { rest.reserveCapacity(6) }
            rest.append(slot)
        }
    }

    mutating func removeAll() {
        first = -1
        second = -1
        rest.removeAll()
    }

    /// Keeps the slots for which `keep` holds, in order, in place (no reallocation).
    mutating func compact(keeping keep: (Int32) -> Bool) {
        guard first >= 0 else { return }
        var kept = 0
        func place(_ slot: Int32) {
            switch kept {
            case 0: first = slot
            case 1: second = slot
            default: rest[kept - 2] = slot
            }
            kept += 1
        }
        if keep(first) { place(first) }
        if second >= 0 && keep(second) { place(second) }
        for position in rest.indices where keep(rest[position]) { place(rest[position]) }
        if kept < 1 { first = -1 }
        if kept < 2 { second = -1 }
        rest.removeLast(rest.count - max(kept - 2, 0))
    }

    /// Calls `body` with each slot, in order.
    func forEach(_ body: (Int32) -> Void) {
        guard first >= 0 else { return }
        body(first)
        guard second >= 0 else { return }
        body(second)
        for slot in rest { body(slot) }
    }
}
