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
