/// The active constraints that mention one item, with O(1) removal.
///
/// A constraint may mention several items (a span's four), so it cannot know where each of
/// its entries is. Entries are instead left in place when a constraint is deactivated and
/// recognised as dead (it is inactive), and the list is compacted once dead entries
/// outnumber live ones. An entry is the constraint alone, eight bytes: a constraint activated
/// again while an old entry of it is still in the list is listed twice, and readers keep its
/// last entry only, so that the list stays in the order of (last) activation.
///
/// The first four entries are kept in the list itself, the rest in an array: a view constrained
/// with anchors usually has four (two per axis), which then take no allocation of their own
/// (an array of four takes 80 bytes and its allocation; four places take 32).
@MainActor
struct ReferenceList {
    private var inline: (NSLayoutConstraint?, NSLayoutConstraint?, NSLayoutConstraint?, NSLayoutConstraint?)
    /// The entries after the first four.
    private var overflow: [NSLayoutConstraint] = []
    /// Entries counted dead by ``noteRemoval()`` since the last compaction.
    private var dead: Int32 = 0
    /// How many of the four places are used.
    private var inlineCount: Int8 = 0
    /// Whether a constraint may have more than one entry: one activated before was appended.
    private var mayRepeat = false

    nonisolated init() {
        inline = (nil, nil, nil, nil)
    }

    private var count: Int { Int(inlineCount) + overflow.count }

    /// Adds an entry; `wasActivatedBefore`: whether `constraint` may have an older entry here.
    mutating func append(_ constraint: NSLayoutConstraint, wasActivatedBefore: Bool) {
        if wasActivatedBefore { mayRepeat = true }
        switch inlineCount {
        case 0: inline.0 = constraint
        case 1: inline.1 = constraint
        case 2: inline.2 = constraint
        case 3: inline.3 = constraint
        default:
            // Room for two at once, not one: a view its neighbours are placed against has five
            // or six entries, which then take one allocation instead of two.
            if overflow.capacity == 0 { overflow.reserveCapacity(2) }
            return overflow.append(constraint)
        }
        inlineCount += 1
    }

    /// Records that one entry has died (its constraint was deactivated).
    mutating func noteRemoval() {
        dead += 1
        guard dead > 16 && 2 * Int(dead) > count else { return }
        let live = constraints
        self = ReferenceList()
        for constraint in live { append(constraint, wasActivatedBefore: false) }
    }

    /// Calls `body` with every entry, live or dead, in order.
    private func forEachEntry(_ body: (NSLayoutConstraint) -> Void) {
        guard inlineCount > 0 else { return }
        body(inline.0!)
        guard inlineCount > 1 else { return }
        body(inline.1!)
        guard inlineCount > 2 else { return }
        body(inline.2!)
        guard inlineCount > 3 else { return }
        body(inline.3!)
        for constraint in overflow { body(constraint) }
    }

    /// The active constraints, each once, in the order of their last activation.
    var constraints: [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        result.reserveCapacity(count)
        forEachEntry { if $0.active { result.append($0) } }
        guard mayRepeat else { return result }
        // Plain loops: a main-actor closure handed to the standard library checks its executor
        // at every call (MainActorSequence.swift).
        var seen: Set<ObjectIdentifier> = []
        var lastEntries: [NSLayoutConstraint] = []
        for constraint in result.reversed() where seen.insert(ObjectIdentifier(constraint)).inserted {
            lastEntries.append(constraint)
        }
        return lastEntries.reversed()
    }
}
