// Queries on a solved system: isAmbiguous, alternativeValue(for:), constraintsDetermining.

import Cassowary
import Testing

@Suite struct QueryTests {
    // MARK: ambiguity

    @Test func onlyALowerBoundIsAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        #expect(solver.isAmbiguous(x))
        let current = solver.value(of: x)
        let alternative = try #require(solver.alternativeValue(for: x))
        #expect(alternative >= -valueTolerance)
        #expect(alternative != current)
        #expect(current >= -valueTolerance)
    }

    @Test func aFixedVariableIsNotAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 5)
        #expect(!solver.isAmbiguous(x))
        #expect(solver.alternativeValue(for: x) == nil)
        expectValue(solver, x, 5)
    }

    @Test func tiedPreferencesMakeTheVariableAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).priority(500))
        try solver.addConstraint((x == 10).priority(500))
        let current = solver.value(of: x)
        #expect(current >= -valueTolerance && current <= 10 + valueTolerance)
        #expect(solver.isAmbiguous(x))
        let alternative = try #require(solver.alternativeValue(for: x))
        #expect(alternative >= -valueTolerance && alternative <= 10 + valueTolerance)
        #expect(abs(alternative - current) > 1e-6)
        // Asking does not move anything.
        #expect(solver.value(of: x) == current)
    }

    @Test func aLowerLevelBreaksTheTie() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).priority(500))
        try solver.addConstraint((x == 10).priority(500))
        try solver.addConstraint((x == 3).priority(250))
        expectValue(solver, x, 3)
        #expect(!solver.isAmbiguous(x))
        #expect(solver.alternativeValue(for: x) == nil)
    }

    @Test func aSatisfiedWeakPreferenceDeterminesTheVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint((x == 3).priority(.weak))
        #expect(!solver.isAmbiguous(x))
        #expect(solver.alternativeValue(for: x) == nil)
    }

    @Test func aFullyDeterminedChainIsNeverAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        try solver.addConstraint(x == 5)
        try solver.addConstraint(y == x + 1)
        try solver.addConstraint(z == y + 1)
        for v in [x, y, z] {
            #expect(!solver.isAmbiguous(v), "\(v.name)")
            #expect(solver.alternativeValue(for: v) == nil, "\(v.name)")
        }
    }

    @Test func oneEquationInTwoUnknownsLeavesBothAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x + y == 10)
        for v in [x, y] {
            #expect(solver.isAmbiguous(v), "\(v.name)")
            let alternative = try #require(solver.alternativeValue(for: v))
            #expect(abs(alternative - solver.value(of: v)) > 1e-6)
        }
        try solver.addConstraint((x == 4).priority(1))
        for v in [x, y] { #expect(!solver.isAmbiguous(v), "\(v.name)") }
        expectValue(solver, y, 6)
    }

    @Test func alternativeValueKeepsEveryLevelOptimal() throws {
        // Replay the system with the alternative pinned and compare each level's violation.
        func build(pin: Double?) throws -> (Solver, Variable, [Constraint]) {
            let solver = Solver()
            let x = Variable("x")
            let y = Variable("y")
            let preferences = [
                (y == 2 * x).priority(.strong),
                (x == 1).priority(.medium), (x == 6).priority(.medium),
                (y <= 30).priority(.weak), (y >= 0).priority(.weak),
            ]
            try solver.addConstraint(x >= 0)
            try solver.addConstraint(x <= 20)
            for c in preferences { try solver.addConstraint(c) }
            if let pin { try solver.addConstraint(x == pin) }
            return (solver, x, preferences)
        }
        let (solver, x, preferences) = try build(pin: nil)
        #expect(solver.isAmbiguous(x))
        let alternative = try #require(solver.alternativeValue(for: x))
        #expect(alternative >= 1 - 1e-9 && alternative <= 6 + 1e-9)
        solver.updateVariables()
        let original = preferences.map(\.violation)
        let (pinned, _, pinnedPreferences) = try build(pin: alternative)
        pinned.updateVariables()
        let replay = pinnedPreferences.map(\.violation)
        // strong, then medium (sum of two), then weak (sum of two).
        expectClose(replay[0], original[0], tolerance: 1e-9, "strong")
        expectClose(replay[1] + replay[2], original[1] + original[2], tolerance: 1e-9, "medium")
        expectClose(replay[3] + replay[4], original[3] + original[4], tolerance: 1e-9, "weak")
    }

    @Test func ambiguityFollowsChanges() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = x == 8
        try solver.addConstraint(x <= 100)
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint(pin)
        #expect(!solver.isAmbiguous(x))
        try solver.removeConstraint(pin)
        #expect(solver.isAmbiguous(x))
        try solver.addEditVariable(x, priority: .weak)
        try solver.suggestValue(x, 40)
        #expect(!solver.isAmbiguous(x))
        expectValue(solver, x, 40)
    }

    // MARK: constraintsDetermining

    @Test func chainIsDeterminedByExactlyItsLinks() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let w = Variable("w")
        let x5 = x == 5
        let yx = y == x + 1
        let zy = z == y + 1
        try solver.addConstraint(w == 2)
        try solver.addConstraint(x5)
        try solver.addConstraint(x >= 0)  // slack: determines nothing
        try solver.addConstraint(yx)
        try solver.addConstraint(zy)
        try solver.addConstraint(w + z <= 1000)  // slack
        #expect(sameConstraints(solver.constraintsDetermining(z), [x5, yx, zy]))
        #expect(sameConstraints(solver.constraintsDetermining(y), [x5, yx]))
        #expect(sameConstraints(solver.constraintsDetermining(x), [x5]))
    }

    @Test func aNonTightInequalityDeterminesNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        let fix = x == 5
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 10)
        try solver.addConstraint(fix)
        #expect(sameConstraints(solver.constraintsDetermining(x), [fix]))
    }

    @Test func aTightInequalityDetermines() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor = x >= 10
        let unrelated = Variable("u") == 3
        try solver.addConstraint(unrelated)
        try solver.addConstraint(x <= 50)
        try solver.addConstraint(floor)
        try solver.addConstraint((x == 0).priority(.weak))
        expectValue(solver, x, 10)
        let determining = solver.constraintsDetermining(x)
        #expect(determining.contains { $0 === floor })
        #expect(!determining.contains { $0 === unrelated })
        #expect(determining.allSatisfy { solver.hasConstraint($0) })
    }

    @Test func removedConstraintsNoLongerDetermine() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let first = x == 1
        let link = y == x * 2
        try solver.addConstraint(first)
        try solver.addConstraint(link)
        #expect(sameConstraints(solver.constraintsDetermining(y), [first, link]))
        try solver.removeConstraint(first)
        let second = x == 7
        try solver.addConstraint(second)
        #expect(sameConstraints(solver.constraintsDetermining(y), [second, link]))
        expectValue(solver, y, 14)
    }
}
