internal import Cassowary

/// The constraints an engine has yet to add to its solver, filed as they are queued under the
/// two groups a batch inserts in turn: the required equalities, then the rest, each group in
/// the order of queuing (``LayoutEngine/insertionOrder(of:)``).
///
/// Filing them on arrival lets the engine translate a batch in one pass over its constraints,
/// where sorting them at the flush took a pass of its own: at ten thousand views a batch's
/// constraints no longer stay in the processor's caches from one pass to the next.
///
/// A constraint's group cannot change while it is active (a priority moves between required
/// and optional only on an inactive constraint). One deactivated, changed and activated again
/// before the flush is listed a second time, in its new group; the engine takes each constraint
/// once, and passes over an entry whose group is no longer the constraint's while another entry
/// may still take it (``LayoutEngine``'s flush).
@MainActor
struct PendingConstraints {
    var requiredEqualities: [NSLayoutConstraint] = []
    var others: [NSLayoutConstraint] = []

    var isEmpty: Bool { requiredEqualities.isEmpty && others.isEmpty }
    var count: Int { requiredEqualities.count + others.count }

    mutating func append(_ constraint: NSLayoutConstraint) {
        if constraint.isInsertedFirst {
            requiredEqualities.append(constraint)
        } else {
            others.append(constraint)
        }
    }

    mutating func removeAll() {
        requiredEqualities.removeAll()
        others.removeAll()
    }

    /// Empties the queue and returns what it held.
    mutating func take() -> PendingConstraints {
        let taken = self
        self = PendingConstraints()
        return taken
    }
}

extension NSLayoutConstraint {
    /// Whether a solver inserts this constraint with the first of a batch: a required equality.
    var isInsertedFirst: Bool {
        relation == .equal && Priority(Double(priority.rawValue)).isRequired
    }
}
