/// What the solver knows of one user variable (the object itself is in `variableObjects`,
/// so that this record is plain data: copying and logging it retains nothing).
struct VariableRecord {
    /// The variable's tableau symbol, or -1 while it has none (it is defined, or untouched).
    var symbol: Int32 = -1
    /// The definition that computes it directly, or -1.
    var definition: Int32 = -1
    /// The first definition term that reads it (the others follow `nextDependentTerm`), or -1.
    var firstDependentTerm: Int32 = -1
    /// True once a definition refers to it: from then on it can never be defined itself.
    var isReferenced = false
    /// For a handle-based state only, whether the variable is a last-resort subject
    /// (``Variable/SubjectPreference/last``); the objects of a ``Solver`` keep their own. It
    /// lies in the record's padding: the record stays 16 bytes.
    var isLastResort = false

    /// A variable no constraint has touched yet: the only kind a definition may introduce.
    var isFresh: Bool { symbol < 0 && definition < 0 && !isReferenced }
}

/// A variable computed directly from others: `variable = Σ terms + constant + marker`.
///
/// This is the direct-resolution layer (as Android's ConstraintLayout resolves chains before
/// its simplex): a required equality that introduces a fresh variable needs no tableau row,
/// so chains and trees of positions cost O(1) each to add and O(1) each to evaluate.
/// The marker symbol is created the first time the definition is expanded into a row; it is a
/// pinned dummy while the equality holds (its record is live) and becomes free when the
/// equality is removed.
///
/// 24 bytes: the record is kept in the marker's field until the marker is made, and is the
/// marker symbol's owner from then on (``SolverState/record(ofDefinition:)``); whether the
/// definition is pinned is its record's liveness. The constant comes first: Swift lays fields
/// out in order, and this order leaves no padding.
struct Definition {
    var constant: Double
    var variable: Int32
    var termStart: Int32
    var termCount: Int32
    /// The marker symbol (≥ 0), or while there is none, −1 − the definition's record index.
    var marker: Int32

    init(constant: Double, variable: Int32, termStart: Int32, termCount: Int32, record: Int32) {
        self.constant = constant
        self.variable = variable
        self.termStart = termStart
        self.termCount = termCount
        marker = -1 - record
    }
}

/// A definition term's place in the dependents index: the definition it belongs to, and the
/// next term that refers to the same variable (-1 at the end of the list).
struct DependentLink {
    var definition: Int32
    var next: Int32
}

/// One added constraint (or an edit variable's internal equality), in 16 bytes. The object
/// itself is in `constraintObjects`, so that this record is plain data: copying, growing and
/// logging it retains nothing. Its order of addition is its index, except for the members of
/// a batch inserted in another order (`SolverState.batchSequences`).
struct ConstraintRecord {
    /// The definition this equality became, or -1 for a tableau constraint.
    var definition: Int32 = -1
    /// The symbol whose column records this constraint's influence (slack, dummy or error).
    var marker: Int32 = -1
    /// The objective level of a non-required constraint, or -1 when required.
    var level: Int32
    let isEdit: Bool
    var isLive = true
    /// For a tableau constraint, whether its marker moves against a change of the constant:
    /// m_old = m_new − δ rather than m_old = m_new + δ (see `SolverState.updateConstant`).
    var markerMovesAgainstConstant = false

    init(isEdit: Bool, level: Int32) {
        self.isEdit = isEdit
        self.level = level
    }

    var isRequired: Bool { level < 0 }

    /// The second error symbol of a non-required tableau constraint (its other side), or -1.
    /// Made right after the marker, it is the next symbol: it needs no field of its own.
    var other: Int32 { level >= 0 && marker >= 0 ? marker + 1 : -1 }
}

/// One priority level of the lexicographic objective: a dense coefficient per symbol.
struct ObjectiveLevel {
    let priority: Double
    var coefficients: [Double] = []
}

/// An edit variable: the record of its internal equality, whose constant is minus the
/// current suggestion.
struct EditRecord {
    var record: Int32
}
