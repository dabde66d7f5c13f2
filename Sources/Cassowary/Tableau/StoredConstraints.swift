/// A constraint of a handle-based state, by record index: what a ``Constraint`` object holds
/// for a ``Solver``. Its priority is its record's level (required when the record has none), so
/// it is not kept twice. 24 bytes.
///
/// Its terms, as the caller wrote them, are `storedTermVariables` and `storedTermCoefficients`
/// from `termStart`, unless the constraint became a definition that holds them exactly: a
/// required equality without repeated variables or zero coefficients whose defined variable's
/// coefficient is ±1 (`v − u − 8 = 0`, the common case in layout). Its other terms are then the
/// definition's, negated and multiplied by that ±1, which is exact, and the pool keeps nothing:
/// `termStart` is `-1 - p` for the defined variable at position `p`.
struct StoredConstraint {
    /// The expression's constant, which an update of the constant changes. Kept even for a
    /// definition: the definition's own constant is shifted by each change, not recomputed.
    var constant: Double
    var termStart: Int32
    var termCount: Int32
    let relation: Relation
    /// For terms held by a definition: whether the defined variable's coefficient is −1.
    var definedCoefficientIsNegative = false

    init(constant: Double, termStart: Int32, termCount: Int32, relation: Relation) {
        self.constant = constant
        self.termStart = termStart
        self.termCount = termCount
        self.relation = relation
    }

    /// Whether the definition of its record holds its terms (see above).
    var isHeldByDefinition: Bool { termStart < 0 }
}

/// What the solver reads of an added constraint, whichever way the caller addresses it: from
/// the caller's ``Constraint`` object, or from the stored constraint of a handle-based state.
extension SolverState {
    func relation(ofRecord index: Int32) -> Relation {
        usesHandles ? storedConstraints[Int(index)].relation : constraintObjects[Int(index)].relation
    }

    func constant(ofRecord index: Int32) -> Double {
        usesHandles ? storedConstraints[Int(index)].constant : constraintObjects[Int(index)].constant
    }

    mutating func setConstant(ofRecord index: Int32, _ constant: Double) {
        if usesHandles {
            storedConstraints[Int(index)].constant = constant
        } else {
            constraintObjects[Int(index)].constant = constant
        }
    }

    func priority(ofRecord index: Int32) -> Priority {
        if !usesHandles { return constraintObjects[Int(index)].priority }
        let level = records[Int(index)].level
        return level < 0 ? .required : Priority(levels[Int(level)].priority)
    }

    /// Calls `body` with each term of the record's constraint as (variable index, coefficient),
    /// in writing order.
    func forEachTerm(ofRecord index: Int32, _ body: (Int32, Double) -> Void) {
        if usesHandles {
            let stored = storedConstraints[Int(index)]
            if stored.isHeldByDefinition {
                forEachTerm(ofDefinitionHolding: stored, record: index, body)
                return
            }
            let start = Int(stored.termStart)
            for k in start..<(start + Int(stored.termCount)) {
                body(storedTermVariables[k], storedTermCoefficients[k])
            }
        } else {
            constraintObjects[Int(index)].terms.forEach { term in
                // Every variable of an added constraint is registered.
                body(existingIndex(of: term.variable)!, term.coefficient)
            }
        }
    }

    /// The terms of a stored constraint its definition holds, in writing order.
    private func forEachTerm(
        ofDefinitionHolding stored: StoredConstraint, record: Int32, _ body: (Int32, Double) -> Void
    ) {
        let definition = definitions[Int(records[Int(record)].definition)]
        let defined = Int(-1 - stored.termStart)
        let scale = stored.definedCoefficientIsNegative ? -1.0 : 1.0
        var k = Int(definition.termStart)
        for position in 0..<Int(stored.termCount) {
            if position == defined {
                body(definition.variable, scale)
            } else {
                body(definitionTermVariables[k], -definitionTermCoefficients[k] * scale)
                k += 1
            }
        }
    }

    /// Lets the definition of a stored constraint just added hold its terms when it holds them
    /// exactly (see ``StoredConstraint``), and drops them from the pool, where they are last.
    mutating func releaseTermsHeldByDefinition(ofRecord index: Int32) {
        let definitionIndex = records[Int(index)].definition
        guard definitionIndex >= 0 else { return }
        let stored = storedConstraints[Int(index)]
        let start = Int(stored.termStart), count = Int(stored.termCount)
        let definition = definitions[Int(definitionIndex)]
        guard start + count == storedTermVariables.count, count == Int(definition.termCount) + 1,
            let defined = (start..<(start + count)).first(where: { storedTermVariables[$0] == definition.variable })
        else { return }
        let scale = storedTermCoefficients[defined]
        guard scale == 1 || scale == -1 else { return }
        var k = Int(definition.termStart)
        for position in start..<(start + count) where position != defined {
            guard storedTermVariables[position] == definitionTermVariables[k],
                storedTermCoefficients[position] == -definitionTermCoefficients[k] * scale
            else { return }
            k += 1
        }
        storedTermVariables.removeSubrange(start...)
        storedTermCoefficients.removeSubrange(start...)
        storedConstraints[Int(index)].termStart = Int32(-1 - (defined - start))
        storedConstraints[Int(index)].definedCoefficientIsNegative = scale < 0
    }

    /// ``mergeTerms(of:)`` for the record's constraint.
    mutating func mergeTerms(ofRecord index: Int32) {
        if usesHandles {
            let stored = storedConstraints[Int(index)]
            if stored.isHeldByDefinition {
                // Already merged: no variable repeats and no coefficient is zero.
                while !mergedTerms.isEmpty { mergedTerms.removeLast() }
                var terms = mergedTerms
                forEachTerm(ofRecord: index) { terms.append(($0, $1)) }
                mergedTerms = terms
                return
            }
            mergeStoredTerms(from: Int(stored.termStart), count: Int(stored.termCount))
        } else {
            mergeTerms(of: constraintObjects[Int(index)].terms)
        }
    }

    /// ``mergeTerms(of:)`` for terms of the pool, with the same result: terms merged by
    /// variable in order of first appearance, zero sums dropped, in `mergedTerms`.
    mutating func mergeStoredTerms(from start: Int, count: Int) {
        while !mergedTerms.isEmpty { mergedTerms.removeLast() }
        if count <= 8 {
            outer: for i in start..<(start + count) {
                let variable = storedTermVariables[i]
                for j in start..<i where storedTermVariables[j] == variable { continue outer }
                var coefficient = storedTermCoefficients[i]
                for j in (i + 1)..<(start + count) where storedTermVariables[j] == variable {
                    coefficient += storedTermCoefficients[j]
                }
                if !isNearZero(coefficient) { mergedTerms.append((variable, coefficient)) }
            }
            return
        }
        growScratch()
        var merged = mergedTerms
        mergedTerms = []
        for k in start..<(start + count) {
            let index = Int(storedTermVariables[k])
            if !variableTouched[index] {
                variableTouched[index] = true
                merged.append((Int32(index), 0))
            }
            variableScratch[index] += storedTermCoefficients[k]
        }
        var kept = 0
        for position in merged.indices {
            let index = Int(merged[position].0)
            let coefficient = variableScratch[index]
            variableScratch[index] = 0
            variableTouched[index] = false
            if !isNearZero(coefficient) {
                merged[kept] = (merged[position].0, coefficient)
                kept += 1
            }
        }
        merged.removeSubrange(kept...)
        mergedTerms = merged
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
