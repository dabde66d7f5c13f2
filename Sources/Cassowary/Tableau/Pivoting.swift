/// Pivots and substitution: the only operations that change which symbols are basic.
extension SolverState {
    /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves, and writes
    /// `entering` out of every other row, the objective and phase one's objective.
    mutating func pivot(_ entering: Int32, _ slot: Int32) {
        touchRow(slot)
        pivotsSinceCheck += 1
        let leaving = rows[Int(slot)].basic
        invalidate(basic: leaving)
        invalidate(basic: entering)
        rows[Int(slot)].solve(for: entering)
        setBasicRow(leaving, -1)
        setBasicRow(entering, slot)
        appendToColumn(of: leaving, slot)
        substitute(entering, slot)
    }

    /// Replaces `symbol` by the row at `slot` (whose basic it is) everywhere else.
    mutating func substitute(_ symbol: Int32, _ slot: Int32) {
        let definition = rows[Int(slot)]
        forEachRow(containing: symbol) { state, target in
            guard target != slot else { return }
            state.substitute(symbol, by: definition, into: target)
        }
        removeColumn(of: symbol)
        for level in levels.indices {
            let a = objectiveCoefficient(Int32(level), symbol)
            if a == 0 { continue }
            setObjectiveCoefficient(Int32(level), symbol, 0)
            for cell in definition.cells {
                let updated = objectiveCoefficient(Int32(level), cell.symbol) + a * cell.coefficient
                setObjectiveCoefficient(Int32(level), cell.symbol, updated)
            }
        }
        if artificialObjective != nil {
            let a = artificialObjective!.remove(symbol)
            if a != 0 {
                artificialObjective!.constant += a * definition.constant
                for cell in definition.cells { artificialObjective!.add(cell.symbol, a * cell.coefficient) }
            }
        }
    }

    private mutating func substitute(_ symbol: Int32, by definition: Row, into target: Int32) {
        touchRow(target)
        let t = Int(target)
        let a = rows[t].remove(symbol)
        if a == 0 { return }
        rows[t].constant += a * definition.constant
        for cell in definition.cells where rows[t].add(cell.symbol, a * cell.coefficient) {
            appendToColumn(of: cell.symbol, target)
        }
        noteIfInfeasible(target)
        invalidate(basic: rows[t].basic)
    }

    /// Queues a row for the dual simplex when its basic symbol is out of bounds.
    mutating func noteIfInfeasible(_ slot: Int32) {
        let row = rows[Int(slot)]
        let kind = symbols[Int(row.basic)].kind
        if (kind.isRestricted && row.constant < -nearZero) || (kind == .dummy && !isNearZero(row.constant)) {
            infeasibleRows.append(slot)
        }
    }

    /// The row that first blocks `entering` as it moves up (or down), or -1 when nothing does.
    ///
    /// Two passes, as in Harris's ratio test: the first finds the smallest ratio; the second
    /// picks, among the rows within a hair of it, the one with the largest coefficient, so that
    /// a pivot never divides by rounding noise (a degenerate row holding 1e-8 of the entering
    /// symbol would otherwise blow the tableau up). Remaining ties go to the lowest basic symbol.
    mutating func leavingRow(for entering: Int32, increasing: Bool) -> LeavingRow {
        var blocking: [(slot: Int32, ratio: Double, magnitude: Double, basic: Int32)] = []
        forEachRow(containing: entering) { state, slot in
            let row = state.rows[Int(slot)]
            let kind = state.symbols[Int(row.basic)].kind
            if kind.isUnrestricted { return }
            let c = row.coefficient(of: entering)
            let change = increasing ? c : -c
            let ratio: Double
            if kind == .dummy {
                ratio = 0
            } else if change < 0 {
                ratio = max(0, row.constant) / -change
            } else {
                return
            }
            // Relative to the row's largest coefficient: dividing by a coefficient that small
            // multiplies rounding by more than the row's spread (threshold pivoting).
            let spread = row.cells.reduce(0.0) { max($0, abs($1.coefficient)) }
            let magnitude = abs(c) >= relativePivotTolerance * spread ? abs(c) : 0
            blocking.append((slot, ratio, magnitude, row.basic))
        }
        if blocking.isEmpty { return .none }
        blocking.removeAll { $0.magnitude < pivotTolerance }
        guard let smallest = blocking.map(\.ratio).min() else { return .onlyNoise }
        let limit = smallest + nearZero * (1 + smallest)
        var best = -1
        for (index, candidate) in blocking.enumerated() where candidate.ratio <= limit {
            if best < 0 || candidate.magnitude > blocking[best].magnitude * (1 + nearZero)
                || (candidate.magnitude >= blocking[best].magnitude * (1 - nearZero)
                    && candidate.basic < blocking[best].basic)
            {
                best = index
            }
        }
        return .row(blocking[best].slot)
    }
}

/// The outcome of a ratio test.
enum LeavingRow {
    /// The row whose basic symbol leaves.
    case row(Int32)
    /// Nothing bounds the move.
    case none
    /// Only rows holding a coefficient too small to pivot on bound it.
    case onlyNoise
}
