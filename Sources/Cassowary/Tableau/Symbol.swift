/// What a tableau symbol stands for; symbols are dense `Int32` ids into the state's arrays.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// An inequality's slack: restricted to ≥ 0.
    case slack
    /// A non-required constraint's violation: restricted to ≥ 0, and counted in the objective.
    case error
    /// A required equality's marker: pinned at 0, it records which rows the equality shaped.
    case dummy
    /// A marker whose equality was removed from a definition: unrestricted, like a variable.
    case free
    /// Phase one's artificial variable: restricted to ≥ 0, gone when the phase ends.
    case artificial

    /// Restricted symbols must stay ≥ 0; a basic one blocks a pivot that would make it negative.
    var isRestricted: Bool { self == .slack || self == .error || self == .artificial }
    /// Unrestricted symbols may take any value; they never block a pivot.
    var isUnrestricted: Bool { self == .external || self == .free }
}

/// What the solver keeps per symbol besides its basic row, in one record so that making a
/// symbol is one append (seven arrays had cost W5's build 4 % of its instructions).
struct SymbolRecord {
    /// The row slots that may hold the symbol as a parametric cell. Entries can be stale or
    /// repeated; ``SolverState/forEachRow(containing:_:)`` checks and compacts them.
    var column = Column()
    /// For a marker, slack or error symbol: its constraint record; for an external one: its
    /// variable; -1 for an artificial one.
    var owner: Int32
    var kind: SymbolKind
    /// Whether the symbol waits in the simplex's candidate heap.
    var isCandidate = false

    init(kind: SymbolKind, owner: Int32) {
        self.kind = kind
        self.owner = owner
    }
}

/// One summand of a row: a symbol and its coefficient.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// Values closer to zero than this are zero: coefficients, constants and reduced costs.
let nearZero = 1.0e-9

@inline(__always) func isNearZero(_ value: Double) -> Bool { abs(value) < nearZero }

/// The smallest coefficient a pivot may divide by: dividing by rounding noise would blow the
/// tableau up (coefficients of 1e16 were seen before this bound).
let pivotTolerance = 1.0e-7

/// The smallest coefficient a pivot may divide by relative to the largest in its row.
let relativePivotTolerance = 1.0e-6
