/// Turning user expressions into tableau rows, through the direct definitions.
extension SolverState {
    /// The expression's terms merged by variable: (variable index, net coefficient), in order
    /// of first appearance, zero sums dropped.
    mutating func mergedTerms(of expression: LinearExpression) -> [(Int32, Double)] {
        var order: [Int32] = []
        order.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            let index = index(of: term.variable)
            if !variableTouched[Int(index)] {
                variableTouched[Int(index)] = true
                order.append(index)
            }
            variableScratch[Int(index)] += term.coefficient
        }
        var merged: [(Int32, Double)] = []
        merged.reserveCapacity(order.count)
        for index in order {
            let coefficient = variableScratch[Int(index)]
            variableScratch[Int(index)] = 0
            variableTouched[Int(index)] = false
            if !isNearZero(coefficient) { merged.append((index, coefficient)) }
        }
        return merged
    }

    /// Makes a required equality a definition of its newest fresh variable, if it has one.
    /// Returns the definition's index, or nil when the equality must go into the tableau.
    mutating func defineIfPossible(
        _ terms: [(Int32, Double)], constant: Double, record: Int32
    ) -> Int32? {
        var chosen = -1
        for (position, (index, _)) in terms.enumerated() where variables[Int(index)].isFresh {
            if chosen < 0 || index > terms[chosen].0 { chosen = position }
        }
        if chosen < 0 { return nil }
        let (variable, coefficient) = terms[chosen]
        let definition = Int32(definitions.count)
        let start = Int32(definitionTermVariables.count)
        for (position, (index, c)) in terms.enumerated() where position != chosen {
            definitionTermVariables.append(index)
            definitionTermCoefficients.append(-c / coefficient)
            if !variables[Int(index)].isReferenced {
                updateVariable(index) { $0.isReferenced = true }
            }
        }
        definitions.append(Definition(
            variable: variable, termStart: start, termCount: Int32(terms.count - 1),
            constant: -constant / coefficient, record: record))
        updateVariable(variable) { $0.definition = definition }
        return definition
    }

    /// The definition's marker symbol, created on first use: a dummy while the definition's
    /// equality holds, a free symbol once it was removed.
    mutating func marker(ofDefinition index: Int32) -> Int32 {
        let existing = definitions[Int(index)].marker
        if existing >= 0 { return existing }
        let definition = definitions[Int(index)]
        let symbol = makeSymbol(definition.isPinned ? .dummy : .free, owner: definition.record)
        updateDefinition(index) { $0.marker = symbol }
        return symbol
    }

    /// The expression written over parametric symbols only: definitions expanded (newest
    /// first, so that chains cancel before they grow), basic variables replaced by their rows.
    /// Variables without a symbol get one.
    mutating func expand(_ terms: [(Int32, Double)], constant: Double) -> Row {
        var constant = constant
        var touchedVariables: [Int32] = []
        var pendingDefinitions = MinHeap()
        func touch(_ state: inout SolverState, _ index: Int32, _ coefficient: Double) {
            let i = Int(index)
            if !state.variableTouched[i] {
                state.variableTouched[i] = true
                touchedVariables.append(index)
                let definition = state.variables[i].definition
                if definition >= 0 { pendingDefinitions.push(-definition) }
            }
            state.variableScratch[i] += coefficient
        }
        for (index, coefficient) in terms { touch(&self, index, coefficient) }

        var touchedSymbols: [Int32] = []
        func add(_ state: inout SolverState, _ symbol: Int32, _ coefficient: Double) {
            let s = Int(symbol)
            if !state.symbolTouched[s] {
                state.symbolTouched[s] = true
                touchedSymbols.append(symbol)
            }
            state.symbolScratch[s] += coefficient
        }
        /// Adds a symbol, or its row when it is basic.
        func addParametric(_ state: inout SolverState, _ symbol: Int32, _ coefficient: Double) -> Double {
            let slot = state.basicRows[Int(symbol)]
            guard slot >= 0 else {
                add(&state, symbol, coefficient)
                return 0
            }
            let row = state.rows[Int(slot)]
            for cell in row.cells { add(&state, cell.symbol, coefficient * cell.coefficient) }
            return coefficient * row.constant
        }

        while let negated = pendingDefinitions.pop() {
            let index = -negated
            let definition = definitions[Int(index)]
            let variable = Int(definition.variable)
            let a = variableScratch[variable]
            variableScratch[variable] = 0
            if isNearZero(a) { continue }
            constant += a * definition.constant
            constant += addParametric(&self, marker(ofDefinition: index), a)
            let start = Int(definition.termStart)
            for k in start..<(start + Int(definition.termCount)) {
                touch(&self, definitionTermVariables[k], a * definitionTermCoefficients[k])
            }
        }

        for index in touchedVariables {
            let i = Int(index)
            let a = variableScratch[i]
            variableScratch[i] = 0
            variableTouched[i] = false
            if isNearZero(a) { continue }
            constant += addParametric(&self, symbol(ofVariable: index), a)
        }

        var row = Row(constant: constant)
        row.cells.reserveCapacity(touchedSymbols.count + 2)
        for symbol in touchedSymbols {
            let s = Int(symbol)
            let coefficient = symbolScratch[s]
            symbolScratch[s] = 0
            symbolTouched[s] = false
            if !isNearZero(coefficient) { row.cells.append(Cell(symbol: symbol, coefficient: coefficient)) }
        }
        return row
    }
}
