/// An unknown of the linear system: a named value the solver computes.
///
/// Variables are reference types with identity, as in kiwi: two variables with the same
/// name are different unknowns. `value` is written by ``Solver/updateVariables()``; until
/// then it keeps whatever it held before (0 for a new variable).
///
/// `@unchecked Sendable` so that errors can carry variables across threads; like the solver,
/// a variable is changed by one thread at a time.
public final class Variable: CustomStringConvertible, @unchecked Sendable {
    /// A name for descriptions and ``Solver/dump()``; it plays no part in solving.
    public let name: String
    /// The value the solver assigned at the last ``Solver/updateVariables()``.
    public internal(set) var value: Double {
        @inlinable get { storedValue }
        set { storedValue = newValue }
    }

    /// The value's storage. Reads of a class's stored property from another module are
    /// checked for exclusive access at run time (about 80 instructions each, more than the
    /// read); through this unchecked storage and an inlinable getter they are plain loads.
    @usableFromInline @exclusivity(unchecked) var storedValue: Double

    /// The solver that first registered this variable, and the variable's index there: a fast
    /// path that spares a dictionary look-up for the common case of one solver per variable.
    /// Visible to inlined code so that ``Solver/value(of:)`` can read without a call.
    @usableFromInline @exclusivity(unchecked) var owner: SolverToken?
    @usableFromInline @exclusivity(unchecked) var ownerIndex: Int32 = -1
    /// Set when another solver wrote this variable and told the owner so (once). It fills the
    /// padding after `ownerIndex`: the object stays in a 64-byte block.
    @exclusivity(unchecked) var isReportedToOwner = false
    /// Where the variable stands among the candidates a new constraint is solved for, which
    /// decides where it stays when the constraints leave it free (see ``SubjectPreference``).
    /// It lies in the padding after `isReportedToOwner`: the object stays in a 64-byte block.
    public let subjectPreference: SubjectPreference

    /// A variable holding `value` until a solver writes it, with the default subject
    /// preference (``SubjectPreference/normal``), as in kiwi.
    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        self.storedValue = value
        self.subjectPreference = .normal
    }

    /// A variable holding `value` until a solver writes it, with a hint for under-determined
    /// systems (``SubjectPreference``); kiwi has no such parameter. Kept apart from kiwi's
    /// initialiser so that callers of that one pass nothing more.
    public init(_ name: String = "", value: Double = 0, subjectPreference: SubjectPreference) {
        self.name = name
        self.storedValue = value
        self.subjectPreference = subjectPreference
    }

    /// The name, or `<unnamed>` for a variable created without one.
    public var description: String { name.isEmpty ? "<unnamed>" : name }
}
