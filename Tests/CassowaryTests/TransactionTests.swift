// A failed call leaves the solver exactly as it was: same dump, same values, same
// constraints; and the solver keeps working afterwards.

import Cassowary
import Testing

/// What a failed call must not change.
private struct Snapshot: Equatable {
    let dump: String
    let values: [UInt64]
    let constraints: [ObjectIdentifier]

    init(_ solver: Solver, _ variables: [Variable]) {
        dump = solver.dump()
        values = variables.map { solver.value(of: $0).bitPattern }
        constraints = solver.constraints.map(ObjectIdentifier.init)
    }
}

/// A small layout-like system with edits, several levels and slack inequalities.
private func buildSystem() throws -> (Solver, [Variable], [Constraint]) {
    let solver = Solver()
    let v = (0..<5).map { Variable("v\($0)") }
    let required = [
        v[0] >= 0,
        v[1] >= v[0] + 10,
        v[2] == v[1] + 5,
        v[3] <= 200,
        v[3] >= v[2] + 20,
    ]
    for c in required { try solver.addConstraint(c) }
    try solver.addConstraint((v[4] == v[3] - v[0]).priority(.strong))
    try solver.addConstraint((v[3] == 150).priority(.medium))
    try solver.addConstraint((v[0] == 0).priority(.weak))
    try solver.addEditVariable(v[1], priority: 999.5)
    try solver.suggestValue(v[1], 40)
    return (solver, v, required)
}

@Suite struct TransactionTests {
    @Test func failedAdditionLeavesTheSolverUnchanged() throws {
        let (solver, v, required) = try buildSystem()
        let before = Snapshot(solver, v)
        let bad = v[3] <= v[1]  // v3 >= v2 + 20 = v1 + 25
        expectError(.unsatisfiable(bad, conflicting: [required[2], required[4]])) {
            try solver.addConstraint(bad)
        }
        #expect(Snapshot(solver, v) == before)
        #expect(!solver.hasConstraint(bad))
        solver.updateVariables()
        expectClose(v[1].value, 40)
        expectClose(v[3].value, 150)
    }

    @Test func repeatedFailuresLeaveTheSolverUnchanged() throws {
        let (solver, v, _) = try buildSystem()
        let before = Snapshot(solver, v)
        for i in 0..<20 {
            _ = thrownSolverError { try solver.addConstraint(v[0] <= Double(-1 - i)) }
            _ = thrownSolverError { try solver.addConstraint(v[3] >= 201 + Double(i)) }
            #expect(Snapshot(solver, v) == before)
        }
    }

    @Test func failedUpdateConstantLeavesTheSolverUnchanged() throws {
        let (solver, v, required) = try buildSystem()
        let before = Snapshot(solver, v)
        let cap = required[3]  // v3 - 200 <= 0
        // v3 <= 10 is impossible: v3 >= v0 + 35 >= 35.
        let error = thrownSolverError { try solver.updateConstant(of: cap, to: -10) }
        guard case let .unsatisfiableConstraint(constraint, conflicting)? = error else {
            Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
            return
        }
        #expect(constraint === cap)
        #expect(sameConstraints(conflicting, [required[0], required[1], required[2], required[4]]))
        #expect(cap.expression.constant == -200)
        #expect(Snapshot(solver, v) == before)
        // The constraint still works with its old constant.
        try solver.suggestValue(v[1], 1000)
        expectValue(solver, v[3], 200)
        expectValue(solver, v[1], 175)
    }

    @Test func failedBatchIsAllOrNothing() throws {
        let (solver, v, _) = try buildSystem()
        let before = Snapshot(solver, v)
        let good1 = v[4] >= 0
        let good2 = (v[2] == 70).priority(.strong)
        let bad = v[0] >= 1000  // v3 <= 200 and v3 >= v0 + 35
        let error = thrownSolverError { try solver.addConstraints([good1, good2, bad]) }
        guard case let .unsatisfiableConstraint(constraint, _)? = error else {
            Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
            return
        }
        #expect(constraint === bad)
        #expect(Snapshot(solver, v) == before)
        for c in [good1, good2, bad] { #expect(!solver.hasConstraint(c)) }
        // The good ones alone are accepted afterwards, in one batch.
        try solver.addConstraints([good1, good2])
        #expect(solver.hasConstraint(good1) && solver.hasConstraint(good2))
        expectValue(solver, v[2], 45)  // the 999.5 edit keeps v1 = 40
    }

    @Test func batchWhoseMembersConflictAmongThemselves() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 3).priority(.weak))
        let before = Snapshot(solver, [x])
        let one = x == 1
        let two = x == 2
        let error = thrownSolverError { try solver.addConstraints([one, two]) }
        guard case let .unsatisfiableConstraint(constraint, conflicting)? = error else {
            Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
            return
        }
        // One of them is the offender, the other its conflict.
        #expect(
            (constraint === two && sameConstraints(conflicting, [one]))
                || (constraint === one && sameConstraints(conflicting, [two])))
        #expect(Snapshot(solver, [x]) == before)
        expectValue(solver, x, 3)
    }

    @Test func successfulBatchEqualsOneByOne() throws {
        let v = (0..<4).map { Variable("v\($0)") }
        func constraints() -> [Constraint] {
            [
                v[0] >= 0, v[1] >= v[0] + 10, v[2] == v[1] * 2, v[3] <= 100,
                (v[3] == v[2] + 30).priority(.strong), (v[0] == 25).priority(.weak),
            ]
        }
        let batched = Solver()
        try batched.addConstraints(constraints())
        let single = Solver()
        for c in constraints() { try single.addConstraint(c) }
        for variable in v {
            expectClose(batched.value(of: variable), single.value(of: variable), variable.name)
        }
        // strong: v3 = v2 + 30 = 2 v1 + 30 <= 100  ->  v1 <= 35, v0 <= 25: weak v0 = 25 fits.
        expectValue(batched, v[0], 25)
        #expect(batched.constraints.count == 6)
    }

    @Test func failedEditCallsLeaveTheSolverUnchanged() throws {
        let (solver, v, _) = try buildSystem()
        let before = Snapshot(solver, v)
        _ = thrownSolverError { try solver.addEditVariable(v[1], priority: .weak) }
        _ = thrownSolverError { try solver.addEditVariable(v[2], priority: .required) }
        _ = thrownSolverError { try solver.removeEditVariable(v[2]) }
        _ = thrownSolverError { try solver.suggestValue(v[2], 3) }
        _ = thrownSolverError { try solver.suggestValue(v[1], .nan) }
        _ = thrownSolverError { try solver.addConstraint(v[0] == .infinity) }
        _ = thrownSolverError { try solver.removeConstraint(v[0] >= 0) }
        #expect(Snapshot(solver, v) == before)
    }

    @Test func addThenRemoveRestoresTheSolution() throws {
        // Not a transaction failure, but the same promise from the other side: removing what
        // was just added gives back a solver that solves the same.
        let (solver, v, _) = try buildSystem()
        let values = v.map { solver.value(of: $0) }
        let extra = (v[0] == 5).priority(.strong)
        try solver.addConstraint(extra)
        expectValue(solver, v[0], 5)
        try solver.removeConstraint(extra)
        for (variable, value) in zip(v, values) {
            expectClose(solver.value(of: variable), value, variable.name)
        }
    }
}
