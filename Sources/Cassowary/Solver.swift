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
    /// Unchecked: every public call is one access, never nested (no callbacks into user code).
    @usableFromInline @exclusivity(unchecked) var state: SolverState

    /// An empty solver: no constraints, no edit variables, no variables.
    public init() {
        state = SolverState(token: SolverToken())
    }

    deinit {
        state.token.isLive = false
    }

    // MARK: Constraints

    /// Adds a constraint and re-optimises.
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``,
    ///   ``SolverError/invalidPriority(_:)``, or ``SolverError/unsatisfiableConstraint(_:conflicting:)``
    ///   when it is required and cannot hold with the required constraints already added
    ///   (the solver is then unchanged).
    public func addConstraint(_ constraint: Constraint) throws {
        try state.add(constraint)
    }

    /// Adds several constraints as one batch with one optimisation: all of them, or (when one
    /// fails) none.
    public func addConstraints(_ constraints: [Constraint]) throws {
        try state.add(batch: constraints)
    }

    /// Removes a constraint and re-optimises.
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    public func removeConstraint(_ constraint: Constraint) throws {
        try state.removeConstraint(constraint)
    }

    /// Whether the constraint is added to this solver (the internal constraints of edit variables
    /// are not counted).
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        guard let index = state.existingRecord(of: constraint) else { return false }
        return !state.records[Int(index)].isEdit
    }

    /// The added constraints, in order of addition.
    public var constraints: [Constraint] {
        state.liveConstraints
    }

    /// Changes an added constraint's constant (`constraint.expression.constant`) in place: an
    /// incremental edit of the rows the constraint shaped, followed by the dual simplex.
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``, or
    ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` (the solver is then unchanged).
    public func updateConstant(of constraint: Constraint, to constant: Double) throws {
        try state.update(constraint, constant: constant)
    }

    // MARK: Edit variables

    /// Makes `variable` suggestible at a non-required priority. It holds its current value
    /// (``Variable/value``) until the first ``suggestValue(_:_:)``.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditVariable(_:)``,
    ///   ``SolverError/invalidPriority(_:)`` or ``SolverError/nonFiniteValue(_:)``.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws {
        try state.addEdit(variable, priority: priority)
    }

    /// Removes an edit variable and the constraint that held it at its suggested value, then
    /// re-optimises; the variable takes whatever the remaining constraints give it.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws {
        try state.removeEdit(variable)
    }

    /// Whether the variable is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        guard let index = state.existingIndex(of: variable) else { return false }
        return state.edits[index] != nil
    }

    /// Suggests a value for an edit variable and re-optimises incrementally (dual simplex).
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` or ``SolverError/nonFiniteValue(_:)``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        try state.suggest(variable, value)
    }

    // MARK: Values and queries

    /// Writes the current optimum into every registered variable's ``Variable/value``.
    ///
    /// A value equal to what this solver last wrote is not stored again (kiwi stores them all),
    /// unless another solver writes the variable too: afterwards every variable of this solver
    /// holds this solver's value, as in kiwi.
    public func updateVariables() {
        state.evaluate()
        state.writeValues { _ in }
    }

    /// ``updateVariables()``, appending to `changed` each variable whose ``Variable/value`` it
    /// changed (once per call, in no particular order), up to `limit` of them: a caller that
    /// derives something from the values (a view's frame) updates only what depends on those.
    /// Returns false when more than `limit` values changed; `changed` then holds `limit` of
    /// them, and the caller is better off treating everything as changed.
    ///
    /// Costs what changed since the last update when that was a small part of the system, and
    /// one comparison per variable after a change that touched the whole tableau.
    @discardableResult
    public func updateVariables(appendingChangesTo changed: inout [Variable], limit: Int = .max) -> Bool {
        state.evaluate()
        var count = 0
        state.writeValues { variable in
            count += 1
            if count <= limit { changed.append(variable) }
        }
        return count <= limit
    }

    /// The variable's value at the current optimum (0 for a variable the solver has not seen).
    ///
    /// Inlinable: reading the views a change affected is a loop of these, so when the values
    /// are already evaluated and the variable is this solver's own, the read is a flag test, an
    /// identity comparison and an array load in the caller, with no call (an opaque call also
    /// costs the caller an atomic retain and release of the variable).
    @inlinable
    public func value(of variable: Variable) -> Double {
        if state.valuesAreFresh && variable.owner === state.token {
            return state.values[Int(variable.ownerIndex)]
        }
        return evaluatedValue(of: variable)
    }

    /// ``value(of:)`` after evaluating what changed, and for variables another solver registered.
    @usableFromInline
    func evaluatedValue(of variable: Variable) -> Double {
        guard let index = state.existingIndex(of: variable) else { return 0 }
        state.evaluate()
        return state.values[Int(index)]
    }

    /// Whether the variable can take another value without worsening any priority level.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        alternativeValue(for: variable) != nil
    }

    /// Whether the expression can take another value without worsening any priority level
    /// (for instance a view's position relative to its superview's).
    public func isAmbiguous(_ expression: LinearExpression) -> Bool {
        alternativeValue(for: expression) != nil
    }

    /// Another optimal value of the variable, or nil when the constraints fix it. A variable
    /// no constraint mentions is free: any value is optimal.
    public func alternativeValue(for variable: Variable) -> Double? {
        alternativeValue(for: LinearExpression(variable))
    }

    /// Another optimal value of the expression, or nil when the constraints fix it.
    public func alternativeValue(for expression: LinearExpression) -> Double? {
        guard let terms = state.knownTerms(of: expression) else { return expression.value + 1 }
        return state.alternativeValue(ofTerms: terms).map { $0 + expression.constant }
    }

    /// The added constraints that currently determine the variable's value, in order of addition.
    public func constraintsDetermining(_ variable: Variable) -> [Constraint] {
        constraintsDetermining(LinearExpression(variable))
    }

    /// The added constraints that currently determine the expression's value, in order of
    /// addition. Variables the solver has not seen contribute nothing.
    public func constraintsDetermining(_ expression: LinearExpression) -> [Constraint] {
        let terms = expression.terms.compactMap { term in
            state.existingIndex(of: term.variable).map { ($0, term.coefficient) }
        }
        return terms.isEmpty ? [] : state.constraintsDetermining(terms)
    }

    /// Forgets every constraint, edit variable and variable.
    public func reset() {
        for variable in state.variableObjects where variable.owner === state.token {
            variable.owner = nil
            variable.ownerIndex = -1
            variable.isReportedToOwner = false
        }
        state.token.isLive = false
        for index in state.records.indices where state.records[index].isLive {
            state.forgetPlace(of: state.constraintObjects[index])
        }
        state = SolverState(token: SolverToken())
    }

    /// A readable, deterministic text of the internal state.
    public func dump() -> String {
        state.dump()
    }
}
