/// The constraints installed on one view, in the order they were installed, with O(1)
/// removal.
///
/// Removing from the middle of an array costs O(n), so deactivating the n constraints of one
/// container would cost O(n²). A constraint instead knows where its entry is
/// (``NSLayoutConstraint/installedIndex``), removal leaves a hole there, and the array is
/// compacted once holes outnumber entries. An entry is the constraint alone, eight bytes.
///
/// A constraint has an entry in a view's list exactly while its `installedView` is that view:
/// installing it adds the entry, uninstalling it (or the engine's retiring of an engine-made
/// constraint an app installed) removes it, and a view that goes away clears `installedView`
/// of every constraint it lists. No reader needs to load `installedView` to tell a current
/// entry from an old one, which a view's `deinit` could not do for its own constraints.
@MainActor
struct InstalledConstraintList {
    private var entries: [NSLayoutConstraint?] = []
    private var holes = 0

    nonisolated init() {}

    mutating func append(_ constraint: NSLayoutConstraint) {
        constraint.installedIndex = Int32(entries.count)
        entries.append(constraint)
    }

    mutating func remove(_ constraint: NSLayoutConstraint) {
        let index = Int(constraint.installedIndex)
        guard index < entries.count, entries[index] === constraint else { return }
        entries[index] = nil
        holes += 1
        if holes > 16 && holes * 2 > entries.count { compact() }
    }

    private mutating func compact() {
        var kept: [NSLayoutConstraint?] = []
        kept.reserveCapacity(entries.count - holes)
        for case let constraint? in entries {
            constraint.installedIndex = Int32(kept.count)
            kept.append(constraint)
        }
        (entries, holes) = (kept, 0)
    }

    /// Calls `body` with each active constraint, in installation order, without listing them
    /// first; `body` must not change this list.
    func forEachActive(_ body: (NSLayoutConstraint) -> Void) {
        for case let constraint? in entries where constraint.active { body(constraint) }
    }

    /// The active constraints, in installation order.
    var constraints: [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        for case let constraint? in entries where constraint.active { result.append(constraint) }
        return result
    }
}
