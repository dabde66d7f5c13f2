/// Running an operation on the state itself and then putting back exactly what it changed.
///
/// An ambiguity question pivots: it minimises and maximises an expression over the optimal
/// face. Doing that on a copy of the state cost the size of the system, since the first write
/// to each of the copy's shared arrays copies the array whole. A trial runs on the state under
/// the undo journal instead, with the columns saved too, and undoes the changes one by one, so
/// it costs what it touches: the rows it pivots, the symbols it creates, the columns it changes.
///
/// What is put back: rows, basic rows, symbol kinds, objective coefficients (and the length of
/// each level's array), columns in their order, the variable and definition records, the
/// candidate heap, the infeasible rows, the pivot count that schedules accuracy checks, and
/// the evaluation's bookkeeping (the values themselves are not written by a pivot). Symbols
/// made during the trial are dropped, so later symbols get the same ids as without it.
extension SolverState {
    /// Runs `body` on the state and undoes all it changed. Not inside a transaction; `body` may
    /// expand, pivot and minimise, but not add or remove rows, variables or constraints.
    mutating func undoingChanges<Result>(of body: (inout SolverState) -> Result) -> Result {
        precondition(journal == nil, "a trial does not run inside a transaction")
        let untracked = UntrackedFields(of: self)
        beginTransaction()
        journal!.savesColumns = true
        let result = body(&self)
        undo(journal!, untracked)
        commitTransaction()
        return result
    }

    /// Saves a symbol's column before its first change in the trial.
    mutating func saveColumn(of symbol: Int32) {
        guard let journal, journal.savedColumnSymbols.insert(symbol).inserted else { return }
        journal.savedColumns.append((symbol, columnSlots(of: symbol)))
    }

    /// Saves the columns a pivot on the row at `slot` changes besides the entering symbol's:
    /// the leaving symbol's, which gets the slot, and those of the row's other cells, which
    /// get the rows the pivot substitutes into.
    mutating func saveColumns(touchedByPivotingOn slot: Int32) {
        let row = rows[Int(slot)]
        saveColumn(of: row.basic)
        for cell in row.cells { saveColumn(of: cell.symbol) }
    }

    private mutating func undo(_ j: Journal, _ untracked: UntrackedFields) {
        precondition(
            rows.count == j.rowCount && variables.count == j.variableCount && definitions.count == j.definitionCount
                && records.count == j.recordCount && levels.count == j.levelCount && j.records.isEmpty
                && j.constantChanges.isEmpty,
            "a trial changed the system, not only the tableau")
        for (slot, row) in j.rows { rows[Int(slot)] = row }
        for (symbol, slot) in j.basicRows.reversed() { basicRows[Int(symbol)] = slot }
        for (symbol, kind) in j.kinds.reversed() { symbols[Int(symbol)].kind = kind }
        for (level, symbol, value) in j.objective.reversed() {
            levels[Int(level)].coefficients[Int(symbol)] = value
        }
        for (level, count) in untracked.coefficientCounts.enumerated() where levels[level].coefficients.count > count {
            levels[level].coefficients.removeSubrange(count...)
        }
        for (symbol, slots) in j.savedColumns {
            removeColumn(of: symbol)
            for slot in slots { appendToColumn(of: symbol, slot) }
        }
        for symbol in candidates.items { symbols[Int(symbol)].isCandidate = false }
        for symbol in untracked.candidates.items { symbols[Int(symbol)].isCandidate = true }
        candidates = untracked.candidates
        dropSymbols(from: j.symbolCount)
        for (index, record) in j.variables.reversed() { variables[Int(index)] = record }
        restorePristineVariables(from: j.pristineVariables, to: variables.count)
        for (index, definition) in j.definitions.reversed() { definitions[Int(index)] = definition }
        infeasibleRows = untracked.infeasibleRows
        pivotsSinceCheck = untracked.pivotsSinceCheck
        dirtyDefinitions.removeSubrange(untracked.dirtyDefinitionCount...)
        dirtyVariables.removeSubrange(untracked.dirtyVariableCount...)
        valuesAreFresh = untracked.valuesAreFresh
        valuesAreCurrent = untracked.valuesAreCurrent
    }
}

/// What a trial changes that the journal does not log, as it was before the trial.
private struct UntrackedFields {
    let coefficientCounts: [Int]
    let candidates: MinHeap
    let infeasibleRows: [Int32]
    let pivotsSinceCheck: Int
    let dirtyDefinitionCount: Int
    let dirtyVariableCount: Int
    let valuesAreFresh: Bool
    let valuesAreCurrent: Bool

    init(of state: SolverState) {
        coefficientCounts = state.levels.map(\.coefficients.count)
        candidates = state.candidates
        infeasibleRows = state.infeasibleRows
        pivotsSinceCheck = state.pivotsSinceCheck
        dirtyDefinitionCount = state.dirtyDefinitions.count
        dirtyVariableCount = state.dirtyVariables.count
        valuesAreFresh = state.valuesAreFresh
        valuesAreCurrent = state.valuesAreCurrent
    }
}
