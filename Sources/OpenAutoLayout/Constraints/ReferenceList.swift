/// The active constraints that mention one item, with O(1) removal.
///
/// A constraint may mention several items (a span's four), so it cannot know where each of
/// its entries is. Entries are instead left in place when a constraint is deactivated and
/// recognised as dead (it is inactive), and the array is compacted once dead entries
/// outnumber live ones. An entry is the constraint alone, eight bytes: a constraint activated
/// again while an old entry of it is still in the list is listed twice, and readers keep its
/// last entry only, so that the list stays in the order of (last) activation.
@MainActor
struct ReferenceList {
    private var entries: [NSLayoutConstraint] = []
    /// Entries counted dead by ``noteRemoval()`` since the last compaction. Four bytes, so
    /// that with the flag below the list is two words in the item that holds it.
    private var dead: Int32 = 0
    /// Whether a constraint may have more than one entry: one activated before was appended.
    private var mayRepeat = false

    nonisolated init() {}

    /// Adds an entry; `wasActivatedBefore`: whether `constraint` may have an older entry here.
    mutating func append(_ constraint: NSLayoutConstraint, wasActivatedBefore: Bool) {
        // Room for four at the first entry: a view constrained with anchors usually has four
        // (two per axis), which would otherwise take three allocations (one, two, four entries).
        if entries.capacity == 0 { entries.reserveCapacity(4) }
        if wasActivatedBefore { mayRepeat = true }
        entries.append(constraint)
    }

    /// Records that one entry has died (its constraint was deactivated).
    mutating func noteRemoval() {
        dead += 1
        guard dead > 16 && 2 * Int(dead) > entries.count else { return }
        entries = constraints
        (dead, mayRepeat) = (0, false)
    }

    /// The active constraints, each once, in the order of their last activation.
    var constraints: [NSLayoutConstraint] {
        // Plain loops: a main-actor closure handed to the standard library checks its executor
        // at every call (MainActorSequence.swift).
        var result: [NSLayoutConstraint] = []
        for constraint in entries where constraint.active { result.append(constraint) }
        guard mayRepeat else { return result }
        var seen: Set<ObjectIdentifier> = []
        var lastEntries: [NSLayoutConstraint] = []
        for constraint in result.reversed() where seen.insert(ObjectIdentifier(constraint)).inserted {
            lastEntries.append(constraint)
        }
        return lastEntries.reversed()
    }
}
