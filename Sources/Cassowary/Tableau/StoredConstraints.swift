/// A constraint of a handle-based state: what a ``Constraint`` object holds for a ``Solver``.
/// Its priority is its record's level (required when the record has none), so it is not kept
/// twice. 16 bytes.
///
/// Its terms, as the caller wrote them, are `storedTermVariables` and `storedTermCoefficients`
/// from `termStart` up to the next stored constraint's first term: the pool holds the terms in
/// the order of the stored constraints.
///
/// A constraint that became a definition holding its terms exactly keeps no stored constraint
/// at all: a required equality without repeated variables or zero coefficients whose defined
/// variable's coefficient is ±1 (`v − u − 8 = 0`, the common case in layout). Its other terms
/// are then the definition's, negated and multiplied by that ±1, and its constant is minus the
/// definition's, multiplied by it; both are exact. Its record's entry in `storedIndices` then
/// says where the defined variable was written and with which sign (``HeldTerms``).
struct StoredConstraint {
    /// The expression's constant, which an update of the constant changes.
    var constant: Double
    var termStart: Int32
    let relation: Relation
}

/// How a constraint held by its definition was written, packed into a negative entry of
/// `storedIndices` (a non-negative entry is the index of a stored constraint).
struct HeldTerms {
    /// Where the defined variable stood among the constraint's terms.
    var position: Int
    /// Whether the defined variable's coefficient was −1 (else +1).
    var isNegative: Bool

    init(position: Int, isNegative: Bool) {
        self.position = position
        self.isNegative = isNegative
    }

    init(entry: Int32) {
        let code = Int(-1 - entry)
        position = code >> 1
        isNegative = code & 1 == 1
    }

    var entry: Int32 { Int32(-1 - (position << 1 | (isNegative ? 1 : 0))) }

    /// The defined variable's coefficient, ±1.
    var scale: Double { isNegative ? -1 : 1 }
}

/// What the solver reads of an added constraint, whichever way the caller addresses it: from
/// the caller's ``Constraint`` object, or from what a handle-based state keeps. The small
/// queries are always inlined: called on the `inout` state from a mutating method, an outlined
/// non-mutating method receives a copy of the whole state.
extension SolverState {
    @inline(__always)
    func relation(ofRecord index: Int32) -> Relation {
        guard usesHandles else { return constraintObjects[Int(index)].relation }
        let stored = storedIndices[Int(index)]
        return stored >= 0 ? storedConstraints[Int(stored)].relation : .equal
    }

    @inline(__always)
    func constant(ofRecord index: Int32) -> Double {
        guard usesHandles else { return constraintObjects[Int(index)].constant }
        let stored = storedIndices[Int(index)]
        if stored >= 0 { return storedConstraints[Int(stored)].constant }
        // The definition's constant is minus the constant over the ±1 coefficient.
        let constant = definitions[Int(records[Int(index)].definition)].constant
        return HeldTerms(entry: stored).isNegative ? constant : -constant
    }

    /// Sets the constant the caller's object or the stored constraint holds; a constraint held
    /// by its definition has its constant in the definition, which ``updateConstant`` sets.
    mutating func setConstant(ofRecord index: Int32, _ constant: Double) {
        if usesHandles {
            let stored = storedIndices[Int(index)]
            if stored >= 0 { storedConstraints[Int(stored)].constant = constant }
        } else {
            constraintObjects[Int(index)].constant = constant
        }
    }

    func priority(ofRecord index: Int32) -> Priority {
        if !usesHandles { return constraintObjects[Int(index)].priority }
        let level = records[Int(index)].level
        return level < 0 ? .required : Priority(levels[Int(level)].priority)
    }

    /// Where a stored constraint's terms lie in the pool: up to the next one's first term.
    @inline(__always)
    func termRange(ofStored index: Int32) -> Range<Int> {
        let next = Int(index) + 1
        let end = next < storedConstraints.count ? Int(storedConstraints[next].termStart) : storedTermVariables.count
        return Int(storedConstraints[Int(index)].termStart)..<end
    }

    /// Calls `body` with each term of the record's constraint as (variable index, coefficient),
    /// in writing order.
    func forEachTerm(ofRecord index: Int32, _ body: (Int32, Double) -> Void) {
        if usesHandles {
            let stored = storedIndices[Int(index)]
            if stored < 0 {
                forEachTerm(heldBy: HeldTerms(entry: stored), record: index, body)
                return
            }
            for k in termRange(ofStored: stored) {
                body(storedTermVariables[k], storedTermCoefficients[k])
            }
        } else {
            constraintObjects[Int(index)].terms.forEach { term in
                // Every variable of an added constraint is registered.
                body(existingIndex(of: term.variable)!, term.coefficient)
            }
        }
    }

    /// The terms of a constraint its definition holds, in writing order.
    private func forEachTerm(heldBy held: HeldTerms, record: Int32, _ body: (Int32, Double) -> Void) {
        let definitionIndex = records[Int(record)].definition
        let definition = definitions[Int(definitionIndex)]
        let scale = held.scale
        let range = termRange(ofDefinition: definitionIndex)
        var k = range.lowerBound
        for position in 0...range.count {
            if position == held.position {
                body(definition.variable, scale)
            } else {
                body(definitionTermVariables[k], -definitionTermCoefficients[k] * scale)
                k += 1
            }
        }
    }

    /// Appends the constraint's terms to the pool and the constraint to `storedConstraints`,
    /// for the next record.
    mutating func store(_ terms: ArraySlice<HandleTerm>, constant: Double, relation: Relation) {
        let start = Int32(storedTermVariables.count)
        for term in terms {
            storedTermVariables.append(term.variable.index)
            storedTermCoefficients.append(term.coefficient)
        }
        storedIndices.append(Int32(storedConstraints.count))
        storedConstraints.append(StoredConstraint(constant: constant, termStart: start, relation: relation))
    }

    /// Drops what refused additions stored: the stored constraints from `stored` on and the pool's
    /// terms from `terms` on (the rollback drops their records' entries in `storedIndices`).
    mutating func truncateStorage(stored: Int, terms: Int) {
        // Single removals: for the few entries usual here, `removeSubrange` (a generic
        // `replaceSubrange`) costs several times more.
        while storedConstraints.count > stored { storedConstraints.removeLast() }
        while storedTermVariables.count > terms {
            storedTermVariables.removeLast()
            storedTermCoefficients.removeLast()
        }
    }

    /// Lets the definition of a stored constraint just added hold it when it holds it exactly
    /// (see ``StoredConstraint``), and drops the stored constraint and its terms, which are last.
    mutating func releaseTermsHeldByDefinition(ofRecord index: Int32) {
        let definitionIndex = records[Int(index)].definition
        guard definitionIndex >= 0 else { return }
        let storedIndex = storedIndices[Int(index)]
        guard Int(storedIndex) == storedConstraints.count - 1 else { return }
        let range = termRange(ofStored: storedIndex)
        let definition = definitions[Int(definitionIndex)]
        let definitionTerms = termRange(ofDefinition: definitionIndex)
        guard range.count == definitionTerms.count + 1,
            let defined = range.first(where: { storedTermVariables[$0] == definition.variable })
        else { return }
        let scale = storedTermCoefficients[defined]
        guard scale == 1 || scale == -1 else { return }
        var k = definitionTerms.lowerBound
        for position in range where position != defined {
            guard storedTermVariables[position] == definitionTermVariables[k],
                storedTermCoefficients[position] == -definitionTermCoefficients[k] * scale
            else { return }
            k += 1
        }
        truncateStorage(stored: Int(storedIndex), terms: range.lowerBound)
        storedIndices[Int(index)] = HeldTerms(position: defined - range.lowerBound, isNegative: scale < 0).entry
    }

    /// ``mergeTerms(of:)`` for the record's constraint.
    mutating func mergeTerms(ofRecord index: Int32) {
        if usesHandles {
            let stored = storedIndices[Int(index)]
            if stored < 0 {
                // Already merged: no variable repeats and no coefficient is zero.
                while !mergedTerms.isEmpty { mergedTerms.removeLast() }
                var terms = mergedTerms
                forEachTerm(ofRecord: index) { terms.append(($0, $1)) }
                mergedTerms = terms
                return
            }
            mergeStoredTerms(termRange(ofStored: stored))
        } else {
            mergeTerms(of: constraintObjects[Int(index)].terms)
        }
    }

    /// ``mergeTerms(of:)`` for a caller's handle terms, with the same result: terms merged by
    /// variable in order of first appearance, zero sums dropped, in `mergedTerms`.
    mutating func mergeHandleTerms(_ terms: ArraySlice<HandleTerm>) {
        while !mergedTerms.isEmpty { mergedTerms.removeLast() }
        let start = terms.startIndex, count = terms.count
        if count <= 2 {
            // Most layout constraints: one item's attribute against another's, or a constant.
            guard count == 2 else {
                if count == 1, !isNearZero(terms[start].coefficient) {
                    mergedTerms.append((terms[start].variable.index, terms[start].coefficient))
                }
                return
            }
            let (first, second) = (terms[start], terms[start + 1])
            if first.variable == second.variable {
                let sum = first.coefficient + second.coefficient
                if !isNearZero(sum) { mergedTerms.append((first.variable.index, sum)) }
                return
            }
            if !isNearZero(first.coefficient) { mergedTerms.append((first.variable.index, first.coefficient)) }
            if !isNearZero(second.coefficient) { mergedTerms.append((second.variable.index, second.coefficient)) }
            return
        }
        let term: (inout SolverState, Int) -> (Int32, Double) = { _, k in
            (terms[start + k].variable.index, terms[start + k].coefficient)
        }
        if count <= 8 { return mergeFewTerms(count: count, term) }
        mergeManyTerms(count: count, term)
    }

    /// ``mergeTerms(of:)`` for terms of the pool, with the same result: terms merged by
    /// variable in order of first appearance, zero sums dropped, in `mergedTerms`.
    mutating func mergeStoredTerms(_ range: Range<Int>) {
        while !mergedTerms.isEmpty { mergedTerms.removeLast() }
        let start = range.lowerBound, count = range.count
        let term: (inout SolverState, Int) -> (Int32, Double) = { state, k in
            (state.storedTermVariables[start + k], state.storedTermCoefficients[start + k])
        }
        if count <= 8 { return mergeFewTerms(count: count, term) }
        mergeManyTerms(count: count, term)
    }

    /// Merges `count` terms (`term(state, k)` is the k-th) by comparing every pair, with no
    /// scratch arrays: the cheaper way for a few terms. `mergedTerms` must be empty.
    @inline(__always)
    private mutating func mergeFewTerms(count: Int, _ term: (inout SolverState, Int) -> (Int32, Double)) {
        outer: for i in 0..<count {
            var (variable, coefficient) = term(&self, i)
            for j in 0..<i where term(&self, j).0 == variable { continue outer }
            for j in (i + 1)..<count {
                let (other, otherCoefficient) = term(&self, j)
                if other == variable { coefficient += otherCoefficient }
            }
            if !isNearZero(coefficient) { mergedTerms.append((variable, coefficient)) }
        }
    }

    /// Whether the variable is a last-resort subject (``Variable/SubjectPreference/last``).
    @inline(__always)
    func isLastResort(variable index: Int32) -> Bool {
        usesHandles
            ? variables[Int(index)].isLastResort : variableObjects[Int(index)].subjectPreference == .last
    }

    /// A variable's name for texts: its object's, or the one given to its handle ("" if none).
    func name(ofVariable index: Int32) -> String {
        usesHandles ? variableNames[index] ?? "" : variableObjects[Int(index)].name
    }
}
