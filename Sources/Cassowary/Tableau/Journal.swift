/// The undo log of one transaction: enough to put a ``SolverState`` back exactly as it was
/// (same rows in the same slots, same values) when an addition or an edit fails.
///
/// Appended arrays are restored by truncation; changed entries by replaying the saved old
/// values newest first; a row is saved once, before its first change. Only entries that
/// existed when the transaction began are logged: the truncation removes the others, so a
/// batch that adds a whole system logs next to nothing. A class, so that logging
/// a change appends to it in place instead of copying it. Its logs skip run-time exclusivity
/// checks (each cost a thread-local lookup per logged write): like the solver's state, a
/// journal is touched by one call at a time, and never reentrantly.
final class Journal {
    fileprivate(set) var symbolCount = 0
    fileprivate(set) var rowCount = 0
    fileprivate(set) var variableCount = 0
    /// The state's ``SolverState/pristineVariables`` when the transaction began.
    fileprivate(set) var pristineVariables: Int32 = 0
    fileprivate(set) var definitionCount = 0
    fileprivate(set) var definitionTermCount = 0
    fileprivate(set) var recordCount = 0
    fileprivate(set) var levelCount = 0
    fileprivate(set) var levelOrder: [Int32] = []
    fileprivate(set) var freeSlots: [Int32] = []
    fileprivate(set) var liveConstraintCount = 0
    fileprivate(set) var edits: [Int32: EditRecord] = [:]

    @exclusivity(unchecked) var kinds: [(Int32, SymbolKind)] = []
    @exclusivity(unchecked) var basicRows: [(Int32, Int32)] = []
    @exclusivity(unchecked) var rows: [(Int32, Row)] = []
    @exclusivity(unchecked) var savedRowSlots: Set<Int32> = []
    @exclusivity(unchecked) var objective: [(Int32, Int32, Double)] = []
    @exclusivity(unchecked) var newLevels: [Double] = []
    @exclusivity(unchecked) var variables: [(Int32, VariableRecord)] = []
    @exclusivity(unchecked) var definitions: [(Int32, Definition)] = []
    @exclusivity(unchecked) var records: [(Int32, ConstraintRecord)] = []
    /// Record indices and their constants before the change.
    @exclusivity(unchecked) var constantChanges: [(Int32, Double)] = []
    /// Whether the simplex saves a symbol's column before its first change (``savedColumns``):
    /// an ambiguity question puts the columns back exactly, since their order is the order in
    /// which later pivots visit rows, where a failed transaction only re-covers its rows.
    var savesColumns = false
    @exclusivity(unchecked) var savedColumns: [(Int32, [Int32])] = []
    @exclusivity(unchecked) var savedColumnSymbols: Set<Int32> = []

    /// The most entries a log keeps room for between transactions.
    static let keptCapacity = 1024

    private static func empty<Element>(_ log: inout [Element]) {
        if log.capacity > keptCapacity { log = [] } else { log.removeAll(keepingCapacity: true) }
    }

    private static func empty<Element>(_ log: inout Set<Element>) {
        if log.capacity > keptCapacity { log = [] } else { log.removeAll(keepingCapacity: true) }
    }

    /// Empties the logs and lets go of what they hold. A log keeps its capacity for the next
    /// transaction up to ``keptCapacity`` entries; a larger one is released, so that one large
    /// transaction does not leave its logs' room in the solver for good.
    func clear() {
        Self.empty(&kinds)
        Self.empty(&basicRows)
        Self.empty(&rows)
        Self.empty(&savedRowSlots)
        Self.empty(&objective)
        Self.empty(&newLevels)
        Self.empty(&variables)
        Self.empty(&definitions)
        Self.empty(&records)
        Self.empty(&constantChanges)
        Self.empty(&savedColumns)
        Self.empty(&savedColumnSymbols)
        savesColumns = false
        (levelOrder, freeSlots, edits) = ([], [], [:])
    }
}

extension SolverState {
    @inline(__always)
    mutating func beginTransaction() {
        precondition(journal == nil, "transactions do not nest")
        // The spare journal is reused only while no copy of this state shares it.
        if isKnownUniquelyReferenced(&spareJournal), let spare = spareJournal {
            spareJournal = nil
            begin(spare)
            journal = spare
        } else {
            let fresh = Journal()
            begin(fresh)
            journal = fresh
        }
        variableLogLimit = pristineVariables
    }

    /// Starts logging afresh in `journal` at the state as it is: a committed journal is reused
    /// for the next transaction, so that a transaction allocates neither the journal nor, once
    /// they have grown, its logs. A mutating method of the state rather than one of the journal
    /// taking the state: called from a mutating method, that one received a bitwise copy of the
    /// whole state (a memcpy of some 500 bytes per transaction).
    private mutating func begin(_ journal: Journal) {
        journal.symbolCount = symbols.count
        journal.rowCount = rows.count
        journal.variableCount = variables.count
        journal.pristineVariables = pristineVariables
        journal.definitionCount = definitions.count
        journal.definitionTermCount = definitionTermVariables.count
        journal.recordCount = records.count
        journal.levelCount = levels.count
        journal.levelOrder = levelOrder
        journal.freeSlots = freeSlots
        journal.liveConstraintCount = liveConstraintCount
        journal.edits = edits
    }

    mutating func commitTransaction() {
        guard let finished = journal else { return }
        journal = nil
        variableLogLimit = 0
        recycle(finished)
    }

    /// Empties a finished transaction's journal and keeps it for the next transaction.
    private mutating func recycle(_ finished: Journal) {
        finished.clear()
        spareJournal = finished
    }

    /// Puts everything back as it was when the transaction began.
    mutating func rollbackTransaction() {
        guard let j = journal else { return }
        defer { recycle(j) }
        journal = nil
        variableLogLimit = 0

        for (slot, row) in j.rows.reversed() { rows[Int(slot)] = row }
        rows.removeSubrange(j.rowCount...)
        freeSlots = j.freeSlots
        for (symbol, slot) in j.basicRows.reversed() where Int(symbol) < j.symbolCount {
            basicRows[Int(symbol)] = slot
        }
        for (symbol, kind) in j.kinds.reversed() where Int(symbol) < j.symbolCount {
            symbols[Int(symbol)].kind = kind
        }
        for (level, symbol, value) in j.objective.reversed() where Int(level) < j.levelCount {
            levels[Int(level)].coefficients[Int(symbol)] = value
        }
        for heapSymbol in candidates.items where Int(heapSymbol) < symbols.count {
            symbols[Int(heapSymbol)].isCandidate = false
        }
        candidates.removeAll()
        dropSymbols(from: j.symbolCount)
        levels.removeSubrange(j.levelCount...)
        levelOrder = j.levelOrder
        for priority in j.newLevels { levelIndex[priority] = nil }

        for (index, record) in j.variables.reversed() where Int(index) < j.variableCount {
            variables[Int(index)] = record
        }
        restorePristineVariables(from: j.pristineVariables, to: j.variableCount)
        for variable in variableObjects.dropFirst(j.variableCount) {
            if variable.owner === token {
                variable.owner = nil
                variable.ownerIndex = -1
                variable.isReportedToOwner = false
            } else {
                foreignVariables[ObjectIdentifier(variable)] = nil
            }
        }
        sharedVariables.removeAll { Int($0) >= j.variableCount }
        variables.removeSubrange(j.variableCount...)
        if variableObjects.count > j.variableCount { variableObjects.removeSubrange(j.variableCount...) }
        if values.count > j.variableCount { values.removeSubrange(j.variableCount...) }

        for (index, definition) in j.definitions.reversed() where Int(index) < j.definitionCount {
            definitions[Int(index)] = definition
        }
        definitions.removeSubrange(j.definitionCount...)
        if definitionQueued.count > j.definitionCount { definitionQueued.removeSubrange(j.definitionCount...) }
        definitionTermVariables.removeSubrange(j.definitionTermCount...)
        definitionTermCoefficients.removeSubrange(j.definitionTermCount...)
        dependents.removeSubrange(j.definitionTermCount...)

        for (index, record) in j.records.reversed() where Int(index) < j.recordCount {
            records[Int(index)] = record
        }
        for constraint in constraintObjects.dropFirst(j.recordCount) { forgetPlace(of: constraint) }
        records.removeSubrange(j.recordCount...)
        if !batchSequences.isEmpty { batchSequences = batchSequences.filter { $0.key < Int32(j.recordCount) } }
        if constraintObjects.count > j.recordCount { constraintObjects.removeSubrange(j.recordCount...) }
        // The stored constraints and their terms are dropped by the handle operations.
        if storedIndices.count > j.recordCount { storedIndices.removeSubrange(j.recordCount...) }
        liveConstraintCount = j.liveConstraintCount
        edits = j.edits
        for (index, constant) in j.constantChanges.reversed() {
            setConstant(ofRecord: index, constant)
        }

        // Restored rows get their column entries back (compaction may have dropped them).
        for (slot, _) in j.rows where Int(slot) < rows.count {
            let row = rows[Int(slot)]
            if row.basic < 0 { continue }
            for cell in row.cells { appendToColumn(of: cell.symbol, slot) }
        }
        infeasibleRows.removeAll()
        artificialObjective = nil
        needsOptimization = false
        invalidateValues()
        dirtyDefinitions.removeAll()
        dirtyVariables.removeAll()
    }
}
