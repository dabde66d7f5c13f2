/// The solver's operations, each one mutating call on the state (so the public ``Solver``
/// touches its stored state once per call), with validation, transactions and explanations.
extension SolverState {
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        if existingRecord(of: constraint) != nil { throw .duplicateConstraint(constraint) }
        try Self.validate(constraint)
        try insertExplaining(constraint)
        finishTransaction()
        checkAccuracy()
    }

    mutating func add(batch constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try Self.validate(constraint) }
        let ordered = Self.insertionOrder(of: constraints) { $0.priority.isRequired && $0.relation == .equal }
        let firstSequence = Int32(records.count)
        beginTransaction()
        for (position, index) in ordered.enumerated() {
            let constraint = constraints[index]
            if existingRecord(of: constraint) != nil {
                rollbackTransaction()
                throw .duplicateConstraint(constraint)
            }
            try insertExplaining(
                constraint, sequence: firstSequence + Int32(index), after: ordered[..<position].map { constraints[$0] })
        }
        finishTransaction()
        checkAccuracy()
    }

    /// Inserts one constraint; on a conflict, rolls back and throws it with a minimal set of
    /// the required constraints added before it (`batch`: those of its batch added so far).
    private mutating func insertExplaining(
        _ constraint: Constraint, sequence: Int32? = nil, after batch: @autoclosure () -> [Constraint] = []
    ) throws(SolverError) {
        let recordLimit = records.count
        do {
            try insert(constraint, sequence: sequence)
        } catch {
            let certificate = requiredConstraints(namedBy: error.evidence, recordLimit: recordLimit)
            rollbackTransaction()
            throw .unsatisfiableConstraint(
                constraint,
                conflicting: ConflictExplanation.objects.minimalSet(
                    for: constraint, certificate: certificate,
                    required: requiredConstraints + batch().filter { $0.priority.isRequired }))
        }
    }

    /// Re-optimises when the tableau changed (definitions alone leave it optimal) and commits.
    /// Always inlined: it ends every addition, and outlined it cost a W1 build 1 %.
    @inline(__always)
    mutating func finishTransaction() {
        if needsOptimization {
            optimize()
            needsOptimization = false
        }
        commitTransaction()
    }

    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let index = existingRecord(of: constraint), !records[Int(index)].isEdit else {
            throw .unknownConstraint(constraint)
        }
        remove(record: index)
        checkAccuracy()
    }

    mutating func update(_ constraint: Constraint, constant: Double) throws(SolverError) {
        guard let index = existingRecord(of: constraint), !records[Int(index)].isEdit else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .nonFiniteValue("constant \(constant) of \(constraint)") }
        try changeConstant(record: index, to: constant) { state, named in
            let updated = Constraint(
                LinearExpression(storage: constraint.terms, constant: constant), constraint.relation)
            let others = state.requiredConstraints.filter { $0 !== constraint }
            return SolverError.unsatisfiableConstraint(
                constraint,
                conflicting: ConflictExplanation.objects.minimalSet(
                    for: updated, certificate: named.map { state.constraintObjects[$0] }, required: others))
        }
    }

    mutating func addEdit(_ variable: Variable, priority: Priority) throws(SolverError) {
        if let index = existingIndex(of: variable), edits[index] != nil {
            throw .duplicateEditVariable(variable)
        }
        guard priority.value.isFinite else { throw .nonFiniteValue("priority of edit variable \(variable)") }
        guard priority.isValid else { throw .invalidPriority(priority) }
        if priority.isRequired { throw .requiredEditVariable(variable) }
        let constraint = Constraint(
            LinearExpression(terms: [Term(variable)], constant: -variable.value), .equal, priority: priority)
        do {
            try insert(constraint, isEdit: true)
        } catch {
            preconditionFailure("Cassowary: a non-required edit constraint cannot conflict")
        }
        finishEdit(of: index(of: variable), record: existingRecord(of: constraint)!)
    }

    mutating func removeEdit(_ variable: Variable) throws(SolverError) {
        guard let index = existingIndex(of: variable), edits[index] != nil else {
            throw .unknownEditVariable(variable)
        }
        removeEdit(ofVariable: index)
    }

    mutating func suggest(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let index = existingIndex(of: variable), let edit = edits[index] else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
        suggest(value, to: edit)
    }

    private static func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.constant.isFinite else {
            throw .nonFiniteValue("constant \(constraint.constant) in \(constraint)")
        }
        for position in 0..<constraint.terms.count where !constraint.terms[position].coefficient.isFinite {
            let term = constraint.terms[position]
            throw .nonFiniteValue("coefficient \(term.coefficient) of \(term.variable) in \(constraint)")
        }
        guard constraint.priority.value.isFinite else { throw .nonFiniteValue("priority of \(constraint)") }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
    }
}
