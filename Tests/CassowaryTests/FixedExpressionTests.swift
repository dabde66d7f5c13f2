// The ambiguity query's read-only first pass agrees with the expansion it stands in for, and
// asking leaves the solver exactly as it was.

import Testing

@testable import Cassowary

@Suite struct FixedExpressionTests {
    nonisolated static let seeds: [UInt64] = [1, 2, 3, 17, 42, 1234, 99_991, 0xDEAD_BEEF, 7, 11, 13, 2024]

    /// Whether the expansion of `terms` on a copy of the state holds a symbol that may move.
    private func expandedMayMove(_ state: SolverState, _ terms: [(Int32, Double)]) -> Bool {
        var copy = state
        copy.journal = nil
        let row = copy.expand(terms, constant: 0)
        return row.cells.contains { copy.mayMoveOnOptimalFace($0.symbol) }
    }

    @Test(arguments: seeds)
    func readOnlyPassAgreesWithTheExpansionOnRandomSystems(_ seed: UInt64) {
        let run = RandomSystemRun(seed: seed)
        let state = run.solver.state
        var questions: [[(Int32, Double)]] = []
        for (i, variable) in run.variables.enumerated() {
            guard let single = state.knownTerms(of: LinearExpression(variable)) else { continue }
            questions.append(single)
            let next = run.variables[(i + 1) % run.variables.count]
            if let difference = state.knownTerms(of: variable - next) { questions.append(difference) }
        }
        #expect(!questions.isEmpty)
        for terms in questions {
            #expect(state.expansionMayMove(terms) == expandedMayMove(state, terms), "\(terms)")
        }
    }

    @Test(arguments: seeds)
    func askingLeavesTheSolverUnchanged(_ seed: UInt64) {
        let run = RandomSystemRun(seed: seed)
        let before = run.solver.dump()
        let symbolCount = run.solver.state.symbols.count
        for variable in run.variables { _ = run.solver.alternativeValue(for: variable) }
        #expect(run.solver.dump() == before)
        #expect(run.solver.state.symbols.count == symbolCount)
    }

    @Test func aDefinedChainIsFixedWithoutMakingMarkers() throws {
        let solver = Solver()
        let v = (0..<4).map { Variable("v\($0)") }
        try solver.addConstraint(v[0] == 10)
        for i in 1..<4 { try solver.addConstraint(v[i] == v[i - 1] + 5) }
        let symbolCount = solver.state.symbols.count
        #expect(solver.alternativeValue(for: v[3]) == nil)
        #expect(solver.state.symbols.count == symbolCount)
        #expect(solver.value(of: v[3]) == 25)
    }

    @Test func aRemovedDefinitionFreesItsVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(y >= 0)
        let definition = x == y + 3
        try solver.addConstraint(definition)
        try solver.addConstraint(y == 2)
        #expect(solver.alternativeValue(for: x) == nil)
        try solver.removeConstraint(definition)
        #expect(solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }
}
