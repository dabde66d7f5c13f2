import OpenAutoLayout

/// The last step of a DSL line: a label, and the ``Constraint`` the line makes.
@preconcurrency @MainActor
public class ConstraintMakerFinalizable {
    let constraintDescription: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.constraintDescription = description
    }

    /// Names the line's layout constraints (their `identifier`, shown in descriptions).
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        constraintDescription.label = label
        return self
    }

    /// The constraint the line makes, to keep for later (`activate`, `update(offset:)` …).
    /// For an array target (one constraint per element), the first element's; see
    /// ``constraints`` for all.
    public var constraint: Constraint {
        constraintDescription.constraints.first ?? Constraint.inert(for: constraintDescription)
    }

    /// Every constraint the line makes: one per target of an array target, otherwise one.
    public var constraints: [Constraint] { constraintDescription.constraints }
}
