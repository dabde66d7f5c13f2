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
        } else if !dirtyDefinitions.isEmpty || !dirtyVariables.isEmpty {
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

    /// Queues what a basic symbol's new value changes: its variable, or its definition.
    mutating func invalidate(basic symbol: Int32) {
        guard valuesAreCurrent else { return }
        if dirtyVariables.count + dirtyDefinitions.count > variables.count / 4 + 64 {
            // So much moved that one linear pass is cheaper than following the changes.
            invalidateValues()
            return
        }
        let owner = owners[Int(symbol)]
        switch kinds[Int(symbol)] {
        case .external:
            dirtyVariables.append(owner)
        case .dummy, .free:
            if owner >= 0 && records[Int(owner)].definition >= 0 {
                dirtyDefinitions.append(records[Int(owner)].definition)
            }
        default:
            break
        }
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
        dirtyVariables.removeAll(keepingCapacity: true)
        allVariablesUnwritten = true
        valuesAreCurrent = true
    }

    private mutating func evaluateDownstream() {
        var pending = MinHeap()
        func enqueueDependents(of variable: Int, _ state: inout SolverState) {
            var term = state.firstDependentTerm[variable]
            while term >= 0 {
                let dependent = state.termDefinition[Int(term)]
                if !state.definitionQueued[Int(dependent)] {
                    state.definitionQueued[Int(dependent)] = true
                    pending.push(dependent)
                }
                term = state.nextDependentTerm[Int(term)]
            }
        }
        func store(_ value: Double, in variable: Int, _ state: inout SolverState) -> Bool {
            if value.bitPattern == state.values[variable].bitPattern { return false }
            state.values[variable] = value
            if !state.allVariablesUnwritten { state.unwrittenVariables.append(Int32(variable)) }
            return true
        }
        for index in dirtyVariables {
            let variable = Int(index)
            let symbol = variables[variable].symbol
            if store(symbol >= 0 ? symbolValue(symbol) : 0, in: variable, &self) {
                enqueueDependents(of: variable, &self)
            }
        }
        dirtyVariables.removeAll(keepingCapacity: true)
        for index in dirtyDefinitions where !definitionQueued[Int(index)] {
            definitionQueued[Int(index)] = true
            pending.push(index)
        }
        dirtyDefinitions.removeAll(keepingCapacity: true)
        var processed = 0
        while let index = pending.pop() {
            definitionQueued[Int(index)] = false
            processed += 1
            if processed > definitions.count / 4 + 64 {
                // Most of the system moves (a resize): one linear pass beats following it.
                for queued in pending.items { definitionQueued[Int(queued)] = false }
                evaluateAll()
                return
            }
            let variable = Int(definitions[Int(index)].variable)
            if store(value(ofDefinition: Int(index)), in: variable, &self) {
                enqueueDependents(of: variable, &self)
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
