/// A read-only first answer to the ambiguity query: whether an expression can move at all.
///
/// The exact query (``SolverState/alternativeValue(ofTerms:)``) runs the simplex, in a trial
/// that it undoes afterwards. Most questions are about determined variables, whose expansion
/// over parametric symbols holds no symbol that may move on the optimal face; this pass finds
/// that by reading only the definitions and rows the expression reaches, and writes nothing.
extension SolverState {
    /// Whether `Σ terms`, written over parametric symbols, holds a symbol that may move on the
    /// optimal face. The expansion is ``expand(_:constant:)``'s, in the same order (so the same
    /// sums are rounded to zero), with local accumulators in place of the state's and
    /// stand-ins for the symbols the expansion would create: a variable's first symbol (external,
    /// so movable) and a definition's first marker (a dummy while its equality holds, else free).
    func expansionMayMove(_ terms: [(Int32, Double)]) -> Bool {
        var variableSums: [Int32: Double] = [:]
        var touchedVariables: [Int32] = []
        var pendingDefinitions = MinHeap()
        var symbolSums: [SymbolKey: Double] = [:]
        var touchedSymbols: [SymbolKey] = []

        func touch(_ index: Int32, _ coefficient: Double) {
            if let sum = variableSums[index] {
                variableSums[index] = sum + coefficient
                return
            }
            touchedVariables.append(index)
            let definition = variables[Int(index)].definition
            if definition >= 0 { pendingDefinitions.push(-definition) }
            variableSums[index] = 0 + coefficient
        }
        func add(_ key: SymbolKey, _ coefficient: Double) {
            if let sum = symbolSums[key] {
                symbolSums[key] = sum + coefficient
            } else {
                touchedSymbols.append(key)
                symbolSums[key] = 0 + coefficient
            }
        }
        func addParametric(_ key: SymbolKey, _ coefficient: Double) {
            guard case .existing(let symbol) = key, basicRows[Int(symbol)] >= 0 else {
                add(key, coefficient)
                return
            }
            for cell in rows[Int(basicRows[Int(symbol)])].cells {
                add(.existing(cell.symbol), coefficient * cell.coefficient)
            }
        }

        for (index, coefficient) in terms { touch(index, coefficient) }
        while let negated = pendingDefinitions.pop() {
            let index = -negated
            let definition = definitions[Int(index)]
            let a = variableSums[definition.variable] ?? 0
            variableSums[definition.variable] = 0
            if isNearZero(a) { continue }
            let marker = definition.marker
            addParametric(marker >= 0 ? .existing(marker) : .marker(ofDefinition: index), a)
            for k in termRange(ofDefinition: index) {
                touch(definitionTermVariables[k], a * definitionTermCoefficients[k])
            }
        }
        for index in touchedVariables {
            let a = variableSums[index] ?? 0
            if isNearZero(a) { continue }
            let symbol = variables[Int(index)].symbol
            addParametric(symbol >= 0 ? .existing(symbol) : .variable(index), a)
        }
        for key in touchedSymbols where !isNearZero(symbolSums[key] ?? 0) {
            if mayMove(key) { return true }
        }
        return false
    }

    /// Whether the symbol (or the one the expansion would create) may move on the optimal face.
    private func mayMove(_ key: SymbolKey) -> Bool {
        switch key {
        case .existing(let symbol):
            return mayMoveOnOptimalFace(symbol)
        case .variable:
            return true
        case .marker(let definition):
            let marker = definitions[Int(definition)].marker
            return !records[Int(-1 - marker)].isLive
        }
    }
}

/// A symbol of the expansion: one the state has, or one the expansion would create.
private enum SymbolKey: Hashable {
    case existing(Int32)
    case variable(Int32)
    case marker(ofDefinition: Int32)
}
