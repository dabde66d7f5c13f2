/// Computing variable values: tableau symbols first, then definitions in order.
///
/// After a change that touched the tableau everything is recomputed, in one linear pass.
/// After changes confined to definitions (a new definition, or a constant changed on a
/// definition no row refers to), only the definitions downstream of them are recomputed,
/// following the dependents index, so that such an edit costs what it affects, not the size
/// of the system. Either way the variables whose values changed wait in `unwrittenVariables`
/// for ``Solver/updateVariables()``.
extension SolverState {
    mutating func evaluate() {
        if !valuesAreCurrent {
            evaluateAll()
        } else if !dirtyDefinitions.isEmpty {
            evaluateDownstream()
        }
    }

    /// Marks everything for recomputation: the tableau changed.
    mutating func invalidateValues() {
        valuesAreCurrent = false
    }

    /// Queues one definition for recomputation.
    mutating func invalidate(definition index: Int32) {
        if valuesAreCurrent { dirtyDefinitions.append(index) }
    }

    private mutating func evaluateAll() {
        for i in variables.indices where variables[i].definition < 0 {
            let symbol = variables[i].symbol
            values[i] = symbol >= 0 ? symbolValue(symbol) : 0
        }
        for index in definitions.indices {
            values[Int(definitions[index].variable)] = value(ofDefinition: index)
        }
        dirtyDefinitions.removeAll(keepingCapacity: true)
        allVariablesUnwritten = true
        valuesAreCurrent = true
    }

    private mutating func evaluateDownstream() {
        var pending = MinHeap()
        for index in dirtyDefinitions where !definitionQueued[Int(index)] {
            definitionQueued[Int(index)] = true
            pending.push(index)
        }
        dirtyDefinitions.removeAll(keepingCapacity: true)
        while let index = pending.pop() {
            definitionQueued[Int(index)] = false
            let variable = Int(definitions[Int(index)].variable)
            let value = value(ofDefinition: Int(index))
            if value.bitPattern == values[variable].bitPattern { continue }
            values[variable] = value
            if !allVariablesUnwritten { unwrittenVariables.append(Int32(variable)) }
            var term = firstDependentTerm[variable]
            while term >= 0 {
                let dependent = termDefinition[Int(term)]
                if !definitionQueued[Int(dependent)] {
                    definitionQueued[Int(dependent)] = true
                    pending.push(dependent)
                }
                term = nextDependentTerm[Int(term)]
            }
        }
    }

    private func value(ofDefinition index: Int) -> Double {
        let definition = definitions[index]
        var value = definition.constant
        let start = Int(definition.termStart)
        for k in start..<(start + Int(definition.termCount)) {
            value += definitionTermCoefficients[k] * values[Int(definitionTermVariables[k])]
        }
        if definition.marker >= 0 { value += symbolValue(definition.marker) }
        return value
    }
}
