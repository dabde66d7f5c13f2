/// Why a ``HandleSolver`` refused a call: the cases of ``SolverError`` with handles in place of
/// objects, and the same message.
///
/// The message is made when the error is thrown, from the names given to the variables, since
/// a handle alone cannot describe its constraint; it reads exactly as ``SolverError``'s for the
/// same constraints and variables. A constraint that was refused never got a handle: the
/// message names it, and for a batch ``batchPosition`` says which one it was.
public struct HandleSolverError: Error, CustomStringConvertible {
    /// What went wrong, with the handles involved.
    public enum Kind: Hashable, Sendable {
        /// A required constraint cannot hold together with the required constraints already
        /// added. `constraint` is the refused constraint when it had a handle (an update of its
        /// constant), nil for an addition. `conflicting` is a minimal set of the added required
        /// constraints that, with `conflictingBatchPositions` (the members of the same batch,
        /// by position), conflict with it: remove any one of them and it fits.
        case unsatisfiableConstraint(
            ConstraintHandle?, conflicting: [ConstraintHandle], conflictingBatchPositions: [Int])
        /// The handle names no constraint added to this solver (never, or removed since), or an
        /// edit variable's internal constraint.
        case unknownConstraint(ConstraintHandle)
        /// The variable is already an edit variable of this solver.
        case duplicateEditVariable(VariableHandle)
        /// The variable is not an edit variable of this solver.
        case unknownEditVariable(VariableHandle)
        /// Edit variables must be non-required: a required edit could never yield to a suggestion.
        case requiredEditVariable(VariableHandle)
        /// A coefficient, constant, priority or suggested value is NaN or infinite.
        case nonFiniteValue
        /// A priority outside 0…1000.
        case invalidPriority(Priority)
    }

    /// What went wrong.
    public let kind: Kind
    /// For an addition in a batch, the position in the batch of the constraint refused.
    public let batchPosition: Int?
    /// The message, as ``SolverError/description`` gives it: one line naming the constraint or
    /// variable; for a conflict, the conflicting constraints follow, one per line.
    public let description: String

    init(_ kind: Kind, batchPosition: Int? = nil, description: String) {
        self.kind = kind
        self.batchPosition = batchPosition
        self.description = description
    }
}
