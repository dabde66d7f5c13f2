import OpenAutoLayout

/// The DSL's active constraints of one view and their constants, to put back when an array verb
/// fails part way, so that `[a, b].snp.checked…` changes nothing when it throws, as the
/// single-view verbs do.
@MainActor
struct ConstraintSnapshot {
    private let item: LayoutConstraintItem
    private let constraints: [LayoutConstraint]
    private let constants: [CGFloat]

    init(_ item: LayoutConstraintItem) {
        self.item = item
        constraints = item.activeLayoutConstraints
        constants = constraints.map(\.constant)
    }

    /// Deactivates what was made since, activates what was removed since, and restores the constants.
    func restore() {
        let current = item.activeLayoutConstraints
        NSLayoutConstraint.deactivate(current.filter { made in !constraints.contains { $0 === made } })
        NSLayoutConstraint.activate(constraints.filter { kept in !current.contains { $0 === kept } })
        for (constraint, constant) in zip(constraints, constants) where constraint.constant != constant {
            constraint.constant = constant
        }
    }

    /// Runs `body` on `items`; when it throws, every item's constraints are restored first.
    static func allOrNothing(
        _ items: [LayoutConstraintItem], _ body: () throws(LayoutError) -> Void
    ) throws(LayoutError) {
        let snapshots = items.map(ConstraintSnapshot.init)
        do {
            try body()
        } catch {
            for snapshot in snapshots.reversed() { snapshot.restore() }
            throw error
        }
    }
}
