/// The solver of ``Solver`` for callers that hold many variables: variables and constraints
/// are addressed by integer handles (``VariableHandle``, ``ConstraintHandle``), and the solver
/// keeps everything about them in arrays indexed by those handles. No object is allocated per
/// variable or per constraint, and nothing is written back into the caller's memory: values
/// are read with ``value(of:)``.
///
/// The same engine as ``Solver`` with the same guarantees: strict priorities, a call that
/// throws leaves the solver exactly as it was, conflicts name a minimal set of required
/// constraints, and errors read as ``SolverError``'s do. The same calls give the same values,
/// provided variables are made in the order a ``Solver`` would first meet them (a new required
/// equality between fresh variables defines the newest one, and a handle's age is the order
/// it was made in; see ``Variable/SubjectPreference``).
///
/// Deterministic, and used by one thread at a time, like ``Solver``.
public final class HandleSolver {
    /// Unchecked: every public call is one access, never nested (no callbacks into user code).
    @usableFromInline @exclusivity(unchecked) var state: SolverState

    /// An empty solver: no variables, constraints or edit variables.
    public init() {
        state = SolverState(token: SolverToken(), usesHandles: true)
    }

    /// Makes room for this many variables and constraints (edit variables count as
    /// constraints) in the arrays that grow with each. A caller who knows the size of the
    /// system it builds saves the slack of arrays grown by doubling: up to half their memory.
    public func reserveCapacity(variables: Int, constraints: Int) {
        state.reserveCapacity(variables: variables, constraints: constraints)
    }

    /// Makes room for this many more variables and constraints than the solver holds, for a
    /// caller about to add a batch of known size (a layout engine's pass). An array that must
    /// grow grows by at least half its capacity, so reserving before each of many small
    /// batches keeps additions amortised constant time.
    public func reserveCapacity(forAdditionalVariables variables: Int, constraints: Int) {
        state.reserveAdditionalCapacity(variables: variables, constraints: constraints)
    }

    // MARK: Variables

    /// A new unknown, with an optional name for messages and ``dump()``, and a hint for
    /// under-determined systems (``Variable/SubjectPreference``). Its value is 0 until a
    /// constraint moves it. Handles are 0, 1, 2, … in the order they are made.
    public func makeVariable(
        _ name: String = "", subjectPreference: Variable.SubjectPreference = .normal
    ) -> VariableHandle {
        VariableHandle(state.makeVariable(name: name, isLastResort: subjectPreference == .last))
    }

    /// How many variables this solver made: the handles `0..<variableCount`.
    public var variableCount: Int { state.variables.count }

    /// The name the variable was made with ("" for none).
    public func name(of variable: VariableHandle) -> String {
        checkVariable(variable)
        return state.name(ofVariable: variable.index)
    }

    /// The variable's subject preference, as made.
    public func subjectPreference(of variable: VariableHandle) -> Variable.SubjectPreference {
        checkVariable(variable)
        return state.variables[Int(variable.index)].isLastResort ? .last : .normal
    }

    // MARK: Constraints

    /// Adds a constraint and re-optimises; returns its handle.
    /// - Throws: ``HandleSolverError`` with ``HandleSolverError/Kind/nonFiniteValue``,
    ///   ``HandleSolverError/Kind/invalidPriority(_:)``, or
    ///   ``HandleSolverError/Kind/unsatisfiableConstraint(_:conflicting:conflictingBatchPositions:)``
    ///   when it is required and cannot hold with the required constraints already added (the
    ///   solver is then unchanged).
    /// - Precondition: every term's variable was made by this solver.
    @discardableResult
    public func addConstraint(_ constraint: LinearConstraint) throws(HandleSolverError) -> ConstraintHandle {
        ConstraintHandle(try state.addStored(constraint))
    }

    /// Adds `Σ terms + constant  relation  0` at `priority` (required unless given): the
    /// constraint ``addConstraint(_:)`` adds.
    @discardableResult
    public func addConstraint(
        _ terms: [HandleTerm], constant: Double = 0, _ relation: Relation, priority: Priority = .required
    ) throws(HandleSolverError) -> ConstraintHandle {
        try addConstraint(LinearConstraint(terms, constant: constant, relation, priority: priority))
    }

    /// Adds several constraints as one batch with one optimisation: all of them, or (when one
    /// fails) none. Returns their handles in the batch's order.
    @discardableResult
    public func addConstraints(_ constraints: [LinearConstraint]) throws(HandleSolverError) -> [ConstraintHandle] {
        try state.addStored(batch: constraints).map(ConstraintHandle.init)
    }

    /// Adds a batch whose constraints keep their terms in one buffer (``LinearConstraintBatch``)
    /// as an array of constraints is added: one optimisation, all or none, handles in the
    /// batch's order.
    @discardableResult
    public func addConstraints(_ batch: LinearConstraintBatch) throws(HandleSolverError) -> [ConstraintHandle] {
        try state.addStored(batch: batch).map(ConstraintHandle.init)
    }

    /// Removes a constraint and re-optimises. The handle is dead from then on.
    /// - Throws: ``HandleSolverError/Kind/unknownConstraint(_:)``.
    public func removeConstraint(_ constraint: ConstraintHandle) throws(HandleSolverError) {
        try state.removeStored(constraint.index)
    }

    /// Whether the handle names a constraint added to this solver and not removed.
    public func hasConstraint(_ constraint: ConstraintHandle) -> Bool {
        state.isAddedConstraint(constraint.index)
    }

    /// The added constraints, in order of addition.
    public var constraints: [ConstraintHandle] {
        state.records(at: state.records.indices) { $0.isLive && !$0.isEdit }.map { ConstraintHandle(Int32($0)) }
    }

    /// The constraint as added, with its current constant; nil when the handle names no added
    /// constraint.
    public func constraint(_ constraint: ConstraintHandle) -> LinearConstraint? {
        guard state.isAddedConstraint(constraint.index) else { return nil }
        var terms: [HandleTerm] = []
        state.forEachTerm(ofRecord: constraint.index) { terms.append(HandleTerm(VariableHandle($0), $1)) }
        return LinearConstraint(
            terms, constant: state.constant(ofRecord: constraint.index), state.relation(ofRecord: constraint.index),
            priority: state.priority(ofRecord: constraint.index))
    }

    /// The constraint as ``Constraint/description`` writes it, for instance
    /// `1.0 * right + -1.0 * left + -10.0 == 0 @required`; nil for a handle that names no added
    /// constraint.
    public func description(of constraint: ConstraintHandle) -> String? {
        state.isAddedConstraint(constraint.index) ? state.describe(record: constraint.index) : nil
    }

    /// Changes an added constraint's constant in place: an incremental edit of the rows the
    /// constraint shaped, followed by the dual simplex.
    /// - Throws: ``HandleSolverError/Kind/unknownConstraint(_:)``,
    ///   ``HandleSolverError/Kind/nonFiniteValue``, or
    ///   ``HandleSolverError/Kind/unsatisfiableConstraint(_:conflicting:conflictingBatchPositions:)``
    ///   (the solver is then unchanged).
    public func updateConstant(of constraint: ConstraintHandle, to constant: Double) throws(HandleSolverError) {
        try state.updateStored(constraint.index, constant: constant)
    }

    // MARK: Edit variables

    /// Makes `variable` suggestible at a non-required priority. It holds its current value
    /// (``value(of:)``) until the first ``suggestValue(_:_:)``.
    /// - Throws: ``HandleSolverError/Kind/duplicateEditVariable(_:)``,
    ///   ``HandleSolverError/Kind/requiredEditVariable(_:)``,
    ///   ``HandleSolverError/Kind/invalidPriority(_:)`` or ``HandleSolverError/Kind/nonFiniteValue``.
    public func addEditVariable(_ variable: VariableHandle, priority: Priority) throws(HandleSolverError) {
        checkVariable(variable)
        try state.addStoredEdit(variable.index, priority: priority)
    }

    /// Removes an edit variable and the constraint that held it at its suggested value, then
    /// re-optimises.
    /// - Throws: ``HandleSolverError/Kind/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: VariableHandle) throws(HandleSolverError) {
        checkVariable(variable)
        try state.removeStoredEdit(variable.index)
    }

    /// Whether the variable is an edit variable of this solver.
    public func hasEditVariable(_ variable: VariableHandle) -> Bool {
        state.edits[variable.index] != nil
    }

    /// Suggests a value for an edit variable and re-optimises incrementally (dual simplex).
    /// - Throws: ``HandleSolverError/Kind/unknownEditVariable(_:)`` or
    ///   ``HandleSolverError/Kind/nonFiniteValue``.
    public func suggestValue(_ variable: VariableHandle, _ value: Double) throws(HandleSolverError) {
        checkVariable(variable)
        try state.suggestStored(variable.index, value)
    }

    // MARK: Values

    /// The variable's value at the current optimum. Inlinable: when nothing changed since the
    /// last evaluation, the read is a flag test and an array load in the caller.
    @inlinable
    public func value(of variable: VariableHandle) -> Double {
        if state.valuesAreFresh { return state.values[Int(variable.index)] }
        return evaluatedValue(of: variable)
    }

    /// ``value(of:)`` after evaluating what changed.
    @usableFromInline
    func evaluatedValue(of variable: VariableHandle) -> Double {
        checkVariable(variable)
        state.evaluate()
        return state.values[Int(variable.index)]
    }

    /// Evaluates what changed, so that the ``value(of:)`` calls that follow are plain loads.
    public func updateValues() {
        state.evaluate()
    }

    /// A readable, deterministic text of the internal state, as ``Solver/dump()`` writes it
    /// (variables by name, or `v` and the handle's index when unnamed).
    public func dump() -> String {
        state.dump()
    }

    func checkVariable(_ variable: VariableHandle) {
        precondition(
            variable.index >= 0 && Int(variable.index) < state.variables.count,
            "Cassowary: \(variable) is not a variable of this solver")
    }
}
