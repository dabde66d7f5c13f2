/// A variable handle multiplied by a coefficient: one summand of a ``LinearConstraint``.
public struct HandleTerm: Hashable, Sendable {
    /// The unknown this term scales.
    public var variable: VariableHandle
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// The term `coefficient · variable`.
    @inlinable
    public init(_ variable: VariableHandle, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A constraint as plain data over variable handles, `Σ terms + constant  relation  0` at a
/// priority: what ``HandleSolver/addConstraint(_:)`` adds. Like ``Constraint``, a variable may
/// appear in several terms (the solver adds them up) and the priority is required unless given.
public struct LinearConstraint: Hashable, Sendable {
    /// The summands, in writing order.
    public var terms: [HandleTerm]
    /// The constant summand of the left-hand side; the right-hand side is zero.
    public var constant: Double
    /// How the left-hand side compares with zero.
    public var relation: Relation
    /// How much the constraint matters: ``Priority/required`` must hold.
    public var priority: Priority

    /// The constraint `Σ terms + constant  relation  0` at `priority`.
    @inlinable
    public init(_ terms: [HandleTerm], constant: Double = 0, _ relation: Relation, priority: Priority = .required) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }
}
