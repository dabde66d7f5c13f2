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
            let increasing = kinds[Int(entering)].isRestricted || reducedCostSign(entering) < 0
            let slot = leavingRow(for: entering, increasing: increasing)
            if slot < 0 {
                // Every level is bounded below (its errors are ≥ 0), so an unbounded ray means
                // the reduced cost that chose it is rounding noise: drop the noise and go on.
                clearNoise(inReducedCostOf: entering)
                continue
            }
            pivot(entering, slot)
        }
    }

    private mutating func clearNoise(inReducedCostOf symbol: Int32) {
        var cleared = false
        for level in levelOrder {
            let c = objectiveCoefficient(level, symbol)
            if c != 0 && abs(c) < roundingNoise {
                setObjectiveCoefficient(level, symbol, 0)
                cleared = true
            }
        }
        precondition(cleared, "Cassowary: the objective is unbounded; a restricted error symbol should bound it")
    }

    private mutating func nextEnteringSymbol() -> Int32? {
        while let symbol = candidates.pop() {
            isCandidate[Int(symbol)] = false
            if basicRows[Int(symbol)] >= 0 { continue }
            let kind = kinds[Int(symbol)]
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
        while true {
            var entering: Int32 = -1
            var increasing = true
            for cell in artificialObjective!.cells where mayEnter(self, cell.symbol) {
                let kind = kinds[Int(cell.symbol)]
                if kind == .dummy || kind == .artificial { continue }
                if kind.isRestricted ? cell.coefficient < -nearZero : !isNearZero(cell.coefficient) {
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
            let slot = leavingRow(for: entering, increasing: increasing)
            if slot < 0 {
                objective = artificialObjective!
                return false
            }
            pivot(entering, slot)
        }
    }

    /// Restores feasibility after constants changed, keeping optimality (dual simplex).
    /// Returns the slot of a row that cannot be made feasible (required constraints conflict),
    /// or nil on success.
    mutating func dualOptimize() -> Int32? {
        while let slot = infeasibleRows.popLast() {
            let row = rows[Int(slot)]
            if row.basic < 0 { continue }
            let kind = kinds[Int(row.basic)]
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
    private func dualEnteringSymbol(_ row: Row, mustIncrease: Bool) -> Int32? {
        var best: Int32 = -1
        var bestRatios: [Double] = []
        for cell in row.cells {
            let kind = kinds[Int(cell.symbol)]
            if kind == .dummy || kind == .artificial { continue }
            if isNearZero(cell.coefficient) { continue }
            let helps = mustIncrease ? cell.coefficient > 0 : cell.coefficient < 0
            if kind.isRestricted && !helps { continue }
            let scale = 1 / abs(cell.coefficient)
            let ratios = levelOrder.map { objectiveCoefficient($0, cell.symbol) * scale }
            if best < 0 || lexicographicallyPrecedes(ratios, bestRatios)
                || (!lexicographicallyPrecedes(bestRatios, ratios) && cell.symbol < best)
            {
                best = cell.symbol
                bestRatios = ratios
            }
        }
        return best >= 0 ? best : nil
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
