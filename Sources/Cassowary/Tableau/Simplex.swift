/// The primal and dual simplex over the lexicographic objective.
///
/// The objective has one level per non-required priority in use. A symbol may enter when its
/// reduced cost, read level by level from the highest priority, is first negative: this is the
/// lexicographic simplex, so no amount of improvement at a lower level can buy any loss at a
/// higher one. Candidates wait in a min-heap fed by every change of an objective coefficient,
/// so finding the next entering symbol never scans the objective.
extension SolverState {
    /// Restores optimality after rows were added or removed (primal simplex).
    mutating func optimize() {
        while let entering = nextEnteringSymbol() {
            let increasing = symbols[Int(entering)].kind.isRestricted || reducedCostSign(entering) < 0
            switch leavingRow(for: entering, increasing: increasing) {
            case .row(let slot):
                pivot(entering, slot)
            case .none, .onlyNoise:
                // Every level is bounded below (its errors are ≥ 0), so a ray that nothing (or
                // only coefficients too small to divide by) bounds is an artefact of rounding:
                // the symbol stays parametric, and is a candidate again when its cost changes.
                continue
            }
        }
    }

    private mutating func nextEnteringSymbol() -> Int32? {
        while let symbol = candidates.pop() {
            symbols[Int(symbol)].isCandidate = false
            if basicRows[Int(symbol)] >= 0 { continue }
            let kind = symbols[Int(symbol)].kind
            if kind == .dummy || kind == .artificial { continue }
            let sign = reducedCostSign(symbol)
            if kind.isRestricted ? sign < 0 : sign != 0 { return symbol }
        }
        return nil
    }

    /// Minimises a single sparse objective (phase one's artificial variable, or a query's
    /// target) by pivoting symbols for which `mayEnter` holds. Returns false when unbounded.
    mutating func minimize(_ objective: inout Row, mayEnter: (SolverState, Int32) -> Bool) -> Bool {
        artificialObjective = objective
        defer { artificialObjective = nil }
        var skipped: Set<Int32> = []
        while true {
            var entering: Int32 = -1
            var increasing = true
            for cell in artificialObjective!.cells where mayEnter(self, cell.symbol) && !skipped.contains(cell.symbol) {
                let kind = symbols[Int(cell.symbol)].kind
                if kind == .dummy || kind == .artificial { continue }
                // A coefficient below the pivot tolerance gains nothing real: moving its symbol far
                // enough to matter would blow the tableau up.
                if kind.isRestricted ? cell.coefficient < -pivotTolerance : abs(cell.coefficient) >= pivotTolerance {
                    if entering < 0 || cell.symbol < entering {
                        entering = cell.symbol
                        increasing = kind.isRestricted || cell.coefficient < 0
                    }
                }
            }
            if entering < 0 {
                objective = artificialObjective!
                return true
            }
            if journal?.savesColumns == true { saveColumn(of: entering) }
            switch leavingRow(for: entering, increasing: increasing) {
            case .row(let slot):
                if journal?.savesColumns == true { saveColumns(touchedByPivotingOn: slot) }
                pivot(entering, slot)
                skipped.removeAll()
            case .none:
                objective = artificialObjective!
                return false
            case .onlyNoise:
                skipped.insert(entering)
            }
        }
    }

    /// Restores feasibility after constants changed, keeping optimality (dual simplex).
    /// Returns the slot of a row that cannot be made feasible (required constraints conflict),
    /// or nil on success.
    mutating func dualOptimize() -> Int32? {
        while let slot = infeasibleRows.popLast() {
            let row = rows[Int(slot)]
            if row.basic < 0 { continue }
            let kind = symbols[Int(row.basic)].kind
            let mustIncrease: Bool
            if kind.isRestricted && row.constant < -nearZero {
                mustIncrease = true
            } else if kind == .dummy && !isNearZero(row.constant) {
                mustIncrease = row.constant < 0
            } else {
                continue
            }
            guard let entering = dualEnteringSymbol(row, mustIncrease: mustIncrease) else {
                infeasibleRows.removeAll()
                return slot
            }
            pivot(entering, slot)
        }
        return nil
    }

    /// The parametric symbol whose move fixes `row` at the least cost, compared lexicographically.
    /// As in the primal ratio test, the candidates within a hair of the least cost are decided by
    /// the largest coefficient, so that the pivot never divides by rounding noise.
    private func dualEnteringSymbol(_ row: Row, mustIncrease: Bool) -> Int32? {
        var candidates: [(symbol: Int32, ratios: [Double], magnitude: Double)] = []
        for cell in row.cells {
            let kind = symbols[Int(cell.symbol)].kind
            if kind == .dummy || kind == .artificial { continue }
            if isNearZero(cell.coefficient) { continue }
            let helps = mustIncrease ? cell.coefficient > 0 : cell.coefficient < 0
            if kind.isRestricted && !helps { continue }
            let scale = 1 / abs(cell.coefficient)
            candidates.append(
                (cell.symbol, levelOrder.map { objectiveCoefficient($0, cell.symbol) * scale }, abs(cell.coefficient)))
        }
        guard var least = candidates.first?.ratios else { return nil }
        for candidate in candidates where lexicographicallyPrecedes(candidate.ratios, least) {
            least = candidate.ratios
        }
        var best: (symbol: Int32, ratios: [Double], magnitude: Double)? = nil
        for candidate in candidates where !lexicographicallyPrecedes(least, candidate.ratios) {
            if let current = best,
                candidate.magnitude < current.magnitude * (1 + nearZero)
                    && (candidate.magnitude <= current.magnitude * (1 - nearZero) || candidate.symbol > current.symbol)
            {
                continue
            }
            best = candidate
        }
        return best?.symbol
    }
}

/// Whether `a` comes before `b`, comparing with the solver's tolerance, first entry first.
func lexicographicallyPrecedes(_ a: [Double], _ b: [Double]) -> Bool {
    for (x, y) in zip(a, b) {
        if x < y - nearZero { return true }
        if x > y + nearZero { return false }
    }
    return false
}
