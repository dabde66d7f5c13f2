/// A solver's identity as seen by the variables it claims (constraints need none: see
/// ``Constraint/ownerIndex``).
///
/// Variables hold it strongly, so its address cannot be reused by another solver while they
/// can still compare against it. A variable keeps the token, unlike a constraint, because the
/// inlined ``Solver/value(of:)`` checks the claim in the caller's read loops, where comparing
/// with the token touches nothing beyond the variable itself.
@usableFromInline final class SolverToken: Sendable {}
