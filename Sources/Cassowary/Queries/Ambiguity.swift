/// Whether a variable (or an expression) is fixed at the optimum, exactly.
///
/// The optimal face is the set of solutions that keep every non-required level at its optimum:
/// symbols whose reduced cost is zero at every level may move, all others stay at zero. The
/// expression is ambiguous when it takes another value somewhere on that face; the query
/// minimises and maximises it there with the simplex. An expression whose expansion holds no
/// symbol that may move is fixed: ``expansionMayMove(_:)`` finds it reading only what the
/// expression reaches. The others are minimised on the state itself, each direction a trial
/// (``undoingChanges(of:)``) that puts back exactly what it changed, so that a question costs
/// the rows it pivots and the symbols it reaches, not the size of the system, and leaves later
/// solving as it would have been without it.
extension SolverState {
    /// Another optimal value of `Σ terms`, or nil when the constraints fix it.
    mutating func alternativeValue(ofTerms terms: [(Int32, Double)]) -> Double? {
        if !expansionMayMove(terms) { return nil }
        evaluate()
        let current = terms.reduce(0) { $0 + $1.1 * values[Int($1.0)] }
        for direction in [1.0, -1.0] {
            let extreme: Double? = undoingChanges { state in
                var objective = state.expand(terms, constant: 0)
                objective.scale(direction)
                let bounded = state.minimize(&objective) { state, symbol in state.mayMoveOnOptimalFace(symbol) }
                return bounded ? objective.constant * direction : nil
            }
            guard let extreme else { return current - direction }
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
