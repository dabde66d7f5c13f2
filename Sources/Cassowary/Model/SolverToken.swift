/// A solver's identity as seen by the variables and constraints it registers.
///
/// Variables and constraints hold it strongly, so its address cannot be reused by another
/// solver while they can still compare against it.
@usableFromInline final class SolverToken: Sendable {}
