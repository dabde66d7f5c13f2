/// A linear relation `expression relation 0` at a priority, as in kiwi.
///
/// Constraints have identity: two constraints that look alike are different constraints,
/// both can be added, and removing one leaves the other. The expression's constant can be
/// changed in place on a solver with ``Solver/updateConstant(of:to:)``; everything else is
/// fixed at creation.
///
/// `@unchecked Sendable` so that errors can carry constraints across threads; like the solver,
/// a constraint is changed by one thread at a time.
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
    /// The left-hand side; the right-hand side is zero.
    public var expression: LinearExpression { LinearExpression(storage: terms, constant: constant) }

    /// The expression's terms, immutable: the solver reads them in place, where reading a
    /// mutable property would copy them (and retain each variable) on every access. That copy
    /// had cost 7 % of a W1 build.
    let terms: TermStorage
    /// The expression's constant, which ``Solver/updateConstant(of:to:)`` changes.
    @exclusivity(unchecked) var constant: Double
    /// How much the constraint matters: ``Priority/required`` must hold; lower priorities yield
    /// level by level.
    public let priority: Priority

    /// The record index of this constraint in the solver that claimed it (the first to add
    /// it), -1 when none has. A solver recognises its claim by finding this very object live
    /// at that index (``SolverState/existingRecord(of:)``), so the constraint needs no
    /// reference to the solver: without one it is 80 bytes on the heap instead of 96.
    @exclusivity(unchecked) var ownerIndex: Int32 = -1

    // Last, after the 4-byte index: Swift lays fields out in order, and here the one-byte
    // relation fills padding rather than taking eight bytes of its own.
    /// How the expression compares with zero.
    public let relation: Relation

    /// The constraint `expression relation 0` at `priority` (required unless given).
    public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required) {
        self.terms = expression.storage
        self.constant = expression.constant
        self.relation = relation
        self.priority = priority
    }

    /// A new constraint with the same expression and relation at another priority.
    public func priority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }

    /// How far the current variable values miss this constraint: `|e|` for an equality, the
    /// shortfall for an inequality, 0 when it holds.
    public var violation: Double {
        let value = expression.value
        switch relation {
        case .equal: return abs(value)
        case .greaterThanOrEqual: return max(0, -value)
        case .lessThanOrEqual: return max(0, value)
        }
    }

    /// The expression, the relation, `0` and the priority, for instance
    /// `1.0 * right + -1.0 * left + -10.0 == 0 @required`.
    public var description: String { "\(expression) \(relation) 0 @\(priority)" }
}
