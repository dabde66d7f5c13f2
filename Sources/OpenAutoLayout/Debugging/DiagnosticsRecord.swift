import Foundation

/// What a ``LayoutContext`` remembers of its events: the constraints the engine broke and the
/// reports of passes that did not settle, the last ``limit`` of each. Constraints and their items
/// are held weakly, so the record keeps no tree alive and never hands out a constraint whose
/// views are gone; the text of each is kept as it was logged.
struct DiagnosticsRecord {
    /// How many of each are remembered (the oldest are forgotten first).
    static let limit = 1000

    struct Conflict {
        weak var broken: NSLayoutConstraint?
        /// The broken constraint's items: the constraint is handed out only while they live.
        weak var firstItem: AnyObject?
        weak var secondItem: AnyObject?
        let hasSecondItem: Bool
        /// The rest of the minimal conflicting set, for rebuilding the event.
        let conflictingSet: [WeakConstraint]
        /// The broken constraint's description when it was broken.
        let brokenText: String
        /// The event's log text.
        let message: String?
    }

    struct WeakConstraint {
        weak var constraint: NSLayoutConstraint?
    }

    private(set) var conflicts: [Conflict] = []
    private(set) var unsettled: [String] = []

    mutating func append(_ conflict: Conflict) {
        conflicts.append(conflict)
        if conflicts.count > Self.limit { conflicts.removeFirst(conflicts.count - Self.limit) }
    }

    mutating func append(unsettled message: String) {
        unsettled.append(message)
        if unsettled.count > Self.limit { unsettled.removeFirst(unsettled.count - Self.limit) }
    }

    mutating func removeConflicts() { conflicts.removeAll() }
    mutating func removeUnsettled() { unsettled.removeAll() }
}

extension DiagnosticsRecord.Conflict {
    /// The broken constraint, while it and its items live.
    @MainActor var liveBroken: NSLayoutConstraint? {
        guard let broken, firstItem != nil, !hasSecondItem || secondItem != nil else { return nil }
        return broken
    }

    /// The event again, while every constraint of it and the broken one's items live.
    @MainActor var event: LayoutEvent? {
        guard let broken = liveBroken else { return nil }
        let set = conflictingSet.compactMap(\.constraint)
        guard set.count == conflictingSet.count else { return nil }
        return .unsatisfiable(conflictingSet: set, broken: broken)
    }
}
