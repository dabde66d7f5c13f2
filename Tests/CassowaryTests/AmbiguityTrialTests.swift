// The ambiguity query minimises on the state itself and undoes what it changed: its answers
// are those of the same minimisations on copies of the state, and it leaves the tableau, bit
// for bit, and everything solved later as they would have been without it.

import Testing

@testable import Cassowary

@Suite struct AmbiguityTrialTests {
    nonisolated static let seeds: [UInt64] = [1, 2, 3, 5, 7, 11, 13, 17, 42, 99, 1234, 2024, 99_991, 0xDEAD_BEEF]

    @Test(arguments: seeds)
    func answersMatchTheQueryOnCopiesOnRandomSystems(_ seed: UInt64) {
        let run = RandomSystemRun(seed: seed)
        for terms in questions(run) {
            let expected = alternativeValueOnCopies(run.solver.state, terms)
            let answer = run.solver.state.alternativeValue(ofTerms: terms)
            #expect(answer?.bitPattern == expected?.bitPattern, "\(terms): \(String(describing: answer))")
        }
    }

    @Test(arguments: seeds)
    func questionsLeaveTheTableauAndLaterSolvingAsTheyWere(_ seed: UInt64) {
        let run = RandomSystemRun(seed: seed)
        let (operations, variableCount) = (run.operations, run.variables.count)
        let half = Array(operations.prefix(operations.count / 2))
        var asked = RandomSystemRun(replaying: half, variableCount: variableCount, seed: seed)
        var quiet = RandomSystemRun(replaying: half, variableCount: variableCount, seed: seed)
        for operation in operations.dropFirst(half.count) {
            for terms in questions(asked) { _ = asked.solver.state.alternativeValue(ofTerms: terms) }
            #expect(fingerprint(asked.solver.state) == fingerprint(quiet.solver.state))
            asked.apply([operation])
            quiet.apply([operation])
        }
        #expect(asked.solver.dump() == quiet.solver.dump())
        #expect(fingerprint(asked.solver.state) == fingerprint(quiet.solver.state))
        #expect(asked.finalValues.map(\.bitPattern) == quiet.finalValues.map(\.bitPattern))
    }

    @Test func aMixedSystemAnswersAsTheQueryOnCopies() throws {
        let solver = Solver()
        let fixed = Variable("fixed")
        let bounded = Variable("bounded")
        let pinched = Variable("pinched")
        let left = Variable("left")
        let right = Variable("right")
        let tied = Variable("tied")
        try solver.addConstraint(fixed == 10)
        try solver.addConstraint(bounded >= 0)
        try solver.addConstraint(pinched >= 0)
        try solver.addConstraint(pinched <= 0)
        try solver.addConstraint(left >= 0)
        try solver.addConstraint(right >= 0)
        try solver.addConstraint(left + right == 100)
        try solver.addConstraint((tied == 0).priority(500))
        try solver.addConstraint((tied == 10).priority(500))
        let expressions: [(LinearExpression, Bool)] = [
            (LinearExpression(fixed), false), (LinearExpression(bounded), true), (LinearExpression(pinched), false),
            (LinearExpression(left), true), (left + right, false), (left - right, true), (LinearExpression(tied), true),
            (tied - fixed, true), (pinched + fixed, false),
        ]
        let before = solver.dump()
        for (expression, isAmbiguous) in expressions {
            let terms = try #require(solver.state.knownTerms(of: expression))
            let expected = alternativeValueOnCopies(solver.state, terms)
            let answer = solver.state.alternativeValue(ofTerms: terms)
            #expect((answer != nil) == isAmbiguous, "\(expression)")
            #expect(answer?.bitPattern == expected?.bitPattern, "\(expression)")
        }
        #expect(solver.dump() == before)
    }

    @Test func aPinchedVariableNeedsPivotsToBeFoundFixed() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 0)
        let terms = try #require(solver.state.knownTerms(of: LinearExpression(x)))
        #expect(solver.state.expansionMayMove(terms))
        #expect(solver.alternativeValue(for: x) == nil)
    }

    @Test func aQuestionThatPivotsPutsTheColumnsBackInOrder() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 10)
        #expect(solver.value(of: x) == 0)
        let terms = try #require(solver.state.knownTerms(of: LinearExpression(x)))
        // Maximising x pivots its slack into the upper bound's row, which changes columns.
        var copy = solver.state
        copy.journal = nil
        var objective = copy.expand(terms, constant: 0)
        objective.scale(-1)
        #expect(copy.minimize(&objective) { state, symbol in state.mayMoveOnOptimalFace(symbol) })
        #expect(columns(copy) != columns(solver.state))
        let before = fingerprint(solver.state)
        #expect(solver.state.alternativeValue(ofTerms: terms) == 10)
        #expect(fingerprint(solver.state) == before)
    }

    // MARK: helpers

    /// Each symbol's column, slot by slot in order.
    private func columns(_ state: SolverState) -> [[Int32]] {
        state.symbols.indices.map { state.columnSlots(of: Int32($0)) }
    }

    /// The ambiguity questions of a run: each variable, and each one's difference with the next.
    private func questions(_ run: RandomSystemRun) -> [[(Int32, Double)]] {
        let state = run.solver.state
        var result: [[(Int32, Double)]] = []
        for (i, variable) in run.variables.enumerated() {
            if let single = state.knownTerms(of: LinearExpression(variable)) { result.append(single) }
            let next = run.variables[(i + 1) % run.variables.count]
            if let difference = state.knownTerms(of: variable - next) { result.append(difference) }
        }
        return result
    }

    /// The query's answer with both minimisations run on copies of the state, which are then
    /// dropped (exact, and costing the size of the system per question).
    private func alternativeValueOnCopies(_ state: SolverState, _ terms: [(Int32, Double)]) -> Double? {
        if !state.expansionMayMove(terms) { return nil }
        var copy = state
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

    /// Everything a later operation reads, bit for bit: rows by slot, basic rows, symbols with
    /// their columns in order, objective levels with their lengths, the simplex's work lists,
    /// the variable and definition records, and the values with their bookkeeping.
    private func fingerprint(_ state: SolverState) -> String {
        var lines: [String] = []
        for (slot, row) in state.rows.enumerated() {
            let cells = row.cells.map { "\($0.symbol):\($0.coefficient.bitPattern)" }.joined(separator: " ")
            lines.append("row \(slot) \(row.basic) \(row.constant.bitPattern) \(cells)")
        }
        lines.append("basic \(state.basicRows) free \(state.freeSlots)")
        for (id, symbol) in state.symbols.enumerated() {
            lines.append(
                "symbol \(id) \(symbol.kind) \(symbol.owner) \(symbol.isCandidate) "
                    + "column \(state.columnSlots(of: Int32(id)))")
        }
        for level in state.levels {
            lines.append("level \(level.priority) \(level.coefficients.map(\.bitPattern))")
        }
        lines.append(
            "order \(state.levelOrder) candidates \(state.candidates.items) infeasible \(state.infeasibleRows)")
        lines.append("pivots \(state.pivotsSinceCheck) backoff \(state.accuracyBackoff)")
        for variable in state.variables {
            lines.append(
                "variable \(variable.symbol) \(variable.definition) \(variable.firstDependentTerm) "
                    + "\(variable.isReferenced)")
        }
        for definition in state.definitions {
            lines.append(
                "definition \(definition.constant.bitPattern) \(definition.variable) \(definition.termStart) "
                    + "\(definition.termCount) \(definition.marker)")
        }
        lines.append("values \(state.values.map(\.bitPattern)) \(state.valuesAreFresh) \(state.valuesAreCurrent)")
        lines.append("dirty \(state.dirtyDefinitions) \(state.dirtyVariables) unwritten \(state.unwrittenVariables)")
        return lines.joined(separator: "\n")
    }
}
