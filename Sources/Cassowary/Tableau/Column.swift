/// The row slots that may hold one symbol as a parametric cell, in the order they were added.
///
/// The first slot is stored inline: most symbols sit in one row or two, and an array per
/// symbol cost a heap allocation for every slack, error and external symbol a row introduced
/// (about a tenth of a W5 build). Later slots go to `rest`; `first` is -1 only when the column
/// is empty, so `rest` is empty too.
struct Column {
    var first: Int32 = -1
    var rest: [Int32] = []

    var isEmpty: Bool { first < 0 }

    mutating func append(_ slot: Int32) {
        if first < 0 { first = slot } else { rest.append(slot) }
    }

    mutating func removeAll() {
        first = -1
        rest.removeAll()
    }

    /// Keeps the slots for which `keep` holds, in order, in place (no reallocation).
    mutating func compact(keeping keep: (Int32) -> Bool) {
        guard first >= 0 else { return }
        var kept = keep(first) ? 1 : 0
        for position in rest.indices where keep(rest[position]) {
            if kept == 0 { first = rest[position] } else { rest[kept - 1] = rest[position] }
            kept += 1
        }
        if kept == 0 { first = -1 }
        rest.removeLast(rest.count - max(kept - 1, 0))
    }

    /// Calls `body` with each slot, in order.
    func forEach(_ body: (Int32) -> Void) {
        guard first >= 0 else { return }
        body(first)
        for slot in rest { body(slot) }
    }
}
