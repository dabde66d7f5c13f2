/// Everything a ``Solver`` holds, as one value: the variables, the direct definitions, the
/// simplex tableau with its column index, the lexicographic objective and the undo journal.
///
/// Being a value makes a scratch state (the accuracy check's rebuild) a copy-on-write clone,
/// and keeps the whole state in contiguous arrays indexed by dense ids. An ambiguity question,
/// which pivots, runs on the state itself and undoes its changes instead (Trial.swift).
@usableFromInline
struct SolverState {
    // Variables and their direct definitions. The caller's objects (``Solver``) are kept by
    // variable and by record index; a ``HandleSolver`` keeps what they would hold in
    // `variableNames`, the variable records and `storedConstraints` instead (StoredConstraints.swift).
    var variables: [VariableRecord] = []
    var variableObjects: [Variable] = []
    var foreignVariables: [ObjectIdentifier: Int32] = [:]
    var definitions: [Definition] = []
    var definitionTermVariables: [Int32] = []
    var definitionTermCoefficients: [Double] = []

    // Constraints and edits.
    var records: [ConstraintRecord] = []
    /// The constraint of each record, by record index.
    var constraintObjects: [Constraint] = []
    var foreignRecords: [ObjectIdentifier: Int32] = [:]
    var liveConstraintCount = 0
    /// The order of addition of the records whose order differs from their index: members of
    /// a batch, inserted required equalities first.
    var batchSequences: [Int32: Int32] = [:]
    var edits: [Int32: EditRecord] = [:]

    // What a handle-based state keeps in place of the objects: the names given (unnamed
    // variables take no entry), and for each record where its constraint is: a stored
    // constraint with its terms in one pool, or its definition (StoredConstraints.swift).
    var variableNames: [Int32: String] = [:]
    var storedIndices: [Int32] = []
    var storedConstraints: [StoredConstraint] = []
    var storedTermVariables: [Int32] = []
    var storedTermCoefficients: [Double] = []

    // Symbols, indexed by symbol id: the row each is basic in (-1 when parametric), apart
    // because evaluation reads it alone in its linear pass, and everything else in one record.
    var basicRows: [Int32] = []
    var symbols: [SymbolRecord] = []
    /// Every column's slots past its first two (Column.swift).
    var columnChunks = ColumnChunks()

    // Rows, by slot; a dead slot has basic -1 and waits in `freeSlots`.
    var rows: [Row] = []
    var freeSlots: [Int32] = []

    // The objective: one level per distinct non-required priority, `levelOrder` highest first.
    var levels: [ObjectiveLevel] = []
    var levelOrder: [Int32] = []
    var levelIndex: [Double: Int32] = [:]

    // Simplex work lists.
    var candidates = MinHeap()
    var infeasibleRows: [Int32] = []
    var artificialObjective: Row? = nil
    var needsOptimization = false
    /// Pivots since the last accuracy check, and the factor that spaces checks out after
    /// rebuilds that did not help (see Refactorization.swift).
    var pivotsSinceCheck = 0
    var accuracyBackoff = 1

    // Scratch work lists, empty between uses.
    var mergedTerms: [(Int32, Double)] = []
    /// An expansion's sums by variable and by symbol (its row), and a long merge's by variable.
    var expansionVariableSums = Accumulator()
    var expansionSymbolSums = Accumulator()
    var variableSums = Accumulator()
    var expansionDefinitions = MinHeap()
    var rowVisits: [UInt32] = []
    var visitGeneration: UInt32 = 0

    // Values of the last evaluation, by variable index; variables registered since are not
    // covered until the next evaluation (nor are new definitions by `definitionQueued`).
    @usableFromInline var values: [Double] = []
    /// True when `values` holds the current optimum: the last evaluation saw every change.
    /// Implies `valuesAreCurrent`; read by the inlined ``Solver/value(of:)``.
    @usableFromInline var valuesAreFresh = false
    var valuesAreCurrent = false
    var dirtyDefinitions: [Int32] = []
    var dirtyVariables: [Int32] = []
    /// Definitions waiting for recomputation are flagged here; they lie between `queuedLow` and
    /// `queuedHigh` (none when low > high), `queuedCount` of them.
    var definitionQueued: [Bool] = []
    var queuedLow = Int.max
    var queuedHigh = -1
    var queuedCount = 0
    var unwrittenVariables: [Int32] = []
    var allVariablesUnwritten = true
    /// The value this solver last wrote into each variable's object (Writeback.swift).
    var writtenValues: [Double] = []
    /// Variables that another solver writes too: claimed ones it reported, and the ones this
    /// solver registered after another had claimed them. Both are written at every update.
    var sharedVariables: [Int32] = []

    // Who depends on whom: for each definition term, its definition and the next term
    // referring to the same variable (the first is in the variable's record).
    var dependents: [DependentLink] = []

    var journal: Journal? = nil
    /// Every variable from this index on is as it was made: no constraint has touched it. A
    /// transaction logs no change to such a variable; undoing the transaction makes it so again.
    var pristineVariables: Int32 = 0
    /// The variables below this index have their changes logged: those not pristine when the
    /// open transaction began (0 when none is open). Kept here so that a change to a pristine
    /// variable, most changes of a batch that adds a system, does not even read the journal.
    var variableLogLimit: Int32 = 0
    /// A finished transaction's journal, emptied, for the next transaction to reuse.
    var spareJournal: Journal? = nil
    @usableFromInline let token: SolverToken
    /// Whether variables and constraints seen first here record this state as their owner
    /// (false for the scratch states of conflict explanation).
    let claimsOwnership: Bool
    /// Whether the caller addresses variables and constraints by handle (``HandleSolver``):
    /// the object arrays then stay empty and nothing is written back into objects.
    let usesHandles: Bool

    init(token: SolverToken, claimsOwnership: Bool = true, usesHandles: Bool = false) {
        self.token = token
        self.claimsOwnership = claimsOwnership
        self.usesHandles = usesHandles
    }

    // MARK: Symbols

    mutating func makeSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        let id = Int32(symbols.count)
        basicRows.append(-1)
        symbols.append(SymbolRecord(kind: kind, owner: owner))
        return id
    }

    mutating func setKind(_ symbol: Int32, _ kind: SymbolKind) {
        if Int(symbol) < journal?.symbolCount ?? 0 { journal?.kinds.append((symbol, symbols[Int(symbol)].kind)) }
        symbols[Int(symbol)].kind = kind
    }

    mutating func setBasicRow(_ symbol: Int32, _ slot: Int32) {
        if Int(symbol) < journal?.symbolCount ?? 0 { journal?.basicRows.append((symbol, basicRows[Int(symbol)])) }
        basicRows[Int(symbol)] = slot
    }

    /// The current value of a symbol: its row's constant when basic, 0 when parametric.
    func symbolValue(_ symbol: Int32) -> Double {
        let slot = basicRows[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    // MARK: Rows

    /// Records a row's contents before its first change in the open transaction.
    mutating func touchRow(_ slot: Int32) {
        guard let journal, Int(slot) < journal.rowCount else { return }
        if journal.savedRowSlots.insert(slot).inserted {
            journal.rows.append((slot, rows[Int(slot)]))
        }
    }

    /// Installs a row whose basic symbol is set, registering its cells in the column index.
    mutating func addRow(_ row: Row) -> Int32 {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            touchRow(slot)
            rows[Int(slot)] = row
        } else {
            slot = Int32(rows.count)
            rows.append(row)
        }
        for cell in row.cells { appendToColumn(of: cell.symbol, slot) }
        setBasicRow(row.basic, slot)
        invalidate(basic: row.basic)
        return slot
    }

    mutating func removeRow(_ slot: Int32) {
        touchRow(slot)
        let basic = rows[Int(slot)].basic
        setBasicRow(basic, -1)
        rows[Int(slot)] = Row()
        freeSlots.append(slot)
    }

    /// Calls `body` once for each live row holding `symbol` as a cell, then drops stale entries
    /// from the symbol's column. `body` may change the row but not the column of `symbol`.
    mutating func forEachRow(containing symbol: Int32, _ body: (inout SolverState, Int32) -> Void) {
        if symbols[Int(symbol)].column.isEmpty { return }
        visitGeneration &+= 1
        if visitGeneration == 0 {
            for i in rowVisits.indices { rowVisits[i] = 0 }
            visitGeneration = 1
        }
        if rowVisits.count < rows.count {
            rowVisits.append(contentsOf: repeatElement(0, count: rows.count - rowVisits.count))
        }
        // Compacted in place (no allocation per call), then visited: `body` may append to
        // other columns, which may move the pool's storage but not this column's chunks.
        var column = symbols[Int(symbol)].column
        columnChunks.compact(&column) { slot in
            let i = Int(slot)
            if i >= rows.count || rowVisits[i] == visitGeneration { return false }
            rowVisits[i] = visitGeneration
            return rows[i].basic >= 0 && rows[i].index(of: symbol) != nil
        }
        symbols[Int(symbol)].column = column
        guard column.first >= 0 else { return }
        body(&self, column.first)
        guard column.second >= 0 else { return }
        body(&self, column.second)
        // The chunks are read as they are visited: `body` may not change this column.
        let last = column.lastChunk
        guard last >= 0 else { return }
        var chunk = columnChunks.firstChunk(of: column)
        while true {
            for position in 0..<ColumnChunks.slotsPerChunk {
                let slot = columnChunks.slot(position, of: chunk)
                if slot < 0 { break }
                body(&self, slot)
            }
            if chunk == last { return }
            chunk = columnChunks.chunk(after: chunk)
        }
    }

    @inline(__always)
    mutating func appendToColumn(of symbol: Int32, _ slot: Int32) {
        columnChunks.append(slot, to: &symbols[Int(symbol)].column)
    }

    /// The symbol's column, slot by slot in order.
    func columnSlots(of symbol: Int32) -> [Int32] {
        var slots: [Int32] = []
        columnChunks.forEach(in: symbols[Int(symbol)].column) { slots.append($0) }
        return slots
    }

    mutating func removeColumn(of symbol: Int32) {
        columnChunks.removeAll(of: &symbols[Int(symbol)].column)
    }

    /// Drops the symbols from `count` on (those a failed transaction or a trial made), with
    /// their columns' chunks.
    mutating func dropSymbols(from count: Int) {
        for symbol in count..<symbols.count where symbols[symbol].column.lastChunk >= 0 {
            columnChunks.removeAll(of: &symbols[symbol].column)
        }
        basicRows.removeSubrange(count...)
        symbols.removeSubrange(count...)
    }

    /// Live rows holding `symbol`, in column order.
    mutating func rowsContaining(_ symbol: Int32) -> [Int32] {
        var result: [Int32] = []
        forEachRow(containing: symbol) { _, slot in result.append(slot) }
        return result
    }

    // MARK: Objective

    func objectiveCoefficient(_ level: Int32, _ symbol: Int32) -> Double {
        let coefficients = levels[Int(level)].coefficients
        let i = Int(symbol)
        return i < coefficients.count ? coefficients[i] : 0
    }

    mutating func setObjectiveCoefficient(_ level: Int32, _ symbol: Int32, _ value: Double) {
        let l = Int(level), i = Int(symbol)
        if levels[l].coefficients.count <= i {
            if value == 0 { return }
            levels[l].coefficients.append(
                contentsOf: repeatElement(0, count: max(i + 1, symbols.count) - levels[l].coefficients.count))
        }
        journal?.objective.append((level, symbol, levels[l].coefficients[i]))
        levels[l].coefficients[i] = isNearZero(value) ? 0 : value
        markCandidate(symbol)
    }

    mutating func markCandidate(_ symbol: Int32) {
        if !symbols[Int(symbol)].isCandidate {
            symbols[Int(symbol)].isCandidate = true
            candidates.push(symbol)
        }
    }

    /// The sign of a symbol's reduced cost, compared level by level from the highest priority.
    /// Always inlined: the simplex calls it from mutating methods, where an outlined call gets a
    /// bitwise copy of the whole state.
    @inline(__always)
    func reducedCostSign(_ symbol: Int32) -> Int {
        for level in levelOrder {
            let c = objectiveCoefficient(level, symbol)
            if c < -nearZero { return -1 }
            if c > nearZero { return 1 }
        }
        return 0
    }

    /// The level for a non-required priority, created (and ordered) on first use.
    mutating func level(for priority: Double) -> Int32 {
        if let existing = levelIndex[priority] { return existing }
        let index = Int32(levels.count)
        levels.append(ObjectiveLevel(priority: priority))
        levelIndex[priority] = index
        journal?.newLevels.append(priority)
        let position = levelOrder.firstIndex { levels[Int($0)].priority < priority } ?? levelOrder.count
        levelOrder.insert(index, at: position)
        return index
    }

    // MARK: Variables

    /// The variable's index, registering it on first sight.
    mutating func index(of variable: Variable) -> Int32 {
        if variable.owner === token { return variable.ownerIndex }
        if let index = foreignVariables[ObjectIdentifier(variable)] { return index }
        let index = Int32(variables.count)
        variables.append(VariableRecord())
        variableObjects.append(variable)
        // `values` covers the new variable from the next evaluation on (see evaluate()).
        valuesAreFresh = false
        if variable.owner == nil && claimsOwnership {
            variable.owner = token
            variable.ownerIndex = index
        } else {
            foreignVariables[ObjectIdentifier(variable)] = index
            if claimsOwnership { sharedVariables.append(index) }
        }
        return index
    }

    func existingIndex(of variable: Variable) -> Int32? {
        if variable.owner === token { return variable.ownerIndex }
        return foreignVariables[ObjectIdentifier(variable)]
    }

    mutating func updateVariable(_ index: Int32, _ change: (inout VariableRecord) -> Void) {
        // Through the optional in place: binding the journal would retain and release it at
        // every change of a logged variable (the root's, at every view of a batch).
        if index < variableLogLimit { journal?.variables.append((index, variables[Int(index)])) }
        if index >= pristineVariables { pristineVariables = index + 1 }
        change(&variables[Int(index)])
    }

    /// Makes the variables from `start` up to `end` as they were made again, where they were
    /// when a transaction began (pristine: their changes were not logged).
    mutating func restorePristineVariables(from start: Int32, to end: Int) {
        for index in Int(start)..<min(Int(pristineVariables), end) {
            var record = VariableRecord()
            record.isLastResort = variables[index].isLastResort
            variables[index] = record
        }
        pristineVariables = start
    }

    /// The tableau symbol of a variable, created (as a parametric external symbol) on first use.
    mutating func symbol(ofVariable index: Int32) -> Int32 {
        let existing = variables[Int(index)].symbol
        if existing >= 0 { return existing }
        let symbol = makeSymbol(.external, owner: index)
        updateVariable(index) { $0.symbol = symbol }
        return symbol
    }

    // MARK: Constraints

    /// The constraint's record index, or nil when it is not added here. Always inlined, like
    /// ``freshestVariable(in:)``, so that a call on the `inout` state does not copy it.
    @inline(__always)
    func existingRecord(of constraint: Constraint) -> Int32? {
        let claimed = Int(constraint.ownerIndex)
        if claimed >= 0 && claimed < records.count && constraintObjects[claimed] === constraint
            && records[claimed].isLive
        {
            return Int32(claimed)
        }
        return foreignRecords.isEmpty ? nil : foreignRecords[ObjectIdentifier(constraint)]
    }

    /// Forgets where a constraint leaving this solver was: its entry among the foreign ones,
    /// or else this solver's claim, which frees it for the next solver to claim.
    mutating func forgetPlace(of constraint: Constraint) {
        if foreignRecords.isEmpty || foreignRecords.removeValue(forKey: ObjectIdentifier(constraint)) == nil {
            constraint.ownerIndex = -1
        }
    }

    mutating func appendRecord(_ record: ConstraintRecord, of constraint: Constraint) -> Int32 {
        let index = Int32(records.count)
        records.append(record)
        constraintObjects.append(constraint)
        if constraint.ownerIndex < 0 && claimsOwnership {
            constraint.ownerIndex = index
        } else {
            foreignRecords[ObjectIdentifier(constraint)] = index
        }
        liveConstraintCount += record.isEdit ? 0 : 1
        return index
    }

    /// Appends the record of the constraint a handle-based state stores at the new index.
    mutating func appendStoredRecord(_ record: ConstraintRecord) -> Int32 {
        let index = Int32(records.count)
        records.append(record)
        liveConstraintCount += record.isEdit ? 0 : 1
        return index
    }

    mutating func updateRecord(_ index: Int32, _ change: (inout ConstraintRecord) -> Void) {
        if Int(index) < journal?.recordCount ?? 0 { journal?.records.append((index, records[Int(index)])) }
        change(&records[Int(index)])
    }

    mutating func updateDefinition(_ index: Int32, _ change: (inout Definition) -> Void) {
        if Int(index) < journal?.definitionCount ?? 0 { journal?.definitions.append((index, definitions[Int(index)])) }
        change(&definitions[Int(index)])
    }
}
