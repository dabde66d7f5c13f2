/// An unknown of a ``HandleSolver``, named by its dense index there: the handle API's
/// counterpart of a ``Variable`` object, 4 bytes and no allocation.
///
/// ``HandleSolver/makeVariable(_:subjectPreference:)`` hands out 0, 1, 2, … in order, so a
/// caller can keep its own per-variable data in arrays indexed by ``index``. A handle means
/// something only to the solver that made it.
public struct VariableHandle: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The variable's index in its solver: 0 for the first variable made, and so on.
    public let index: Int32

    /// The handle of the variable made `index`-th by its solver. Handing a solver an index it
    /// has not made is a programming error (it stops with a precondition failure).
    @inlinable
    public init(_ index: Int32) {
        self.index = index
    }

    /// Whether `lhs` was made before `rhs`.
    public static func < (lhs: VariableHandle, rhs: VariableHandle) -> Bool { lhs.index < rhs.index }

    /// `v` and the index, for instance `v12`.
    public var description: String { "v\(index)" }
}
