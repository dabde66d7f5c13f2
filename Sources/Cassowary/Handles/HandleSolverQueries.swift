/// The questions ``Solver`` answers about its values, asked with handles: which values changed,
/// whether a variable or an expression is ambiguous, and which constraints determine it. The
/// answers are ``Solver``'s for the same system built in the same order.
extension HandleSolver {
    // MARK: Changed values

    /// Evaluates, then appends to `changed` each variable whose value differs from the one
    /// the previous call of this method saw (0 for a variable made since, the value a new
    /// variable starts at), once per call and in no particular order, up to `limit` of them.
    /// Returns false when more than `limit` values changed; `changed` then holds `limit` of
    /// them, and the caller is better off treating everything as changed.
    ///
    /// ``Solver/updateVariables(appendingChangesTo:limit:)`` for handles: a caller that derives
    /// something from the values (a view's frame) updates only what depends on those. It costs
    /// what changed since the last call when that was a small part of the system, and one
    /// comparison per variable after a change that touched the whole tableau. The first call
    /// keeps the values it saw, 8 bytes per variable; a solver never asked keeps nothing.
    @discardableResult
    public func updateValues(appendingChangesTo changed: inout [VariableHandle], limit: Int = .max) -> Bool {
        var count = 0
        state.reportChangedValues { index in
            count += 1
            if count <= limit { changed.append(VariableHandle(index)) }
        }
        return count <= limit
    }

    // MARK: Ambiguity

    /// Whether the variable can take another value without worsening any priority level.
    public func isAmbiguous(_ variable: VariableHandle) -> Bool {
        alternativeValue(for: variable) != nil
    }

    /// Whether `Σ terms` can take another value without worsening any priority level (for
    /// instance a view's position relative to its superview's).
    public func isAmbiguous(_ terms: [HandleTerm]) -> Bool {
        alternativeValue(for: terms) != nil
    }

    /// Another optimal value of the variable, or nil when the constraints fix it. A variable no
    /// constraint has mentioned is free: any value is optimal.
    public func alternativeValue(for variable: VariableHandle) -> Double? {
        alternativeValue(for: [HandleTerm(variable)])
    }

    /// Another optimal value of `Σ terms + constant`, or nil when the constraints fix it. As
    /// for ``Solver/alternativeValue(for:)-(LinearExpression)``, an expression with a variable
    /// no constraint has mentioned is free, and its current value plus 1 is the answer.
    public func alternativeValue(for terms: [HandleTerm], constant: Double = 0) -> Double? {
        var indexed: [(Int32, Double)] = []
        indexed.reserveCapacity(terms.count)
        var isFree = false
        for term in terms where term.coefficient != 0 {
            checkVariable(term.variable)
            indexed.append((term.variable.index, term.coefficient))
            isFree = isFree || state.variables[Int(term.variable.index)].isFresh
        }
        if isFree {
            return terms.reduce(constant) { $0 + $1.coefficient * value(of: $1.variable) } + 1
        }
        return state.alternativeValue(ofTerms: indexed).map { $0 + constant }
    }

    // MARK: Determining constraints

    /// The added constraints that currently determine the variable's value, in order of addition.
    public func constraintsDetermining(_ variable: VariableHandle) -> [ConstraintHandle] {
        constraintsDetermining([HandleTerm(variable)])
    }

    /// The added constraints that currently determine the value of `Σ terms`, in order of
    /// addition. Variables no constraint has mentioned contribute nothing.
    public func constraintsDetermining(_ terms: [HandleTerm]) -> [ConstraintHandle] {
        let indexed = terms.compactMap { term -> (Int32, Double)? in
            checkVariable(term.variable)
            return state.variables[Int(term.variable.index)].isFresh ? nil : (term.variable.index, term.coefficient)
        }
        if indexed.isEmpty { return [] }
        return state.recordsDetermining(indexed).map { ConstraintHandle(Int32($0)) }
    }

    // MARK: Reset

    /// Forgets every constraint, edit variable and variable: the handles made so far name
    /// nothing any more, and the next variable made is 0 again.
    public func reset() {
        state = SolverState(token: SolverToken(), usesHandles: true)
    }
}
