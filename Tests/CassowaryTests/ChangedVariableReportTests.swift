import Testing

@testable import Cassowary

/// `updateVariables(appendingChangesTo:limit:)` names exactly the variables whose value it
/// changed, after a downstream evaluation and after a full one.
@Suite struct ChangedVariableReportTests {
    /// x0 == 10, x(i) == x(i-1) + 1: a chain of five.
    private func chain() throws -> (Solver, [Variable], [Constraint]) {
        let solver = Solver()
        let x = (0..<5).map { Variable("x\($0)") }
        let head = x[0] == 10
        try solver.addConstraint(head)
        var constraints = [head]
        for i in 1..<5 {
            let link = x[i] == x[i - 1] + 1
            constraints.append(link)
            try solver.addConstraint(link)
        }
        return (solver, x, constraints)
    }

    @Test func theFirstUpdateReportsEveryVariableThatLeftZero() throws {
        let (solver, x, _) = try chain()
        var changed: [Variable] = []
        #expect(solver.updateVariables(appendingChangesTo: &changed))
        #expect(Set(changed.map(\.name)) == Set(x.map(\.name)))
        #expect(changed.count == 5)
    }

    @Test func anEditReportsOnlyTheVariablesDownstreamOfIt() throws {
        let (solver, x, constraints) = try chain()
        solver.updateVariables()
        try solver.updateConstant(of: constraints[3], to: -4)  // x3 == x2 + 4
        var changed: [Variable] = []
        #expect(solver.updateVariables(appendingChangesTo: &changed))
        #expect(changed.map(\.name).sorted() == ["x3", "x4"])
        #expect(x.map(\.value) == [10, 11, 12, 16, 17])
    }

    @Test func anEditUndoneBeforeTheUpdateReportsNothing() throws {
        let (solver, _, constraints) = try chain()
        solver.updateVariables()
        try solver.updateConstant(of: constraints[2], to: -7)
        try solver.updateConstant(of: constraints[2], to: -1)
        var changed: [Variable] = []
        #expect(solver.updateVariables(appendingChangesTo: &changed))
        #expect(changed.isEmpty)
    }

    @Test func moreChangesThanTheLimitAreReportedAsTooMany() throws {
        let (solver, x, constraints) = try chain()
        solver.updateVariables()
        try solver.updateConstant(of: constraints[0], to: -20)  // x0 == 20: everything moves
        var changed: [Variable] = []
        #expect(!solver.updateVariables(appendingChangesTo: &changed, limit: 2))
        #expect(changed.count == 2)
        // Every value is written all the same.
        #expect(x.map(\.value) == [20, 21, 22, 23, 24])
    }
}
