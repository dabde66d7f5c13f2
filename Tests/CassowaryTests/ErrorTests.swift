// Every SolverError case: the exact case, and the constraint or variable it names.

import Cassowary
import Testing

@Suite struct ErrorTests {
    // MARK: constraints

    @Test func duplicateConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        let required = x == 1
        let preference = (x >= 3).priority(.weak)
        try solver.addConstraint(required)
        try solver.addConstraint(preference)
        expectError(.duplicateConstraint(required)) { try solver.addConstraint(required) }
        expectError(.duplicateConstraint(preference)) { try solver.addConstraint(preference) }
        #expect(identicalConstraintLists(solver.constraints, [required, preference]))
        expectValue(solver, x, 1)
    }

    @Test func duplicateInsideAndAcrossBatches() throws {
        let solver = Solver()
        let x = Variable("x")
        let added = x >= 0
        try solver.addConstraints([added])
        let fresh = x <= 10
        expectError(.duplicateConstraint(added)) { try solver.addConstraints([fresh, added]) }
        #expect(!solver.hasConstraint(fresh))
        expectError(.duplicateConstraint(fresh)) { try solver.addConstraints([fresh, fresh]) }
        #expect(!solver.hasConstraint(fresh))
        #expect(identicalConstraintLists(solver.constraints, [added]))
    }

    @Test func unknownConstraintOnRemove() throws {
        let solver = Solver()
        let x = Variable("x")
        let never = x == 1
        expectError(.unknownConstraint(never)) { try solver.removeConstraint(never) }

        let once = x == 2
        try solver.addConstraint(once)
        try solver.removeConstraint(once)
        expectError(.unknownConstraint(once)) { try solver.removeConstraint(once) }

        // A look-alike of an added constraint is still unknown.
        let added = x >= 0
        try solver.addConstraint(added)
        let lookAlike = x >= 0
        expectError(.unknownConstraint(lookAlike)) { try solver.removeConstraint(lookAlike) }
        #expect(solver.hasConstraint(added))
    }

    @Test func constraintOfAnotherSolverIsUnknown() throws {
        let first = Solver()
        let second = Solver()
        let x = Variable("x")
        let c = x == 4
        try first.addConstraint(c)
        #expect(!second.hasConstraint(c))
        expectError(.unknownConstraint(c)) { try second.removeConstraint(c) }
        expectError(.unknownConstraint(c)) { try second.updateConstant(of: c, to: 1) }
        #expect(c.expression.constant == -4)
        expectValue(first, x, 4)
    }

    @Test func unknownConstraintOnUpdateConstant() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 3
        expectError(.unknownConstraint(c)) { try solver.updateConstant(of: c, to: 7) }
        #expect(c.expression.constant == -3)
        try solver.addConstraint(c)
        try solver.removeConstraint(c)
        expectError(.unknownConstraint(c)) { try solver.updateConstant(of: c, to: 7) }
        #expect(c.expression.constant == -3)
    }

    // MARK: edit variables

    @Test func duplicateEditVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, priority: .strong)
        expectError(.duplicateEditVariable(x)) { try solver.addEditVariable(x, priority: .strong) }
        expectError(.duplicateEditVariable(x)) { try solver.addEditVariable(x, priority: .weak) }
        #expect(solver.hasEditVariable(x))
    }

    @Test func unknownEditVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x == 1)  // known to the solver, but not as an edit variable
        expectError(.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        expectError(.unknownEditVariable(x)) { try solver.suggestValue(x, 3) }
        expectError(.unknownEditVariable(y)) { try solver.removeEditVariable(y) }
        expectError(.unknownEditVariable(y)) { try solver.suggestValue(y, 3) }

        try solver.addEditVariable(y, priority: .weak)
        try solver.removeEditVariable(y)
        expectError(.unknownEditVariable(y)) { try solver.removeEditVariable(y) }
        expectError(.unknownEditVariable(y)) { try solver.suggestValue(y, 1) }
        #expect(!solver.hasEditVariable(y))
    }

    @Test func requiredEditVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        expectError(.requiredEditVariable(x)) { try solver.addEditVariable(x, priority: .required) }
        expectError(.requiredEditVariable(x)) { try solver.addEditVariable(x, priority: 1000) }
        #expect(!solver.hasEditVariable(x))
        // Just below required is fine.
        try solver.addEditVariable(x, priority: 999.99)
        #expect(solver.hasEditVariable(x))
    }

    // MARK: non-finite numbers and priorities

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteCoefficient(_ bad: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(y == 2)
        let before = solver.dump()
        let c = Constraint(LinearExpression(terms: [Term(x, bad), Term(y)], constant: 1), .equal)
        expectError(.nonFiniteValue) { try solver.addConstraint(c) }
        #expect(!solver.hasConstraint(c))
        let weak = Constraint(LinearExpression(terms: [Term(x, bad)]), .greaterThanOrEqual, priority: .weak)
        expectError(.nonFiniteValue) { try solver.addConstraint(weak) }
        expectError(.nonFiniteValue) { try solver.addConstraints([x >= 0, weak]) }
        #expect(solver.dump() == before)
        #expect(solver.constraints.count == 1)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteConstant(_ bad: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        let c = Constraint(LinearExpression(terms: [Term(x)], constant: bad), .lessThanOrEqual)
        expectError(.nonFiniteValue) { try solver.addConstraint(c) }
        #expect(solver.constraints.isEmpty)

        let fine = x == 5
        try solver.addConstraint(fine)
        let before = solver.dump()
        expectError(.nonFiniteValue) { try solver.updateConstant(of: fine, to: bad) }
        #expect(fine.expression.constant == -5)
        #expect(solver.dump() == before)
        expectValue(solver, x, 5)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteSuggestedValue(_ bad: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, priority: .strong)
        try solver.suggestValue(x, 12)
        let before = solver.dump()
        expectError(.nonFiniteValue) { try solver.suggestValue(x, bad) }
        #expect(solver.dump() == before)
        expectValue(solver, x, 12)
    }

    @Test(arguments: [Double.nan, .infinity])
    func nonFinitePriority(_ bad: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        expectError(.nonFiniteValue) { try solver.addConstraint((x == 1).priority(Priority(bad))) }
        expectError(.nonFiniteValue) { try solver.addEditVariable(x, priority: Priority(bad)) }
        #expect(solver.constraints.isEmpty)
        #expect(!solver.hasEditVariable(x))
    }

    @Test(arguments: [-1.0, -0.001, 1000.5, 5000])
    func invalidPriorityOfAConstraint(_ value: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        let c = (x == 1).priority(Priority(value))
        expectError(.invalidPriority(value)) { try solver.addConstraint(c) }
        #expect(!solver.hasConstraint(c))
    }

    @Test(arguments: [-1.0, -250])
    func invalidPriorityOfAnEditVariable(_ value: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        expectError(.invalidPriority(value)) { try solver.addEditVariable(x, priority: Priority(value)) }
        #expect(!solver.hasEditVariable(x))
    }

    @Test func boundaryPrioritiesAreValid() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 1).priority(0))
        try solver.addConstraint((x == 2).priority(1000))
        expectValue(solver, x, 2)
    }

    // MARK: unsatisfiable constraints

    @Test func twoContradictoryEqualities() throws {
        let solver = Solver()
        let x = Variable("x")
        let ten = x == 10
        let twenty = x == 20
        try solver.addConstraint(ten)
        expectError(.unsatisfiable(twenty, conflicting: [ten])) { try solver.addConstraint(twenty) }
        #expect(!solver.hasConstraint(twenty))
        expectValue(solver, x, 10)
    }

    @Test func conflictThroughAChainNamesExactlyTheChain() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let w = Variable("w")
        let xy = x == y
        let yz = y == z
        let z5 = z == 5
        // Unrelated or slack constraints that must not be named.
        try solver.addConstraint(w == 3)
        try solver.addConstraint(w + x >= -100)
        try solver.addConstraint(x >= 0)
        try solver.addConstraint((x == 7).priority(.strong))
        try solver.addConstraint(xy)
        try solver.addConstraint(yz)
        try solver.addConstraint(z5)
        let x7 = x == 7
        expectError(.unsatisfiable(x7, conflicting: [xy, yz, z5])) { try solver.addConstraint(x7) }
        expectValue(solver, x, 5)
    }

    @Test func inequalityConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        let atLeast10 = x >= 10
        try solver.addConstraint(x <= 100)
        try solver.addConstraint(atLeast10)
        try solver.addConstraint(x >= -3)
        let atMost5 = x <= 5
        expectError(.unsatisfiable(atMost5, conflicting: [atLeast10])) { try solver.addConstraint(atMost5) }
        // Touching bounds are satisfiable.
        try solver.addConstraint(x <= 10)
        expectValue(solver, x, 10)
    }

    @Test func conflictNeedsTwoInequalities() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let xFloor = x >= 0
        let yFloor = y >= 0
        let sumCap = x + y <= 10
        try solver.addConstraint(xFloor)
        try solver.addConstraint(yFloor)
        try solver.addConstraint(sumCap)
        try solver.addConstraint((x == 4).priority(.weak))
        let xBig = x >= 20
        // x >= 0 plays no part: only x + y <= 10 and y >= 0 together exclude x >= 20.
        expectError(.unsatisfiable(xBig, conflicting: [sumCap, yFloor])) { try solver.addConstraint(xBig) }
        expectValue(solver, x, 4)
    }

    @Test func conflictWithRedundantEqualitiesNamesOneOfThem() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let first = x + y == 10
        let redundant = 2 * x + 2 * y == 20  // the same hyperplane: accepted
        try solver.addConstraint(first)
        try solver.addConstraint(redundant)
        let shifted = 2 * x + 2 * y == 21
        let error = thrownSolverError { try solver.addConstraint(shifted) }
        guard case let .unsatisfiableConstraint(constraint, conflicting)? = error else {
            Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
            return
        }
        #expect(constraint === shifted)
        // Either alone is a minimal conflicting set; both together are not minimal.
        #expect(conflicting.count == 1)
        #expect(conflicting.allSatisfy { $0 === first || $0 === redundant })
        // After removing one, the other still excludes `shifted`.
        try solver.removeConstraint(first)
        expectError(.unsatisfiable(shifted, conflicting: [redundant])) { try solver.addConstraint(shifted) }
    }

    @Test func boundStillHoldsAfterRemovingAnEqualityOnTheSameVariable() throws {
        // Found by the differential test (system 3065), shrunk.
        let solver = Solver()
        let x = Variable("x")
        let pin = x == 0
        let floor = x >= 0
        try solver.addConstraint(pin)
        try solver.addConstraint(floor)
        try solver.removeConstraint(pin)
        let bad = x == -14
        expectError(.unsatisfiable(bad, conflicting: [floor])) { try solver.addConstraint(bad) }
        if solver.hasConstraint(bad) { try solver.removeConstraint(bad) }
        try solver.addConstraint((x == -14).priority(.strong))
        expectValue(solver, x, 0)
    }

    @Test func boundOnAnotherVariableStillHoldsAfterRemovingAnEquality() throws {
        // Found by the differential test (system 4124), shrunk.
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let pin = 0.5 * z == 0
        let floor = y >= -28
        try solver.addConstraint(pin)
        try solver.addConstraint((-2 * y - 3 * x <= 0).priority(1))
        try solver.addConstraint(floor)
        try solver.addConstraint((y == 2 * z).priority(1))
        try solver.removeConstraint(pin)
        try solver.addConstraint((x >= 60).priority(.weak))
        solver.updateVariables()
        #expect(floor.violation <= valueTolerance, "y >= -28 is violated by \(floor.violation)")
        #expect(x.value >= 60 - valueTolerance)
    }

    @Test func conflictIsDetectedAfterRemovingAnEquality() throws {
        // Found by the differential test (system 2016, where it ended in a crash), shrunk.
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let e = Variable("e")
        try solver.addEditVariable(e, priority: 1)
        let floor = a >= 0
        try solver.addConstraint(floor)
        try solver.addConstraint((3 * b <= a).priority(.strong))
        let link = 2 * b == c + 16
        try solver.addConstraint(link)
        try solver.addConstraint((c == 0).priority(999))
        try solver.removeConstraint(link)
        let bad = a <= -30.5
        expectError(.unsatisfiable(bad, conflicting: [floor])) { try solver.addConstraint(bad) }
        // When the solver wrongly accepts `bad`, the suggestion below hits a precondition
        // ("a non-required edit cannot make required constraints conflict") and would take
        // the whole test process down; stop here instead.
        guard !solver.hasConstraint(bad) else { return }
        try solver.suggestValue(e, -2)
        expectValue(solver, e, -2)
        #expect(floor.violation <= valueTolerance)
    }

    @Test func nonRequiredConstraintsNeverConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 20)
        try solver.addConstraint((x == 10).priority(999.9))
        try solver.addConstraint((x >= 30).priority(.strong))
        try solver.addEditVariable(x, priority: .strong)
        try solver.suggestValue(x, -4)
        expectValue(solver, x, 20)
    }

    @Test func conflictingBatchNamesTheOffenderAndMinimalSet() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let xFix = x == 1
        try solver.addConstraint(xFix)
        try solver.addConstraint(y >= 0)
        let link = y == x + 2
        let bad = y <= 2  // with x == 1 and y == x + 2 impossible
        let error = thrownSolverError { try solver.addConstraints([link, bad]) }
        guard case let .unsatisfiableConstraint(constraint, conflicting)? = error else {
            Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
            return
        }
        // Whichever of the two the solver meets last is the offender; the other one and
        // x == 1 make up the minimal conflicting set.
        if constraint === bad {
            #expect(sameConstraints(conflicting, [link, xFix]))
        } else {
            #expect(constraint === link)
            #expect(sameConstraints(conflicting, [bad, xFix]))
        }
        #expect(!solver.hasConstraint(link))
        #expect(!solver.hasConstraint(bad))
        #expect(solver.constraints.count == 2)
    }

    @Test func solverStaysUsableAfterErrors() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let fix = x == 1
        try solver.addConstraint(fix)
        _ = thrownSolverError { try solver.addConstraint(x == 2) }
        _ = thrownSolverError { try solver.addConstraint(fix) }
        _ = thrownSolverError { try solver.removeConstraint(y == 0) }
        _ = thrownSolverError { try solver.suggestValue(y, 1) }
        try solver.addConstraint(y == x * 3)
        expectValue(solver, y, 3)
        try solver.removeConstraint(fix)
        try solver.addConstraint(x == 2)
        expectValue(solver, y, 6)
    }
}
