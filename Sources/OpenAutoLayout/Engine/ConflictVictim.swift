/// docs/reference/priorities.md#unsatisfiable-constraints: which constraint of a minimal
/// conflicting set of required constraints the engine breaks.
///
/// UIKit keeps the constraints it made itself (autoresizing-mask translations, a stack view's
/// `UISV-…` constraints, a cell's encapsulated size, system guides, intrinsic sizes) and breaks
/// one of the app's; among those, and when every constraint of the set is UIKit's, the one
/// activated last.
@MainActor
enum ConflictVictim {
    /// The constraint to break; `set` must not be empty.
    static func choose(from set: [NSLayoutConstraint]) -> NSLayoutConstraint {
        let appMade = set.filter { !$0.isSystemConstraint }
        let candidates = appMade.isEmpty ? set : appMade
        var victim = candidates[0]
        for constraint in candidates.dropFirst() where constraint.activationOrder >= victim.activationOrder {
            victim = constraint
        }
        return victim
    }
}
