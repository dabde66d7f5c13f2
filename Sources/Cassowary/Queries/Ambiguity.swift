/// Whether a variable is fixed at the optimum, exactly.
///
/// The optimal face is the set of solutions that keep every non-required level at its optimum:
/// symbols whose reduced cost is zero at every level may move, all others stay at zero. The
/// variable is ambiguous when it takes another value somewhere on that face; the query
/// minimises and maximises it there with the simplex on a copy of the state.
extension SolverState {
    func alternativeValue(of index: Int32) -> Double? {
        var copy = self
        copy.journal = nil
        copy.evaluate()
        let current = copy.values[Int(index)]
        let row = copy.expand([(index, 1)], constant: 0)
        let movable = row.cells.contains { copy.mayMoveOnOptimalFace($0.symbol) }
        if !movable { return nil }
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
        let kind = kinds[Int(symbol)]
        if kind == .dummy || kind == .artificial { return false }
        return kind.isUnrestricted || reducedCostSign(symbol) == 0
    }
}
