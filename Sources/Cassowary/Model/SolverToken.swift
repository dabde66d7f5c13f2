/// A solver's identity as seen by the variables it claims (constraints need none: see
/// ``Constraint/ownerIndex``), and the variables other solvers wrote that it must hear of.
///
/// Variables hold it strongly, so its address cannot be reused by another solver while they
/// can still compare against it. A variable keeps the token, unlike a constraint, because the
/// inlined ``Solver/value(of:)`` checks the claim in the caller's read loops, where comparing
/// with the token touches nothing beyond the variable itself.
///
/// `@unchecked Sendable`: like the solver, it is used by one thread at a time.
@usableFromInline final class SolverToken: @unchecked Sendable {
    /// False once the solver is gone (deallocated or reset): nobody reads `writtenElsewhere`.
    var isLive = true
    /// The claimed variables (by their index in the claiming solver) that another solver has
    /// written, each once: the claiming solver writes them at every update from then on
    /// (Writeback.swift).
    var writtenElsewhere: [Int32] = []
}
