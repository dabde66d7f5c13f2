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
        if valuesAreFresh { return }
        // Registering a variable or a definition leaves these short; growing them here in bulk
        // spares an append per variable and per definition (3 % of a W1 build).
        if values.count < variables.count {
            let first = values.count
            values.append(contentsOf: repeatElement(0, count: variables.count - first))
            // A handle-based state writes no objects: it keeps no written values.
            if !usesHandles { coverWrittenValues(from: first) }
            // A new variable is written whatever its value: its object may hold anything (its
            // initial value, another solver's), not the 0 it starts at here.
            if !allVariablesUnwritten { unwrittenVariables.append(contentsOf: (Int32(first)..<Int32(variables.count))) }
        }
        if definitionQueued.count < definitions.count {
            definitionQueued.append(contentsOf: repeatElement(false, count: definitions.count - definitionQueued.count))
        }
        if !valuesAreCurrent {
            evaluateAll()
        } else if !dirtyDefinitions.isEmpty || !dirtyVariables.isEmpty {
            evaluateDownstream()
        }
        valuesAreFresh = true
    }

    /// Marks everything for recomputation: the tableau changed.
    mutating func invalidateValues() {
        valuesAreCurrent = false
        valuesAreFresh = false
    }

    /// Queues one definition for recomputation.
    mutating func invalidate(definition index: Int32) {
        guard valuesAreCurrent else { return }
        if dirtyVariables.count + dirtyDefinitions.count > downstreamLimit {
            invalidateValues()
            return
        }
        dirtyDefinitions.append(index)
        valuesAreFresh = false
    }

    /// Queues what a basic symbol's new value changes: its variable, or its definition.
    mutating func invalidate(basic symbol: Int32) {
        guard valuesAreCurrent else { return }
        if dirtyVariables.count + dirtyDefinitions.count > downstreamLimit {
            // So much moved that one linear pass is cheaper than following the changes.
            invalidateValues()
            return
        }
        let owner = symbols[Int(symbol)].owner
        switch symbols[Int(symbol)].kind {
        case .external:
            dirtyVariables.append(owner)
            valuesAreFresh = false
        case .dummy, .free:
            if owner >= 0 && records[Int(owner)].definition >= 0 {
                dirtyDefinitions.append(records[Int(owner)].definition)
                valuesAreFresh = false
            }
        default:
            break
        }
    }

    /// One linear pass: every tableau variable from its row, then every definition in order
    /// (a definition reads only variables defined before it).
    private mutating func evaluateAll() {
        evaluateLinearly(includingTableauVariables: true, definitionsFrom: 0)
    }

    /// The linear pass, over raw buffers: this is the loop a resize spends its time in. A
    /// downstream sweep that finds too much to follow finishes with it from where it stands,
    /// without the tableau variables and the definitions behind it, which are current already.
    private mutating func evaluateLinearly(includingTableauVariables: Bool, definitionsFrom first: Int) {
        var out = values
        values = []
        out.withUnsafeMutableBufferPointer { out in
            basicRows.withUnsafeBufferPointer { basicRows in
                rows.withUnsafeBufferPointer { rows in
                    @inline(__always) func symbolValue(_ symbol: Int32) -> Double {
                        let slot = basicRows[Int(symbol)]
                        return slot >= 0 ? rows[Int(slot)].constant : 0
                    }
                    if includingTableauVariables {
                        variables.withUnsafeBufferPointer { variables in
                            for i in variables.indices where variables[i].definition < 0 {
                                let symbol = variables[i].symbol
                                out[i] = symbol >= 0 ? symbolValue(symbol) : 0
                            }
                        }
                    }
                    definitions.withUnsafeBufferPointer { definitions in
                        definitionTermCoefficients.withUnsafeBufferPointer { coefficients in
                            definitionTermVariables.withUnsafeBufferPointer { termVariables in
                                for index in first..<definitions.count {
                                    let definition = definitions[index]
                                    var value = definition.constant
                                    let start = Int(definition.termStart)
                                    for k in start..<(start + Int(definition.termCount)) {
                                        value += coefficients[k] * out[Int(termVariables[k])]
                                    }
                                    if definition.marker >= 0 { value += symbolValue(definition.marker) }
                                    out[Int(definition.variable)] = value
                                }
                            }
                        }
                    }
                }
            }
        }
        values = out
        dirtyDefinitions.removeAll(keepingCapacity: true)
        dirtyVariables.removeAll(keepingCapacity: true)
        allVariablesUnwritten = true
        valuesAreCurrent = true
    }

    private mutating func evaluateDownstream() {
        let limit = downstreamLimit
        // Where a linear pass would have to start: dependents that a stopped enqueueDependents
        // left unqueued lie anywhere after the variable it was following.
        var unqueuedFrom = Int.max
        for index in dirtyVariables {
            let variable = Int(index)
            let symbol = variables[variable].symbol
            if store(symbol >= 0 ? symbolValue(symbol) : 0, in: variable) && !enqueueDependents(of: variable) {
                unqueuedFrom = 0
            }
        }
        dirtyVariables.removeAll(keepingCapacity: true)
        for index in dirtyDefinitions { enqueue(definition: index) }
        dirtyDefinitions.removeAll(keepingCapacity: true)
        // One sweep in definition order: a definition reads only variables defined before it,
        // so every dependent of a recomputed definition lies ahead of the sweep.
        var processed = 0
        var index = queuedLow
        while index <= queuedHigh {
            if !definitionQueued[index] {
                index += 1
                continue
            }
            definitionQueued[index] = false
            queuedCount -= 1
            processed += 1
            if processed + queuedCount > limit {
                // Most of the system moves (a resize): one linear pass beats following it.
                for rest in index...queuedHigh { definitionQueued[rest] = false }
                clearQueue()
                evaluateLinearly(includingTableauVariables: false, definitionsFrom: min(index, unqueuedFrom))
                return
            }
            let variable = Int(definitions[index].variable)
            if store(value(ofDefinition: index), in: variable) && !enqueueDependents(of: variable) {
                unqueuedFrom = min(unqueuedFrom, index + 1)
            }
            index += 1
        }
        clearQueue()
    }

    private mutating func enqueue(definition index: Int32) {
        let i = Int(index)
        if definitionQueued[i] { return }
        definitionQueued[i] = true
        queuedCount += 1
        queuedLow = min(queuedLow, i)
        queuedHigh = max(queuedHigh, i)
    }

    private mutating func clearQueue() {
        queuedLow = Int.max
        queuedHigh = -1
        queuedCount = 0
    }

    /// Following changes costs a recomputation and a dependents walk per definition, several
    /// times what the linear pass spends on one, and the work done before giving up is wasted.
    /// 1/64 of the definitions keeps that waste small while small edits (a leaf, one cell) still
    /// follow their changes.
    var downstreamLimit: Int { definitions.count / 64 + 32 }

    /// Queues the definitions that read `variable`; stops early once so many are queued that
    /// the caller will fall back to a linear pass anyway, and then returns false.
    private mutating func enqueueDependents(of variable: Int) -> Bool {
        let limit = downstreamLimit
        var term = variables[variable].firstDependentTerm
        while term >= 0 {
            if queuedCount > limit { return false }
            let link = dependents[Int(term)]
            enqueue(definition: link.definition)
            term = link.next
        }
        return true
    }

    /// Stores a variable's new value; false when it did not change (bit for bit).
    private mutating func store(_ value: Double, in variable: Int) -> Bool {
        if value.bitPattern == values[variable].bitPattern { return false }
        values[variable] = value
        if !allVariablesUnwritten { unwrittenVariables.append(Int32(variable)) }
        return true
    }

    private func value(ofDefinition index: Int) -> Double {
        let definition = definitions[index]
        var value = definition.constant
        for k in termRange(ofDefinition: Int32(index)) {
            value += definitionTermCoefficients[k] * values[Int(definitionTermVariables[k])]
        }
        if definition.marker >= 0 { value += symbolValue(definition.marker) }
        return value
    }
}
