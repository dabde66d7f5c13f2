/// Why the solver refused a call. Every case names the constraints or variables involved.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added.
    /// `conflicting` is a minimal set of those: remove any one of them and the new one fits.
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The constraint is already added to this solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not added to this solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable of this solver.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable of this solver.
    case unknownEditVariable(Variable)
    /// Edit variables must be non-required: a required edit could never yield to a suggestion.
    case requiredEditVariable(Variable)
    /// A coefficient, constant, priority or suggested value is NaN or infinite.
    case nonFiniteValue(String)
    /// A priority outside 0…1000.
    case invalidPriority(Priority)

    /// A one-line message naming the constraint or variable; for a conflict, the conflicting
    /// constraints follow, one per line.
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflicting):
            let list = conflicting.map { "  \($0)" }.joined(separator: "\n")
            return "unsatisfiable constraint \(constraint); it conflicts with:\n\(list)"
        case let .duplicateConstraint(constraint): return "duplicate constraint \(constraint)"
        case let .unknownConstraint(constraint): return "unknown constraint \(constraint)"
        case let .duplicateEditVariable(variable): return "duplicate edit variable \(variable)"
        case let .unknownEditVariable(variable): return "unknown edit variable \(variable)"
        case let .requiredEditVariable(variable):
            return "edit variable \(variable) cannot have required priority"
        case let .nonFiniteValue(what): return "non-finite value: \(what)"
        case let .invalidPriority(priority): return "priority \(priority.value) is outside 0…1000"
        }
    }
}
