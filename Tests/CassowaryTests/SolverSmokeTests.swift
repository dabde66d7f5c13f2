import Testing

@testable import Cassowary

@Suite struct SolverSmokeTests {
    @Test func chainOfDefinitionsAndTableauRows() throws {
        let solver = Solver()
        let l = Variable("l"), r = Variable("r"), m = Variable("m")
        try solver.addConstraint(m * 2 == l + r)
        try solver.addConstraint(l + 10 <= r)
        try solver.addConstraint(l >= 0)
        try solver.addConstraint(r <= 100)
        try solver.addConstraint((l == 90).priority(.strong))
        solver.updateVariables()
        #expect(l.value == 90)
        #expect(r.value == 100)
        #expect(m.value == 95)
    }

    @Test func strictHierarchy() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).priority(751))
        for _ in 0..<100 { try solver.addConstraint((x == 10).priority(750)) }
        solver.updateVariables()
        #expect(x.value == 0)
    }

    @Test func sumWithinLevel() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).priority(500))
        try solver.addConstraint((x == 10).priority(500))
        try solver.addConstraint((x == 10).priority(500))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func editVariables() throws {
        let solver = Solver()
        let w = Variable("w"), half = Variable("half")
        try solver.addConstraint(half * 2 == w)
        try solver.addEditVariable(w, priority: .strong)
        try solver.suggestValue(w, 300)
        solver.updateVariables()
        #expect(w.value == 300)
        #expect(half.value == 150)
        try solver.suggestValue(w, 500)
        solver.updateVariables()
        #expect(half.value == 250)
    }

    @Test func conflictIsMinimalAndRollsBack() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), u = Variable("u")
        let a = x == y, b = y == z, c = z == 5, d = u == 3
        try solver.addConstraints([a, b, c, d])
        let before = solver.dump()
        let bad = x == 7
        #expect {
            try solver.addConstraint(bad)
        } throws: { error in
            guard case let SolverError.unsatisfiableConstraint(constraint, conflicting) = error else { return false }
            return constraint === bad && conflicting.count == 3 && conflicting[0] === a && conflicting[1] === b
                && conflicting[2] === c
        }
        #expect(solver.dump() == before)
        solver.updateVariables()
        #expect(x.value == 5)
    }

    @Test func inequalityConflictThroughTableau() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let a = x >= y + 10, b = x <= 5, c = y >= 0
        try solver.addConstraints([a, b])
        try solver.addConstraint((y == 3).priority(.weak))
        let before = solver.dump()
        #expect(throws: SolverError.self) { try solver.addConstraint(c) }
        #expect(solver.dump() == before)
        solver.updateVariables()
        #expect(y.value == -5)
    }

    @Test func updateConstantAndRemoval() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let cx = x == 10
        let cy = y == x + 5
        try solver.addConstraints([cx, cy])
        try solver.updateConstant(of: cx, to: -20)
        solver.updateVariables()
        #expect(x.value == 20)
        #expect(y.value == 25)
        try solver.removeConstraint(cx)
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint(x == 1)
        solver.updateVariables()
        #expect(y.value == 6)
        #expect(!solver.isAmbiguous(y))
        #expect(solver.constraintsDetermining(y).count == 2)
    }

    @Test func equalPriorityConflictIsAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).priority(500))
        try solver.addConstraint((x == 10).priority(500))
        let alternative = try #require(solver.alternativeValue(for: x))
        solver.updateVariables()
        #expect(alternative != x.value)
        #expect(alternative >= 0 && alternative <= 10)
    }

    @Test func expressionQueries() throws {
        let solver = Solver()
        let parent = Variable("parent"), child = Variable("child")
        let offset = child == parent + 10
        try solver.addConstraint(offset)
        try solver.addConstraint(parent >= 0)
        #expect(solver.isAmbiguous(child))
        #expect(!solver.isAmbiguous(child - parent))
        #expect(solver.constraintsDetermining(child - parent).count == 1)
        #expect(solver.constraintsDetermining(child - parent).first === offset)
        let alternative = try #require(solver.alternativeValue(for: child + 0))
        #expect(alternative != solver.value(of: child))
    }
}
