/// The constraints installed on a view, or mentioning an item, with O(1) removal.
///
/// Removing from the middle of an array costs O(n), so deactivating the n constraints of one
/// container would cost O(n²). Entries are instead left in place and recognised as dead (the
/// constraint is inactive, or was reinstalled since: its installation token changed), and the
/// array is compacted once dead entries outnumber live ones. Order is kept: `UIView.constraints`
/// lists constraints in the order they were installed.
@MainActor
struct ConstraintList {
    private var entries: [(constraint: NSLayoutConstraint, token: UInt32)] = []
    private var dead = 0

    private static func isLive(_ entry: (constraint: NSLayoutConstraint, token: UInt32)) -> Bool {
        entry.constraint.active && entry.constraint.installToken == entry.token
    }

    mutating func append(_ constraint: NSLayoutConstraint) {
        // Room for four at the first entry: a view constrained with anchors usually has four
        // (two per axis), which would otherwise take three allocations (one, two, four entries).
        if entries.capacity == 0 { entries.reserveCapacity(4) }
        entries.append((constraint, constraint.installToken))
    }

    /// Records that one entry has died (its constraint was deactivated or moved).
    mutating func noteRemoval() {
        dead += 1
        if dead > 16 && dead * 2 > entries.count {
            entries.removeAll { !Self.isLive($0) }
            dead = 0
        }
    }

    /// The live constraints, in installation order.
    var constraints: [NSLayoutConstraint] {
        entries.compactMapOnMainActor { Self.isLive($0) ? $0.constraint : nil }
    }

    var isEmpty: Bool { !entries.containsOnMainActor(where: Self.isLive) }
}
