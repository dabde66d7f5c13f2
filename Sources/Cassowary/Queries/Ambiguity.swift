/// Whether a variable (or an expression) is fixed at the optimum, exactly.
///
/// The optimal face is the set of solutions that keep every non-required level at its optimum:
/// symbols whose reduced cost is zero at every level may move, all others stay at zero. The
/// expression is ambiguous when it takes another value somewhere on that face; the query
/// minimises and maximises it there with the simplex on a copy of the state. An expression whose
/// expansion holds no symbol that may move is fixed: ``expansionMayMove(_:)`` finds it reading
/// only what the expression reaches, so the copy (which costs the size of the system) is made
/// only for expressions that may move.
extension SolverState {
    /// Another optimal value of `Σ terms`, or nil when the constraints fix it.
    func alternativeValue(ofTerms terms: [(Int32, Double)]) -> Double? {
        if !expansionMayMove(terms) { return nil }
        var copy = self
        copy.journal = nil
        copy.evaluate()
        let current = terms.reduce(0) { $0 + $1.1 * copy.values[Int($1.0)] }
        let row = copy.expand(terms, constant: 0)
        for direction in [1.0, -1.0] {
            var trial = copy
            var objective = row
            objective.scale(direction)
            let bounded = trial.minimize(&objective) { state, symbol in state.mayMoveOnOptimalFace(symbol) }
            if !bounded { return current - direction }
            let extreme = objective.constant * direction
            if abs(extreme - current) > 1.0e-7 { return extreme }
        }
        return nil
    }

    /// A parametric symbol that can move without worsening any level of the objective.
    func mayMoveOnOptimalFace(_ symbol: Int32) -> Bool {
        let kind = symbols[Int(symbol)].kind
        if kind == .dummy || kind == .artificial { return false }
        return kind.isUnrestricted || reducedCostSign(symbol) == 0
    }

    /// The expression's terms as (variable index, coefficient), or nil when a variable with a
    /// non-zero coefficient is unknown to this solver (it is then free).
    func knownTerms(of expression: LinearExpression) -> [(Int32, Double)]? {
        var terms: [(Int32, Double)] = []
        for term in expression.terms where term.coefficient != 0 {
            guard let index = existingIndex(of: term.variable) else { return nil }
            terms.append((index, term.coefficient))
        }
        return terms
    }
}
