/// An incremental linear constraint solver of the Cassowary family, with kiwi's API.
///
/// Beyond kiwi:
/// - Priorities form a strict hierarchy (a lexicographic objective over every priority in
///   use), not weights in one sum; within one priority the sum of violations is minimised.
/// - A call that throws leaves the solver exactly as it was (same rows, same values).
/// - Conflicts name a minimal set of required constraints; ambiguity is decided exactly.
/// - Required equalities that introduce a new variable are resolved directly, outside the
///   simplex tableau, so chains and trees of views cost linear time and memory.
///
/// Deterministic: the same calls give bit-identical values; nothing depends on hash order or
/// addresses. A solver and its variables belong to one thread at a time.
public final class Solver {
    var state: SolverState

    public init() {
        state = SolverState(token: SolverToken())
    }

    // MARK: Constraints

    /// Adds a constraint and re-optimises.
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``,
    ///   ``SolverError/invalidPriority(_:)``, or ``SolverError/unsatisfiableConstraint(_:conflicting:)``
    ///   when it is required and cannot hold with the required constraints already added.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try addConstraints([constraint])
    }

    /// Adds several constraints as one batch with one optimisation: all of them, or (when one
    /// fails) none.
    public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        var seen: Set<ObjectIdentifier> = []
        for constraint in constraints {
            if state.existingRecord(of: constraint) != nil || !seen.insert(ObjectIdentifier(constraint)).inserted {
                throw .duplicateConstraint(constraint)
            }
            try Self.validate(constraint)
        }
        state.beginTransaction()
        for constraint in constraints {
            do {
                try state.insert(constraint)
            } catch {
                let certificate = state.requiredConstraints(
                    namedBy: error.evidence, recordLimit: state.journal!.recordCount)
                state.rollbackTransaction()
                throw .unsatisfiableConstraint(
                    constraint,
                    conflicting: ConflictExplanation.minimalSet(
                        for: constraint, certificate: certificate, required: state.requiredConstraints))
            }
        }
        state.optimize()
        state.commitTransaction()
    }

    /// Removes a constraint and re-optimises.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let index = state.existingRecord(of: constraint), !state.records[Int(index)].isEdit else {
            throw .unknownConstraint(constraint)
        }
        state.remove(record: index)
    }

    public func hasConstraint(_ constraint: Constraint) -> Bool {
        guard let index = state.existingRecord(of: constraint) else { return false }
        return !state.records[Int(index)].isEdit
    }

    /// The added constraints, in order of addition.
    public var constraints: [Constraint] {
        state.records.compactMap { $0.isLive && !$0.isEdit ? $0.constraint : nil }
    }

    /// Changes an added constraint's constant (`constraint.expression.constant`) in place: an
    /// incremental edit of the rows the constraint shaped, followed by the dual simplex.
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``, or
    ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` (the solver is then unchanged).
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let index = state.existingRecord(of: constraint), !state.records[Int(index)].isEdit else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .nonFiniteValue("constant \(constant) of \(constraint)") }
        state.beginTransaction()
        do {
            try state.updateConstant(record: index, to: constant)
        } catch {
            let recordLimit = state.journal!.recordCount
            var certificate = state.requiredConstraints(namedBy: error.evidence, recordLimit: recordLimit)
            certificate.removeAll { $0 === constraint }
            state.rollbackTransaction()
            let updated = Constraint(
                LinearExpression(terms: constraint.expression.terms, constant: constant), constraint.relation)
            let others = state.requiredConstraints.filter { $0 !== constraint }
            throw .unsatisfiableConstraint(
                constraint,
                conflicting: ConflictExplanation.minimalSet(for: updated, certificate: certificate, required: others))
        }
        state.commitTransaction()
    }

    // MARK: Edit variables

    /// Makes `variable` suggestible at a non-required priority. It holds its current value
    /// (``Variable/value``) until the first ``suggestValue(_:_:)``.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        if let index = state.existingIndex(of: variable), state.edits[index] != nil {
            throw .duplicateEditVariable(variable)
        }
        guard priority.value.isFinite else { throw .nonFiniteValue("priority of edit variable \(variable)") }
        guard priority.isValid else { throw .invalidPriority(priority) }
        if priority.isRequired { throw .requiredEditVariable(variable) }
        let constraint = Constraint(
            LinearExpression(terms: [Term(variable)], constant: -variable.value), .equal, priority: priority)
        state.beginTransaction()
        do {
            try state.insert(constraint, isEdit: true)
        } catch {
            preconditionFailure("Cassowary: a non-required edit constraint cannot conflict")
        }
        let index = state.index(of: variable)
        state.edits[index] = EditRecord(record: state.existingRecord(of: constraint)!, constraint: constraint)
        state.optimize()
        state.commitTransaction()
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = state.existingIndex(of: variable), let edit = state.edits[index] else {
            throw .unknownEditVariable(variable)
        }
        state.edits[index] = nil
        state.remove(record: edit.record)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        guard let index = state.existingIndex(of: variable) else { return false }
        return state.edits[index] != nil
    }

    /// Suggests a value for an edit variable and re-optimises incrementally (dual simplex).
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let index = state.existingIndex(of: variable), let edit = state.edits[index] else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
        do {
            try state.updateConstant(record: edit.record, to: -value)
        } catch {
            preconditionFailure("Cassowary: a non-required edit cannot make required constraints conflict")
        }
    }

    // MARK: Values and queries

    /// Writes the current optimum into every registered variable's ``Variable/value``.
    public func updateVariables() {
        state.evaluate()
        for (index, record) in state.variables.enumerated() {
            record.variable.value = state.values[index]
        }
    }

    /// The variable's value at the current optimum (0 for a variable the solver has not seen).
    public func value(of variable: Variable) -> Double {
        guard let index = state.existingIndex(of: variable) else { return 0 }
        state.evaluate()
        return state.values[Int(index)]
    }

    /// Whether the variable can take another value without worsening any priority level.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        alternativeValue(for: variable) != nil
    }

    /// Another optimal value of the variable, or nil when the constraints fix it.
    public func alternativeValue(for variable: Variable) -> Double? {
        guard let index = state.existingIndex(of: variable) else { return variable.value + 1 }
        return state.alternativeValue(of: index)
    }

    /// The added constraints that currently determine the variable's value, in order of addition.
    public func constraintsDetermining(_ variable: Variable) -> [Constraint] {
        guard let index = state.existingIndex(of: variable) else { return [] }
        return state.constraintsDetermining(index)
    }

    /// Forgets every constraint, edit variable and variable.
    public func reset() {
        for record in state.variables where record.variable.owner === state.token {
            record.variable.owner = nil
            record.variable.ownerIndex = -1
        }
        for record in state.records where record.constraint.owner === state.token {
            record.constraint.owner = nil
            record.constraint.ownerIndex = -1
        }
        state = SolverState(token: SolverToken())
    }

    /// A readable, deterministic text of the internal state.
    public func dump() -> String {
        state.dump()
    }

    private static func validate(_ constraint: Constraint) throws(SolverError) {
        let expression = constraint.expression
        guard expression.constant.isFinite else {
            throw .nonFiniteValue("constant \(expression.constant) in \(constraint)")
        }
        for term in expression.terms where !term.coefficient.isFinite {
            throw .nonFiniteValue("coefficient \(term.coefficient) of \(term.variable) in \(constraint)")
        }
        guard constraint.priority.value.isFinite else { throw .nonFiniteValue("priority of \(constraint)") }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
    }
}
