/// A constraint added to a ``HandleSolver``, named by its dense record index there: the handle
/// API's counterpart of a ``Constraint`` object.
///
/// Indices are handed out in order of addition and never reused: once its constraint is
/// removed a handle stays dead (the solver answers ``HandleSolverError/Kind/unknownConstraint(_:)``),
/// and adding the same constraint again gives a new handle. Edit variables use indices too,
/// so a caller's constraints need not be numbered without gaps.
public struct ConstraintHandle: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The constraint's record index in its solver.
    public let index: Int32

    /// The handle of the constraint at record `index`; an index the solver did not hand out
    /// is reported as unknown.
    @inlinable
    public init(_ index: Int32) {
        self.index = index
    }

    /// Whether `lhs` was added before `rhs`.
    public static func < (lhs: ConstraintHandle, rhs: ConstraintHandle) -> Bool { lhs.index < rhs.index }

    /// `c` and the index, for instance `c7`.
    public var description: String { "c\(index)" }
}
