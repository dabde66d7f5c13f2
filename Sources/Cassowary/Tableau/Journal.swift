/// The undo log of one transaction: enough to put a ``SolverState`` back exactly as it was
/// (same rows in the same slots, same values) when an addition or an edit fails.
///
/// Appended arrays are restored by truncation; changed entries by replaying the saved old
/// values newest first; a row is saved once, before its first change. A class, so that logging
/// a change appends to it in place instead of copying it.
final class Journal {
    let symbolCount: Int
    let rowCount: Int
    let variableCount: Int
    let definitionCount: Int
    let definitionTermCount: Int
    let recordCount: Int
    let levelCount: Int
    let levelOrder: [Int32]
    let freeSlots: [Int32]
    let liveConstraintCount: Int
    let edits: [Int32: EditRecord]

    var kinds: [(Int32, SymbolKind)] = []
    var basicRows: [(Int32, Int32)] = []
    var rows: [(Int32, Row)] = []
    var savedRowSlots: Set<Int32> = []
    var objective: [(Int32, Int32, Double)] = []
    var newLevels: [Double] = []
    var variables: [(Int32, VariableRecord)] = []
    var definitions: [(Int32, Definition)] = []
    var records: [(Int32, ConstraintRecord)] = []
    var constantChanges: [(Constraint, Double)] = []
    var firstDependentTerms: [(Int32, Int32)] = []

    init(of state: SolverState) {
        symbolCount = state.kinds.count
        rowCount = state.rows.count
        variableCount = state.variables.count
        definitionCount = state.definitions.count
        definitionTermCount = state.definitionTermVariables.count
        recordCount = state.records.count
        levelCount = state.levels.count
        levelOrder = state.levelOrder
        freeSlots = state.freeSlots
        liveConstraintCount = state.liveConstraintCount
        edits = state.edits
    }
}

extension SolverState {
    mutating func beginTransaction() {
        precondition(journal == nil, "transactions do not nest")
        journal = Journal(of: self)
    }

    mutating func commitTransaction() {
        journal = nil
    }

    /// Puts everything back as it was when the transaction began.
    mutating func rollbackTransaction() {
        guard let j = journal else { return }
        journal = nil

        for (slot, row) in j.rows.reversed() { rows[Int(slot)] = row }
        rows.removeSubrange(j.rowCount...)
        freeSlots = j.freeSlots
        for (symbol, slot) in j.basicRows.reversed() where Int(symbol) < j.symbolCount {
            basicRows[Int(symbol)] = slot
        }
        for (symbol, kind) in j.kinds.reversed() where Int(symbol) < j.symbolCount {
            kinds[Int(symbol)] = kind
        }
        for (level, symbol, value) in j.objective.reversed() where Int(level) < j.levelCount {
            levels[Int(level)].coefficients[Int(symbol)] = value
        }
        for heapSymbol in candidates.items where Int(heapSymbol) < isCandidate.count {
            isCandidate[Int(heapSymbol)] = false
        }
        candidates.removeAll()
        kinds.removeSubrange(j.symbolCount...)
        basicRows.removeSubrange(j.symbolCount...)
        owners.removeSubrange(j.symbolCount...)
        columns.removeSubrange(j.symbolCount...)
        isCandidate.removeSubrange(j.symbolCount...)
        symbolScratch.removeSubrange(j.symbolCount...)
        symbolTouched.removeSubrange(j.symbolCount...)
        levels.removeSubrange(j.levelCount...)
        levelOrder = j.levelOrder
        for priority in j.newLevels { levelIndex[priority] = nil }

        for (index, record) in j.variables.reversed() where Int(index) < j.variableCount {
            variables[Int(index)] = record
        }
        for variable in variableObjects[j.variableCount...] {
            if variable.owner === token {
                variable.owner = nil
                variable.ownerIndex = -1
            } else {
                foreignVariables[ObjectIdentifier(variable)] = nil
            }
        }
        variables.removeSubrange(j.variableCount...)
        variableObjects.removeSubrange(j.variableCount...)
        values.removeSubrange(j.variableCount...)
        firstDependentTerm.removeSubrange(j.variableCount...)

        for (index, definition) in j.definitions.reversed() where Int(index) < j.definitionCount {
            definitions[Int(index)] = definition
        }
        definitions.removeSubrange(j.definitionCount...)
        definitionQueued.removeSubrange(j.definitionCount...)
        definitionTermVariables.removeSubrange(j.definitionTermCount...)
        definitionTermCoefficients.removeSubrange(j.definitionTermCount...)
        termDefinition.removeSubrange(j.definitionTermCount...)
        nextDependentTerm.removeSubrange(j.definitionTermCount...)
        for (variable, term) in j.firstDependentTerms.reversed() where Int(variable) < j.variableCount {
            firstDependentTerm[Int(variable)] = term
        }

        for (index, record) in j.records.reversed() where Int(index) < j.recordCount {
            records[Int(index)] = record
        }
        for constraint in constraintObjects[j.recordCount...] {
            if constraint.owner === token {
                constraint.owner = nil
                constraint.ownerIndex = -1
            } else {
                foreignRecords[ObjectIdentifier(constraint)] = nil
            }
        }
        records.removeSubrange(j.recordCount...)
        constraintObjects.removeSubrange(j.recordCount...)
        liveConstraintCount = j.liveConstraintCount
        edits = j.edits
        for (constraint, constant) in j.constantChanges.reversed() {
            constraint.expression.constant = constant
        }

        // Restored rows get their column entries back (compaction may have dropped them).
        for (slot, _) in j.rows where Int(slot) < rows.count {
            let row = rows[Int(slot)]
            if row.basic < 0 { continue }
            for cell in row.cells { columns[Int(cell.symbol)].append(slot) }
        }
        infeasibleRows.removeAll()
        artificialObjective = nil
        needsOptimization = false
        invalidateValues()
        dirtyDefinitions.removeAll()
        dirtyVariables.removeAll()
    }
}
