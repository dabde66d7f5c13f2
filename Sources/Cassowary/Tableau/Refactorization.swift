/// Keeping rounding in check: the tableau is updated in place, pivot after pivot, with no
/// refactorisation, so on strongly coupled systems with many pivots (small pivots, multipliers
/// of hundreds) the rows drift from the constraints they stand for, until a required
/// constraint misses by far more than rounding, or noise in the reduced costs sends the simplex
/// round in circles. After enough pivots the solver measures how far the current values miss
/// the required constraints; past the tolerance it rebuilds the tableau from the constraints
/// themselves, as an LP solver refactorises its basis.
extension SolverState {
    /// Pivots between two accuracy checks: checking costs a pass over the live constraints,
    /// so the interval grows with their number (an amortised O(1) per pivot); layout work,
    /// which seldom pivots, is rarely checked at all. The interval doubles after each rebuild
    /// that still leaves a constraint missing (numbers so large that rounding alone passes the
    /// tolerance), so that such a system is not rebuilt every few pivots.
    var pivotsBetweenChecks: Int { max(8, liveConstraintCount / 8) * accuracyBackoff }

    /// How far a required constraint may miss before the tableau is rebuilt: well inside what
    /// callers can tell from rounding (1e-6), relative to the size of the numbers summed.
    static let residualTolerance = 1.0e-8
    static let relativeResidualTolerance = 1.0e-11

    /// Called after each public operation has committed: checks the required constraints once
    /// enough pivots have passed, and rebuilds the tableau when one misses.
    mutating func checkAccuracy() {
        guard journal == nil, pivotsSinceCheck >= pivotsBetweenChecks else { return }
        pivotsSinceCheck = 0
        let residual = worstRequiredResidual()
        if residual <= 0 {
            accuracyBackoff = 1
            return
        }
        var rebuilt = self
        let rebuiltResidual = rebuilt.rebuildTableau() ? rebuilt.worstRequiredResidual() : .infinity
        if rebuiltResidual < residual {
            self = rebuilt
            pivotsSinceCheck = 0
        }
        accuracyBackoff = rebuiltResidual <= 0 ? 1 : min(2 * accuracyBackoff, 1 << 20)
    }

    /// How far the worst required constraint misses beyond the tolerance (≤ 0 when all hold),
    /// at the current values.
    mutating func worstRequiredResidual() -> Double {
        evaluate()
        var worst = -Double.infinity
        for (index, record) in records.enumerated() where record.isLive && record.isRequired && !record.isEdit {
            let constant = constant(ofRecord: Int32(index))
            var value = constant
            var magnitude = abs(constant)
            forEachTerm(ofRecord: Int32(index)) { variable, coefficient in
                let product = coefficient * values[Int(variable)]
                value += product
                magnitude += abs(product)
            }
            let miss: Double
            switch relation(ofRecord: Int32(index)) {
            case .equal: miss = abs(value)
            case .greaterThanOrEqual: miss = max(0, -value)
            case .lessThanOrEqual: miss = max(0, value)
            }
            worst = max(worst, miss - Self.residualTolerance - Self.relativeResidualTolerance * magnitude)
        }
        return worst
    }

    /// Writes every tableau constraint's row afresh from its constraint (definitions stay as
    /// they are: they are exact), in order of addition, reusing each constraint's marker
    /// symbols, then re-optimises. False when phase one cannot place a row (rounding made
    /// the constraints look inconsistent); the caller then keeps the old tableau.
    mutating func rebuildTableau() -> Bool {
        rows.removeAll(keepingCapacity: true)
        freeSlots.removeAll()
        for symbol in basicRows.indices { basicRows[symbol] = -1 }
        for symbol in symbols.indices { symbols[symbol].column = Column() }
        columnChunks.removeAllChunks()
        for level in levels.indices {
            for symbol in levels[level].coefficients.indices { levels[level].coefficients[symbol] = 0 }
        }
        for symbol in candidates.items { symbols[Int(symbol)].isCandidate = false }
        candidates.removeAll()
        infeasibleRows.removeAll()
        invalidateValues()
        for index in records.indices where records[index].isLive && records[index].definition < 0 {
            mergeTerms(ofRecord: Int32(index))
            do {
                try install(record: Int32(index), terms: mergedTerms, commitWhenSafe: false)
            } catch {
                return false
            }
        }
        optimize()
        return true
    }
}
