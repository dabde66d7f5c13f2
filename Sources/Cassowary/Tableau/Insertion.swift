/// Why an insertion failed: the symbols of the row that proves the conflict.
struct Conflict: Error {
    let evidence: [Int32]
}

/// Adding constraints: as a direct definition when possible, otherwise as a tableau row.
extension SolverState {
    /// Adds one constraint. A definition or a non-required row needs no undo (neither can
    /// fail); before touching the tableau for a required row this opens a transaction unless
    /// one is open, and closes it again as soon as it knows the row fits (only phase one can
    /// fail). The caller commits what is left open, or rolls it back when this throws
    /// ``Conflict`` (a required constraint that cannot hold).
    mutating func insert(_ constraint: Constraint, isEdit: Bool = false, sequence: Int32? = nil) throws(Conflict) {
        mergeTerms(of: constraint.terms)
        try insertMergedTerms(
            of: constraint, priority: constraint.priority, relation: constraint.relation,
            constant: constraint.constant, isEdit: isEdit, sequence: sequence)
    }

    /// Adds a handle-based constraint, storing it (``store(_:constant:relation:)``) unless it
    /// becomes a definition that holds its terms exactly (``StoredConstraint``): that is known
    /// from its merged terms before anything is stored, so the common layout constraint is
    /// never written to the pool only to be dropped again. The same records, definitions and
    /// rows result as from storing it and then ``insertStored(priority:isEdit:sequence:)``.
    mutating func insertHandleConstraint(
        _ terms: ArraySlice<HandleTerm>, constant: Double, relation: Relation, priority: Priority, sequence: Int32?
    ) throws(Conflict) {
        let isDefinitionCandidate = priority.isRequired && relation == .equal
        if isDefinitionCandidate {
            mergeHandleTerms(terms)
            // Held exactly: nothing merged or dropped, and the defined variable's coefficient ±1.
            if mergedTerms.count == terms.count, let chosen = freshestVariable(in: mergedTerms) {
                let coefficient = mergedTerms[chosen].1
                if coefficient == 1 || coefficient == -1 {
                    storedIndices.append(HeldTerms(position: chosen, isNegative: coefficient < 0).entry)
                    try insertMergedTerms(
                        of: nil, priority: priority, relation: relation, constant: constant, isEdit: false,
                        sequence: sequence)
                    return
                }
            }
        }
        store(terms, constant: constant, relation: relation)
        if !isDefinitionCandidate { mergeHandleTerms(terms) }
        try insertMergedTerms(
            of: nil, priority: priority, relation: relation, constant: constant, isEdit: false, sequence: sequence)
    }

    /// Adds the constraint a handle-based state stored last (``store(_:)``), as
    /// ``insert(_:isEdit:sequence:)`` adds an object.
    mutating func insertStored(priority: Priority, isEdit: Bool = false, sequence: Int32? = nil) throws(Conflict) {
        let index = Int32(records.count)
        let storedIndex = storedIndices[Int(index)]
        let stored = storedConstraints[Int(storedIndex)]
        mergeStoredTerms(termRange(ofStored: storedIndex))
        try insertMergedTerms(
            of: nil, priority: priority, relation: stored.relation, constant: stored.constant, isEdit: isEdit,
            sequence: sequence)
        releaseTermsHeldByDefinition(ofRecord: index)
    }

    /// Adds a constraint whose terms are in `mergedTerms`: the caller's object, or nil for the
    /// stored constraint of a handle-based state. Always inlined, so that adding an object
    /// costs what it did before the handle API shared this code.
    @inline(__always)
    private mutating func insertMergedTerms(
        of constraint: Constraint?, priority: Priority, relation: Relation, constant: Double, isEdit: Bool,
        sequence: Int32?
    ) throws(Conflict) {
        if let sequence, sequence != Int32(records.count) { batchSequences[Int32(records.count)] = sequence }
        let terms = mergedTerms

        if priority.isRequired && relation == .equal, let chosen = freshestVariable(in: terms) {
            let record = ConstraintRecord(isEdit: isEdit, level: -1)
            // Through `map`: binding the object with `if let` retains and releases it (+3 % on W1).
            let recordIndex = constraint.map { appendRecord(record, of: $0) } ?? appendStoredRecord(record)
            define(terms, chosen: chosen, constant: constant, record: recordIndex)
            return
        }

        // A non-required row always has a subject (one of its own error symbols) and cannot
        // fail, so it needs no undo log.
        let openedHere = journal == nil && priority.isRequired
        if openedHere { beginTransaction() }
        needsOptimization = true
        let level: Int32 = priority.isRequired ? -1 : self.level(for: priority.value)
        let record = ConstraintRecord(isEdit: isEdit, level: level)
        let recordIndex = constraint.map { appendRecord(record, of: $0) } ?? appendStoredRecord(record)
        try install(record: recordIndex, terms: terms, commitWhenSafe: openedHere)
    }

    /// Writes a tableau constraint's row, `Σ terms + constant` over parametric symbols with its
    /// marker (and error) symbols, and solves it for a subject, through phase one if needed.
    /// The markers are made on the first installation and reused when the tableau is rebuilt.
    /// With `commitWhenSafe`, commits the open transaction once nothing can fail any more.
    mutating func install(record recordIndex: Int32, terms: [(Int32, Double)], commitWhenSafe: Bool) throws(Conflict) {
        let record = records[Int(recordIndex)]
        let relation = relation(ofRecord: recordIndex)
        let level = record.level
        var row = expand(terms, constant: constant(ofRecord: recordIndex))
        var sign = 1.0
        if relation == .lessThanOrEqual {
            row.scale(-1)
            sign = -1
        }
        func symbol(_ existing: Int32, _ kind: SymbolKind, _ state: inout SolverState) -> Int32 {
            existing >= 0 ? existing : state.makeSymbol(kind, owner: recordIndex)
        }
        var marker: Int32 = -1
        var other: Int32 = -1
        var markerCoefficient = 1.0
        switch (relation, level < 0) {
        case (.equal, true):
            marker = symbol(record.marker, .dummy, &self)
            row.add(marker, 1)
        case (.equal, false):
            marker = symbol(record.marker, .error, &self)
            other = symbol(record.other, .error, &self)
            row.add(marker, -1)
            row.add(other, 1)
            markerCoefficient = -1
            setObjectiveCoefficient(level, marker, 1)
            setObjectiveCoefficient(level, other, 1)
        case (_, true):
            marker = symbol(record.marker, .slack, &self)
            row.add(marker, -1)
            markerCoefficient = -1
        case (_, false):
            marker = symbol(record.marker, .slack, &self)
            other = symbol(record.other, .error, &self)
            row.add(marker, -1)
            row.add(other, 1)
            markerCoefficient = -1
            setObjectiveCoefficient(level, other, 1)
        }
        if row.constant < 0 {
            row.scale(-1)
            sign = -sign
            markerCoefficient = -markerCoefficient
        }
        let movesAgainst = sign != markerCoefficient
        assert(other < 0 || other == marker + 1, "Cassowary: a constraint's error symbols are made together")
        updateRecord(recordIndex) {
            $0.marker = marker
            $0.markerMovesAgainstConstant = movesAgainst
        }

        let subject = chooseSubject(row, marker: marker, other: other)
        if subject >= 0 {
            // Nothing below can fail: a transaction opened only for this insertion can end here.
            if commitWhenSafe { commitTransaction() }
            row.solve(for: subject)
            let slot = addRow(row)
            substitute(subject, slot)
            return
        }
        if row.cells.allSatisfy({ symbols[Int($0.symbol)].kind == .dummy }) {
            if !isNearZero(row.constant) {
                throw Conflict(evidence: row.cells.map(\.symbol))
            }
            if commitWhenSafe { commitTransaction() }
            row.solve(for: marker)
            let slot = addRow(row)
            substitute(marker, slot)
            return
        }
        try insertWithArtificialVariable(row)
    }

    /// The symbol a new row is solved for without breaking feasibility, in this order:
    /// - the newest unrestricted symbol that is not a last-resort variable
    ///   (``Variable/SubjectPreference/last``) and that no bounded row holds (newest, so that
    ///   chains of variables do not fill in; substituting a symbol in a bounded row could push
    ///   that row out of bounds);
    /// - the constraint's own slack or error symbol, when its coefficient is negative;
    /// - the newest last-resort variable that no bounded row holds;
    /// - another constraint's slack or error symbol with a negative coefficient that no bounded
    ///   row holds;
    /// -1 when there is none.
    private mutating func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32 {
        // The newest unrestricted symbol whatever its preference, then, only when that is a
        // last resort, the newest normal one: a row without last resorts reads one preference.
        var newest: Int32 = -1
        for cell in row.cells
        where symbols[Int(cell.symbol)].kind.isUnrestricted && cell.symbol > newest
            && abs(cell.coefficient) >= pivotTolerance
        {
            if !isInBoundedRow(cell.symbol) { newest = cell.symbol }
        }
        if newest >= 0 && isLastResort(newest) {
            var normal: Int32 = -1
            for cell in row.cells
            where symbols[Int(cell.symbol)].kind.isUnrestricted && cell.symbol > normal
                && abs(cell.coefficient) >= pivotTolerance && !isLastResort(cell.symbol)
            {
                if !isInBoundedRow(cell.symbol) { normal = cell.symbol }
            }
            if normal >= 0 { return normal }
            if symbols[Int(marker)].kind.isRestricted && row.coefficient(of: marker) < 0 { return marker }
            if other >= 0 && row.coefficient(of: other) < 0 { return other }
            return newest
        }
        if newest >= 0 { return newest }
        if symbols[Int(marker)].kind.isRestricted && row.coefficient(of: marker) < 0 { return marker }
        if other >= 0 && row.coefficient(of: other) < 0 { return other }
        // Direct resolution for rows such as `cell.bottom ≥ avatar.bottom + 8`, whose only
        // candidates are the slack or error symbols of other constraints: one with a negative
        // coefficient takes the value constant / |coefficient| ≥ 0, and if no bounded row holds
        // it, substituting it leaves every restricted row feasible, so phase one (and its
        // journal) is not needed. The largest coefficient is the stablest pivot.
        var chosen: Int32 = -1
        var magnitude = 0.0
        for cell in row.cells where cell.coefficient <= -pivotTolerance {
            let kind = symbols[Int(cell.symbol)].kind
            guard kind == .slack || kind == .error else { continue }
            let candidate = -cell.coefficient
            let better =
                candidate > magnitude * (1 + nearZero)
                || (candidate >= magnitude * (1 - nearZero) && cell.symbol > chosen)
            if better && !isInBoundedRow(cell.symbol) {
                chosen = cell.symbol
                magnitude = candidate
            }
        }
        return chosen
    }

    /// Whether `symbol` stands for a variable marked ``Variable/SubjectPreference/last``. The
    /// preference is read from the variable object, only for the few symbols a new row could be
    /// solved for, rather than copied into every symbol's record.
    @inline(__always)
    private func isLastResort(_ symbol: Int32) -> Bool {
        symbols[Int(symbol)].kind == .external && isLastResort(variable: symbols[Int(symbol)].owner)
    }

    /// Whether a row whose basic symbol is bounded (restricted, or a pinned dummy) holds `symbol`.
    private mutating func isInBoundedRow(_ symbol: Int32) -> Bool {
        var found = false
        forEachRow(containing: symbol) { state, slot in
            if !state.symbols[Int(state.rows[Int(slot)].basic)].kind.isUnrestricted { found = true }
        }
        return found
    }

    /// Phase one: an artificial variable stands for the row and is driven to zero.
    private mutating func insertWithArtificialVariable(_ row: Row) throws(Conflict) {
        let artificial = makeSymbol(.artificial, owner: -1)
        var basicRow = row
        basicRow.basic = artificial
        _ = addRow(basicRow)
        var objective = row
        objective.basic = -1
        _ = minimize(&objective) { _, _ in true }
        if !isNearZero(objective.constant) {
            throw Conflict(evidence: objective.cells.map(\.symbol))
        }
        let slot = basicRows[Int(artificial)]
        if slot >= 0 {
            let cells = rows[Int(slot)].cells
            if cells.isEmpty {
                removeRow(slot)
            } else {
                // The largest coefficient, preferring any symbol that is not a dummy.
                func preference(_ cell: Cell) -> (Int, Double) {
                    let kind = symbols[Int(cell.symbol)].kind
                    return (kind != .dummy && kind != .artificial ? 1 : 0, abs(cell.coefficient))
                }
                let entering = cells.max { preference($0) < preference($1) }!.symbol
                pivot(entering, slot)
            }
        }
        eliminate(artificial)
    }
}
