/// Turning user expressions into tableau rows, through the direct definitions.
extension SolverState {
    /// The expression's terms merged by variable: (variable index, net coefficient), in order
    /// of first appearance, zero sums dropped. The result lives in `mergedTerms`, a buffer
    /// reused from call to call so that adding a constraint allocates nothing here.
    mutating func mergeTerms(of terms: TermStorage) {
        // Emptied by single removals: `removeAll(keepingCapacity:)` goes through the generic
        // `replaceSubrange`, several times dearer for the two to four terms usual here.
        while !mergedTerms.isEmpty { mergedTerms.removeLast() }
        switch terms {
        case .none: return
        case .one(let term):
            let index = index(of: term.variable)
            if !isNearZero(term.coefficient) { mergedTerms.append((index, term.coefficient)) }
            return
        case .two(let first, let second) where first.variable !== second.variable:
            let firstIndex = index(of: first.variable)
            if !isNearZero(first.coefficient) { mergedTerms.append((firstIndex, first.coefficient)) }
            let secondIndex = index(of: second.variable)
            if !isNearZero(second.coefficient) { mergedTerms.append((secondIndex, second.coefficient)) }
            return
        default: break
        }
        // A repeated variable in two terms, or three terms and more (then this is the array
        // the expression holds, not a copy).
        let array = terms.array
        if array.count <= 8 {
            // Few terms: merge repeated variables by identity, with no scratch arrays.
            outer: for i in array.indices {
                let variable = array[i].variable
                for j in 0..<i where array[j].variable === variable { continue outer }
                var coefficient = array[i].coefficient
                for j in (i + 1)..<array.count where array[j].variable === variable {
                    coefficient += array[j].coefficient
                }
                let index = index(of: variable)
                if !isNearZero(coefficient) { mergedTerms.append((index, coefficient)) }
            }
            return
        }
        mergeManyTerms(count: array.count) { state, k in
            (state.index(of: array[k].variable), array[k].coefficient)
        }
    }

    /// Merges `count` terms, the k-th given by `term` as (variable index, coefficient), into
    /// `mergedTerms` through an ``Accumulator``: for long expressions, where comparing every
    /// pair of terms would cost more. `mergedTerms` must be empty.
    @inline(__always)
    mutating func mergeManyTerms(count: Int, _ term: (inout SolverState, Int) -> (Int32, Double)) {
        var sums = variableSums
        variableSums = Accumulator()
        for k in 0..<count {
            let (variable, coefficient) = term(&self, k)
            sums.add(variable, coefficient)
        }
        for position in 0..<sums.count where !isNearZero(sums.sums[position]) {
            mergedTerms.append((sums.ids[position], sums.sums[position]))
        }
        sums.removeAll()
        variableSums = sums
    }

    /// The position in `terms` of the fresh variable a required equality can define directly:
    /// the newest one that is not a last-resort subject (``Variable/SubjectPreference``), else the
    /// newest one; nil when every variable is already constrained. Always inlined: called on
    /// the `inout` state, an outlined non-mutating method gets a bitwise copy of the whole
    /// state (over 400 bytes) per added constraint.
    @inline(__always)
    func freshestVariable(in terms: [(Int32, Double)]) -> Int? {
        var chosen: Int? = nil
        for (position, (index, _)) in terms.enumerated() where variables[Int(index)].isFresh {
            if chosen == nil || isPreferredDefinition(index, over: terms[chosen!].0) { chosen = position }
        }
        return chosen
    }

    /// Whether a required equality introducing fresh variables `candidate` and `other` should
    /// define `candidate`: a normal variable before a last resort, otherwise the newer. The
    /// preferences are read from the objects only here, when an equality introduces two fresh
    /// variables or more (most introduce one), so that registering a variable costs nothing more.
    /// Always inlined, like ``freshestVariable(in:)``.
    @inline(__always)
    func isPreferredDefinition(_ candidate: Int32, over other: Int32) -> Bool {
        let candidateIsLast = isLastResort(variable: candidate)
        let otherIsLast = isLastResort(variable: other)
        return candidateIsLast == otherIsLast ? candidate > other : otherIsLast
    }

    /// Makes the required equality `Σ terms + constant == 0` the definition of the fresh
    /// variable at position `chosen`.
    mutating func define(_ terms: [(Int32, Double)], chosen: Int, constant: Double, record: Int32) {
        let (variable, coefficient) = terms[chosen]
        let definition = Int32(definitions.count)
        let start = Int32(definitionTermVariables.count)
        for (position, (index, c)) in terms.enumerated() where position != chosen {
            let term = Int32(definitionTermVariables.count)
            definitionTermVariables.append(index)
            definitionTermCoefficients.append(-c / coefficient)
            dependents.append(DependentLink(definition: definition, next: variables[Int(index)].firstDependentTerm))
            updateVariable(index) {
                $0.firstDependentTerm = term
                $0.isReferenced = true
            }
        }
        definitions.append(
            Definition(
                constant: -constant / coefficient, variable: variable, termStart: start,
                termCount: Int32(terms.count - 1), record: record))
        updateVariable(variable) { $0.definition = definition }
        invalidate(definition: definition)
        updateRecord(record) { $0.definition = definition }
    }

    /// Where the definition's terms lie in `definitionTermVariables` and
    /// `definitionTermCoefficients`.
    @inline(__always)
    func termRange(ofDefinition index: Int32) -> Range<Int> {
        let definition = definitions[Int(index)]
        return Int(definition.termStart)..<Int(definition.termStart + definition.termCount)
    }

    /// The record of the constraint the definition was made from.
    @inline(__always)
    func record(ofDefinition index: Int32) -> Int32 {
        let marker = definitions[Int(index)].marker
        return marker >= 0 ? symbols[Int(marker)].owner : -1 - marker
    }

    /// The definition's marker symbol, created on first use: a dummy while the definition's
    /// equality holds, a free symbol once it was removed.
    mutating func marker(ofDefinition index: Int32) -> Int32 {
        let existing = definitions[Int(index)].marker
        if existing >= 0 { return existing }
        let record = -1 - existing
        let symbol = makeSymbol(records[Int(record)].isLive ? .dummy : .free, owner: record)
        updateDefinition(index) { $0.marker = symbol }
        return symbol
    }

    /// The expression written over parametric symbols only: definitions expanded (newest
    /// first, so that chains cancel before they grow), basic variables replaced by their rows.
    /// Variables without a symbol get one. The variables' and the row's coefficients are summed
    /// in ``Accumulator``s, in order of first appearance.
    mutating func expand(_ terms: [(Int32, Double)], constant: Double) -> Row {
        var constant = constant
        // Work lists kept in the state between calls, so that an expansion allocates nothing
        // but its row.
        var variableSums = expansionVariableSums
        var pendingDefinitions = expansionDefinitions
        var cells = expansionSymbolSums
        expansionVariableSums = Accumulator()
        expansionDefinitions = MinHeap()
        expansionSymbolSums = Accumulator()
        func touch(_ state: inout SolverState, _ index: Int32, _ coefficient: Double) {
            if variableSums.add(index, coefficient) {
                let definition = state.variables[Int(index)].definition
                if definition >= 0 { pendingDefinitions.push(-definition) }
            }
        }
        for (index, coefficient) in terms { touch(&self, index, coefficient) }

        /// Adds a symbol, or its row when it is basic.
        func addParametric(_ state: inout SolverState, _ symbol: Int32, _ coefficient: Double) -> Double {
            let slot = state.basicRows[Int(symbol)]
            guard slot >= 0 else {
                cells.add(symbol, coefficient)
                return 0
            }
            let row = state.rows[Int(slot)]
            for cell in row.cells { cells.add(cell.symbol, coefficient * cell.coefficient) }
            return coefficient * row.constant
        }

        while let negated = pendingDefinitions.pop() {
            let index = -negated
            let definition = definitions[Int(index)]
            let a = variableSums.take(definition.variable)
            if isNearZero(a) { continue }
            constant += a * definition.constant
            constant += addParametric(&self, marker(ofDefinition: index), a)
            for k in termRange(ofDefinition: index) {
                touch(&self, definitionTermVariables[k], a * definitionTermCoefficients[k])
            }
        }

        // Each variable in order of first appearance (a defined one's sum is 0 by now).
        for position in 0..<variableSums.count {
            let (index, a) = (variableSums.ids[position], variableSums.sums[position])
            if isNearZero(a) { continue }
            constant += addParametric(&self, symbol(ofVariable: index), a)
        }

        var row = Row(constant: constant)
        row.cells.reserveCapacity(cells.count + 2)
        for position in 0..<cells.count where !isNearZero(cells.sums[position]) {
            row.cells.append(Cell(symbol: cells.ids[position], coefficient: cells.sums[position]))
        }
        variableSums.removeAll()
        cells.removeAll()
        expansionVariableSums = variableSums
        expansionDefinitions = pendingDefinitions
        expansionSymbolSums = cells
        return row
    }
}
