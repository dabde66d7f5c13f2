/// Removing constraints: a definition's marker is set free; a tableau constraint's marker
/// leaves the basis and its row is dropped, as in Cassowary.
extension SolverState {
    mutating func remove(record index: Int32) {
        let record = records[Int(index)]
        updateRecord(index) { $0.isLive = false }
        if !record.isEdit { liveConstraintCount -= 1 }
        if !usesHandles { forgetPlace(of: constraintObjects[Int(index)]) }

        if record.definition >= 0 {
            // Its record no longer live, the definition is unpinned.
            let marker = definitions[Int(record.definition)].marker
            if marker >= 0 {
                setKind(marker, .free)
                markCandidate(marker)
                optimize()
            }
            return
        }

        if record.level >= 0 {
            removeObjectiveContribution(of: record.marker, level: record.level)
            if record.other >= 0 { removeObjectiveContribution(of: record.other, level: record.level) }
        }
        let marker = record.marker
        var slot = basicRows[Int(marker)]
        if slot < 0 {
            slot = leavingRowForMarker(marker)
            precondition(slot >= 0, "Cassowary: a constraint's marker is in no row")
            pivot(marker, slot)
        }
        removeRow(slot)
        if record.other >= 0 { eliminate(record.other) }
        optimize()
    }

    /// Fixes a symbol that no constraint owns any more at zero and drops it from the tableau,
    /// so that it cannot pass for a degree of freedom.
    mutating func eliminate(_ symbol: Int32) {
        let slot = basicRows[Int(symbol)]
        if slot >= 0 {
            removeRow(slot)
            return
        }
        forEachRow(containing: symbol) { state, target in
            state.touchRow(target)
            state.rows[Int(target)].remove(symbol)
        }
        removeColumn(of: symbol)
        for level in levels.indices where objectiveCoefficient(Int32(level), symbol) != 0 {
            setObjectiveCoefficient(Int32(level), symbol, 0)
        }
    }

    /// Takes a non-required error symbol's weight out of its level.
    private mutating func removeObjectiveContribution(of symbol: Int32, level: Int32) {
        guard symbols[Int(symbol)].kind == .error else { return }
        let slot = basicRows[Int(symbol)]
        if slot < 0 {
            setObjectiveCoefficient(level, symbol, objectiveCoefficient(level, symbol) - 1)
            return
        }
        for cell in rows[Int(slot)].cells {
            setObjectiveCoefficient(level, cell.symbol, objectiveCoefficient(level, cell.symbol) - cell.coefficient)
        }
    }

    /// The row a parametric marker should enter to leave the tableau feasible: first a row of a
    /// redundant equality's dummy, then a restricted row that the marker's move reaches first; a
    /// row of an unrestricted symbol only as the last resort, since that symbol would lose its
    /// row and with it its value.
    ///
    /// A dummy's row holds an equality that was added while an equal one was already in force
    /// (its constant is 0). Entering it moves nothing, and the redundant equality takes over
    /// from the removed one. Entering any other row first would carry the removed constraint's
    /// value into the dummy's row, leaving the dummy basic at a value other than 0 and the
    /// equality it stands for no longer enforced.
    private mutating func leavingRowForMarker(_ marker: Int32) -> Int32 {
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var thirdBasic = Int32.max
        var dummy: Int32 = -1
        var dummyBasic = Int32.max
        var largest: Int32 = -1
        var largestMagnitude = 0.0
        for slot in rowsContaining(marker) {
            let row = rows[Int(slot)]
            let c = row.coefficient(of: marker)
            if abs(c) > largestMagnitude {
                largestMagnitude = abs(c)
                largest = slot
            }
            if abs(c) < pivotTolerance { continue }
            if symbols[Int(row.basic)].kind == .dummy {
                if row.basic < dummyBasic {
                    dummyBasic = row.basic
                    dummy = slot
                }
            } else if !symbols[Int(row.basic)].kind.isUnrestricted {
                if c < 0 {
                    let ratio = -row.constant / c
                    if ratio < firstRatio { firstRatio = ratio; first = slot }
                } else {
                    let ratio = row.constant / c
                    if ratio < secondRatio { secondRatio = ratio; second = slot }
                }
            } else if row.basic < thirdBasic {
                thirdBasic = row.basic
                third = slot
            }
        }
        if dummy >= 0 { return dummy }
        return first >= 0 ? first : (second >= 0 ? second : (third >= 0 ? third : largest))
    }
}
