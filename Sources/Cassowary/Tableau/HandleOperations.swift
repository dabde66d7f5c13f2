/// The operations of a ``HandleSolver`` on its handle-based state: those of Operations.swift,
/// with variables and constraints by index, the constraints stored in the state (a record's
/// stored constraint sits at the record's index), and the same validation, transactions and
/// explanations.
extension SolverState {
    // MARK: Variables

    /// Registers a new variable and returns its index.
    mutating func makeVariable(name: String, isLastResort: Bool) -> Int32 {
        let index = Int32(variables.count)
        var record = VariableRecord()
        record.isLastResort = isLastResort
        variables.append(record)
        if !name.isEmpty { variableNames[index] = name }
        // `values` covers the new variable from the next evaluation on (see evaluate()).
        valuesAreFresh = false
        return index
    }

    /// Room for this many variables and constraints in the arrays that grow with each, so that
    /// a caller who knows the size of its system does not pay for the slack of doubling.
    mutating func reserveCapacity(variables variableCount: Int, constraints constraintCount: Int) {
        variables.reserveCapacity(variableCount)
        values.reserveCapacity(variableCount)
        records.reserveCapacity(constraintCount)
        storedIndices.reserveCapacity(constraintCount)
        // A definition defines a variable: there are at most as many as either.
        definitions.reserveCapacity(min(variableCount, constraintCount))
    }

    /// Room for this many more variables and constraints than there are. An array that must
    /// grow grows to at least one and a half times its capacity, so that a caller reserving for
    /// each of many small batches still appends in amortised constant time.
    mutating func reserveAdditionalCapacity(variables extraVariables: Int, constraints extraConstraints: Int) {
        Self.grow(&variables, by: extraVariables)
        Self.grow(&values, by: extraVariables)
        Self.grow(&records, by: extraConstraints)
        Self.grow(&storedIndices, by: extraConstraints)
        Self.grow(&definitions, by: min(extraVariables, extraConstraints))
    }

    /// Room for `termCount` more definition terms.
    private mutating func reserveDefinitionTerms(_ termCount: Int) {
        Self.grow(&definitionTermVariables, by: termCount)
        Self.grow(&definitionTermCoefficients, by: termCount)
        Self.grow(&dependents, by: termCount)
    }

    private static func grow<Element>(_ array: inout [Element], by extra: Int) {
        let needed = array.count + extra
        if needed > array.capacity { array.reserveCapacity(max(needed, array.capacity + array.capacity / 2)) }
    }

    // MARK: Constraints

    mutating func addStored(_ constraint: LinearConstraint) throws(HandleSolverError) -> Int32 {
        try validate(constraint.terms[...], constant: constraint.constant, priority: constraint.priority) {
            constraint
        }
        let (storedCount, poolCount) = (storedConstraints.count, storedTermVariables.count)
        let recordLimit = records.count
        do {
            try insertHandleConstraint(
                constraint.terms[...], constant: constraint.constant, relation: constraint.relation,
                priority: constraint.priority, sequence: nil)
        } catch {
            let certificate = conflictMembers(requiredRecords(namedBy: error.evidence, recordLimit: recordLimit))
            rollbackTransaction()
            truncateStorage(stored: storedCount, terms: poolCount)
            throw unsatisfiable(conflictMember(constraint, batchPosition: -1), certificate: certificate)
        }
        finishTransaction()
        checkAccuracy()
        return Int32(recordLimit)
    }

    /// Adds a batch as ``add(batch:)`` does: required equalities first, one optimisation, all or
    /// nothing. Returns each constraint's record index, in the batch's order.
    mutating func addStored<Source: LinearConstraintSource>(batch constraints: Source) throws(HandleSolverError)
        -> [Int32]
    {
        // One pass over the batch validates it, puts it in insertion order (``insertionOrder``:
        // required equalities first) and counts the definition terms it can add: a required
        // equality that becomes a definition keeps all its terms but the defined variable's,
        // and no other constraint makes one. The definitions' arrays then grow once for the
        // batch, and keep no doubling's slack. (Three passes had read a large batch three
        // times from memory.)
        let count = constraints.constraintCount
        var ordered: [Int] = []
        ordered.reserveCapacity(count)
        var others: [Int] = []
        var definitionTermCount = 0
        for position in 0..<count {
            let terms = constraints.terms(at: position), priority = constraints.priority(at: position)
            try validate(terms, constant: constraints.constant(at: position), priority: priority) {
                constraints.constraint(at: position)
            }
            if priority.isRequired && constraints.relation(at: position) == .equal {
                ordered.append(position)
                definitionTermCount += max(terms.count - 1, 0)
            } else {
                others.append(position)
            }
        }
        ordered.append(contentsOf: others)
        reserveDefinitionTerms(definitionTermCount)
        let firstSequence = Int32(records.count)
        let (storedCount, poolCount) = (storedConstraints.count, storedTermVariables.count)
        var recordIndices = [Int32](repeating: -1, count: count)
        beginTransaction()
        for (position, index) in ordered.enumerated() {
            let recordLimit = records.count
            do {
                try insertHandleConstraint(
                    constraints.terms(at: index), constant: constraints.constant(at: index),
                    relation: constraints.relation(at: index), priority: constraints.priority(at: index),
                    sequence: firstSequence + Int32(index))
            } catch {
                // The batch's members added so far have records until the rollback: by position.
                let certificate = requiredRecords(namedBy: error.evidence, recordLimit: recordLimit).map { record in
                    let member = record - Int(firstSequence)
                    return member < 0
                        ? conflictMember(record: Int32(record))
                        : conflictMember(constraints.constraint(at: ordered[member]), batchPosition: ordered[member])
                }
                rollbackTransaction()
                truncateStorage(stored: storedCount, terms: poolCount)
                let batch = ordered[..<position].filter { constraints.priority(at: $0).isRequired }.map {
                    conflictMember(constraints.constraint(at: $0), batchPosition: $0)
                }
                throw unsatisfiable(
                    conflictMember(constraints.constraint(at: index), batchPosition: index), certificate: certificate,
                    batch: batch)
            }
            recordIndices[index] = Int32(recordLimit)
        }
        finishTransaction()
        checkAccuracy()
        return recordIndices
    }

    /// Whether `index` is a live record of a constraint the caller added (not an edit's).
    func isAddedConstraint(_ index: Int32) -> Bool {
        index >= 0 && Int(index) < records.count && records[Int(index)].isLive && !records[Int(index)].isEdit
    }

    mutating func removeStored(_ index: Int32) throws(HandleSolverError) {
        guard isAddedConstraint(index) else { throw unknownConstraint(index) }
        remove(record: index)
        checkAccuracy()
    }

    mutating func updateStored(_ index: Int32, constant: Double) throws(HandleSolverError) {
        guard isAddedConstraint(index) else { throw unknownConstraint(index) }
        guard constant.isFinite else {
            throw HandleSolverError(
                .nonFiniteValue, description: "non-finite value: constant \(constant) of \(describe(record: index))")
        }
        try changeConstant(record: index, to: constant) { state, named in
            var updated = state.conflictMember(record: index)
            updated.constant = constant
            let others = state.conflictMembers(state.requiredRecords.filter { $0 != Int(index) })
            let conflicting = state.handleConflicts.minimalSet(
                for: updated, certificate: state.conflictMembers(named), required: others)
            return HandleSolverError(
                .unsatisfiableConstraint(
                    ConstraintHandle(index), conflicting: conflicting.map { ConstraintHandle($0.record) },
                    conflictingBatchPositions: []),
                description: state.unsatisfiableMessage(state.describe(record: index), conflicting))
        }
    }

    // MARK: Edit variables

    mutating func addStoredEdit(_ variable: Int32, priority: Priority) throws(HandleSolverError) {
        let handle = VariableHandle(variable)
        if edits[variable] != nil {
            throw HandleSolverError(
                .duplicateEditVariable(handle), description: "duplicate edit variable \(describe(variable: variable))")
        }
        guard priority.value.isFinite else {
            throw HandleSolverError(
                .nonFiniteValue,
                description: "non-finite value: priority of edit variable \(describe(variable: variable))")
        }
        guard priority.isValid else {
            throw HandleSolverError(
                .invalidPriority(priority), description: "priority \(priority.value) is outside 0…1000")
        }
        if priority.isRequired {
            throw HandleSolverError(
                .requiredEditVariable(handle),
                description: "edit variable \(describe(variable: variable)) cannot have required priority")
        }
        // The edit holds the variable's current value until the first suggestion.
        evaluate()
        let record = Int32(records.count)
        store([HandleTerm(handle)][...], constant: -values[Int(variable)], relation: .equal)
        do {
            try insertStored(priority: priority, isEdit: true)
        } catch {
            preconditionFailure("Cassowary: a non-required edit constraint cannot conflict")
        }
        finishEdit(of: variable, record: record)
    }

    mutating func removeStoredEdit(_ variable: Int32) throws(HandleSolverError) {
        guard edits[variable] != nil else { throw unknownEditVariable(variable) }
        removeEdit(ofVariable: variable)
    }

    mutating func suggestStored(_ variable: Int32, _ value: Double) throws(HandleSolverError) {
        guard let edit = edits[variable] else { throw unknownEditVariable(variable) }
        guard value.isFinite else {
            throw HandleSolverError(
                .nonFiniteValue,
                description: "non-finite value: suggested value \(value) for \(describe(variable: variable))")
        }
        suggest(value, to: edit)
    }

    // MARK: Validation

    /// Checks that a constraint can be added. Mutating, though it changes nothing, so that it
    /// takes the state by reference: a non-mutating method called on the `inout` state receives
    /// a copy of it. Only a refusal calls out.
    private mutating func validate(
        _ terms: ArraySlice<HandleTerm>, constant: Double, priority: Priority, constraint: () -> LinearConstraint
    ) throws(HandleSolverError) {
        var isValid = constant.isFinite && priority.value.isFinite && priority.isValid
        for term in terms {
            precondition(
                term.variable.index >= 0 && Int(term.variable.index) < variables.count,
                "Cassowary: \(term.variable) is not a variable of this solver")
            isValid = isValid && term.coefficient.isFinite
        }
        if !isValid { throw refusal(of: constraint()) }
    }

    /// Why ``validate(_:)`` refuses a constraint.
    private func refusal(of constraint: LinearConstraint) -> HandleSolverError {
        guard constraint.constant.isFinite else {
            return HandleSolverError(
                .nonFiniteValue,
                description: "non-finite value: constant \(constraint.constant) in \(describe(constraint))")
        }
        for term in constraint.terms where !term.coefficient.isFinite {
            return HandleSolverError(
                .nonFiniteValue,
                description:
                    "non-finite value: coefficient \(term.coefficient) of \(describe(variable: term.variable.index)) "
                    + "in \(describe(constraint))")
        }
        guard constraint.priority.value.isFinite else {
            return HandleSolverError(
                .nonFiniteValue, description: "non-finite value: priority of \(describe(constraint))")
        }
        return HandleSolverError(
            .invalidPriority(constraint.priority),
            description: "priority \(constraint.priority.value) is outside 0…1000")
    }

    // MARK: Errors and their messages

    private func unknownConstraint(_ index: Int32) -> HandleSolverError {
        let text = Int(index) < records.count && index >= 0 ? describe(record: index) : "\(ConstraintHandle(index))"
        return HandleSolverError(.unknownConstraint(ConstraintHandle(index)), description: "unknown constraint \(text)")
    }

    private func unknownEditVariable(_ variable: Int32) -> HandleSolverError {
        HandleSolverError(
            .unknownEditVariable(VariableHandle(variable)),
            description: "unknown edit variable \(describe(variable: variable))")
    }

    /// The refusal of `new`, with a minimal conflicting set found among the required
    /// constraints now present and the batch's earlier required members.
    private func unsatisfiable(
        _ new: HandleConflictMember, certificate: [HandleConflictMember], batch: [HandleConflictMember] = []
    ) -> HandleSolverError {
        let conflicting = handleConflicts.minimalSet(
            for: new, certificate: certificate, required: conflictMembers(requiredRecords) + batch)
        return HandleSolverError(
            .unsatisfiableConstraint(
                nil, conflicting: conflicting.filter { $0.record >= 0 }.map { ConstraintHandle($0.record) },
                conflictingBatchPositions: conflicting.filter { $0.record < 0 }.map(\.batchPosition)),
            batchPosition: new.batchPosition >= 0 ? new.batchPosition : nil,
            description: unsatisfiableMessage(describe(new), conflicting))
    }

    func unsatisfiableMessage(_ constraint: String, _ conflicting: [HandleConflictMember]) -> String {
        let list = conflicting.map { "  \(describe($0))" }.joined(separator: "\n")
        return "unsatisfiable constraint \(constraint); it conflicts with:\n\(list)"
    }

    /// A variable as ``Variable/description`` shows it: its name, or `<unnamed>`.
    func describe(variable index: Int32) -> String {
        let name = name(ofVariable: index)
        return name.isEmpty ? "<unnamed>" : name
    }

    /// A constraint as ``Constraint/description`` shows it.
    func describe(terms: [(Int32, Double)], constant: Double, relation: Relation, priority: Priority) -> String {
        var parts = terms.map { "\($0.1) * \(name(ofVariable: $0.0))" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return "\(parts.joined(separator: " + ")) \(relation) 0 @\(priority)"
    }

    func describe(record index: Int32) -> String {
        var terms: [(Int32, Double)] = []
        forEachTerm(ofRecord: index) { terms.append(($0, $1)) }
        return describe(
            terms: terms, constant: constant(ofRecord: index), relation: relation(ofRecord: index),
            priority: priority(ofRecord: index))
    }

    private func describe(_ constraint: LinearConstraint) -> String {
        describe(
            terms: constraint.terms.map { ($0.variable.index, $0.coefficient) }, constant: constraint.constant,
            relation: constraint.relation, priority: constraint.priority)
    }

    private func describe(_ member: HandleConflictMember) -> String {
        describe(terms: member.terms, constant: member.constant, relation: member.relation, priority: member.priority)
    }

    // MARK: Conflict explanation

    func conflictMember(record index: Int32) -> HandleConflictMember {
        var terms: [(Int32, Double)] = []
        forEachTerm(ofRecord: index) { terms.append(($0, $1)) }
        return HandleConflictMember(
            record: index, batchPosition: -1, terms: terms, constant: constant(ofRecord: index),
            relation: relation(ofRecord: index), priority: priority(ofRecord: index))
    }

    private func conflictMember(_ constraint: LinearConstraint, batchPosition: Int) -> HandleConflictMember {
        HandleConflictMember(
            record: -1, batchPosition: batchPosition,
            terms: constraint.terms.map { ($0.variable.index, $0.coefficient) },
            constant: constraint.constant, relation: constraint.relation, priority: constraint.priority)
    }

    func conflictMembers(_ indices: [Int]) -> [HandleConflictMember] {
        indices.map { conflictMember(record: Int32($0)) }
    }

    /// Every live required constraint the caller added, by record, in order of addition.
    var requiredRecords: [Int] {
        records(at: records.indices) { $0.isLive && $0.isRequired && !$0.isEdit }
    }

    /// The explanation for handles: each check adds required copies of the constraints to a
    /// scratch handle-based state, registering their variables in order of first appearance
    /// with their subject preferences, as the object explanation's scratch state registers them.
    var handleConflicts: ConflictExplanation<HandleConflictMember, Int32> {
        let variables = self.variables
        return ConflictExplanation(
            conflicts: { set in
                var state = SolverState(token: SolverToken(), claimsOwnership: false, usesHandles: true)
                var scratchIndex: [Int32: Int32] = [:]
                do {
                    for member in set {
                        let terms = member.terms.map { variable, coefficient in
                            if let known = scratchIndex[variable] {
                                return HandleTerm(VariableHandle(known), coefficient)
                            }
                            let index = state.makeVariable(
                                name: "", isLastResort: variables[Int(variable)].isLastResort)
                            scratchIndex[variable] = index
                            return HandleTerm(VariableHandle(index), coefficient)
                        }
                        state.store(terms[...], constant: member.constant, relation: member.relation)
                        try state.insertStored(priority: .required)
                    }
                    return false
                } catch {
                    return true
                }
            },
            variables: { $0.terms.map(\.0) })
    }
}

/// A required constraint in a conflict explanation: an added one (`record`), a member of the
/// batch being added (`batchPosition`), or the refused one; its data kept as values, since a
/// refused addition leaves no record behind.
struct HandleConflictMember {
    var record: Int32
    var batchPosition: Int
    var terms: [(Int32, Double)]
    var constant: Double
    var relation: Relation
    var priority: Priority
}
