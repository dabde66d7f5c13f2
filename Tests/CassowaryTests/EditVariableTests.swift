// Edit variables: holding the current value until the first suggestion, following
// suggestions within the required constraints, priorities among edits, removal.

import Cassowary
import Testing

@Suite struct EditVariableTests {
    @Test func editHoldsTheSolvedValueUntilTheFirstSuggestion() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 30).priority(.weak))
        solver.updateVariables()
        expectClose(x.value, 30)
        try solver.addEditVariable(x, priority: .strong)
        expectValue(solver, x, 30)
        // A new medium preference cannot move x: the strong edit holds 30.
        try solver.addConstraint((x == 50).priority(.medium))
        expectValue(solver, x, 30)
        try solver.suggestValue(x, 70)
        expectValue(solver, x, 70)
    }

    @Test func editHoldsTheVariablesInitialValue() throws {
        let solver = Solver()
        let x = Variable("x", value: 42)
        try solver.addEditVariable(x, priority: .strong)
        try solver.addConstraint((x == 0).priority(.weak))
        expectValue(solver, x, 42)
        try solver.suggestValue(x, -8)
        expectValue(solver, x, -8)
    }

    @Test func suggestionsAreFollowedWithinRequiredBounds() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 100)
        try solver.addEditVariable(x, priority: .strong)
        for (suggested, expected) in [(10.0, 10.0), (-5, 0), (55.5, 55.5), (1000, 100), (100, 100), (0, 0)] {
            try solver.suggestValue(x, suggested)
            expectValue(solver, x, expected)
        }
    }

    @Test func suggestionsPropagateThroughEqualities() throws {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(width >= 10)
        try solver.addConstraint((width == 50).priority(.weak))
        try solver.addEditVariable(left, priority: .strong)
        try solver.addEditVariable(right, priority: .medium)
        try solver.suggestValue(left, 20)
        try solver.suggestValue(right, 100)
        expectValue(solver, left, 20)
        expectValue(solver, right, 100)
        expectValue(solver, width, 80)
        // right too close to left: width stays >= 10, the medium edit gives way.
        try solver.suggestValue(right, 25)
        expectValue(solver, left, 20)
        expectValue(solver, width, 10)
        expectValue(solver, right, 30)
        // With left far to the left, the medium edit is met exactly again.
        try solver.suggestValue(left, -40)
        expectValue(solver, right, 25)
        expectValue(solver, width, 65)
    }

    @Test func strongerEditWinsAgainstARequiredLink() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x + y == 100)
        try solver.addEditVariable(x, priority: .strong)
        try solver.addEditVariable(y, priority: .weak)
        try solver.suggestValue(x, 30)
        try solver.suggestValue(y, 90)
        expectValue(solver, x, 30)
        expectValue(solver, y, 70)
        // Swap the priorities by re-adding.
        try solver.removeEditVariable(x)
        try solver.removeEditVariable(y)
        try solver.addEditVariable(x, priority: .weak)
        try solver.addEditVariable(y, priority: .strong)
        try solver.suggestValue(x, 30)
        try solver.suggestValue(y, 90)
        expectValue(solver, y, 90)
        expectValue(solver, x, 10)
    }

    @Test func editsAtTheSamePriorityAsConstraintsSumTheirMisses() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).priority(.medium))
        try solver.addConstraint((x == 0).priority(.medium))
        try solver.addEditVariable(x, priority: .medium)
        try solver.suggestValue(x, 10)
        // 2|x| + |x - 10|: least at x = 0.
        expectValue(solver, x, 0)
        try solver.addEditVariable(Variable("unrelated"), priority: .medium)
        let y = Variable("y")
        try solver.addEditVariable(y, priority: .medium)
        try solver.addConstraint(y == x)
        try solver.suggestValue(y, 10)
        // Now 2|x| + 2|x - 10|: flat on [0, 10]; add a weak tie-breaker.
        try solver.addConstraint((x == 4).priority(.weak))
        expectValue(solver, x, 4)
        expectValue(solver, y, 4)
    }

    @Test func removingAnEditReleasesTheVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 5).priority(.weak))
        try solver.addEditVariable(x, priority: .strong)
        try solver.suggestValue(x, 80)
        expectValue(solver, x, 80)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        expectValue(solver, x, 5)
        // Re-adding holds the current value (5) until a suggestion.
        try solver.addEditVariable(x, priority: .strong)
        try solver.addConstraint((x == 9).priority(.medium))
        expectValue(solver, x, 5)
        try solver.suggestValue(x, 6)
        expectValue(solver, x, 6)
    }

    @Test func editVariablesDoNotAppearAsConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x >= 1
        try solver.addConstraint(c)
        try solver.addEditVariable(x, priority: .weak)
        #expect(identicalConstraintLists(solver.constraints, [c]))
        #expect(solver.hasEditVariable(x))
    }

    @Test func manySuggestionsDoNotDrift() throws {
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        try solver.addConstraint(b == a * 2 + 1)
        try solver.addConstraint(c == a + b)
        try solver.addConstraint(c <= 1000)
        try solver.addEditVariable(a, priority: .strong)
        for i in 0..<2000 {
            try solver.suggestValue(a, Double(i % 400) - 100)
        }
        try solver.suggestValue(a, 7)
        expectValue(solver, a, 7)
        expectValue(solver, b, 15)
        expectValue(solver, c, 22)
        try solver.suggestValue(a, 500)  // c = 3a + 1 <= 1000  ->  a = 333
        expectValue(solver, a, 333)
        expectValue(solver, c, 1000)
    }

    @Test func suggestingTheSameValueIsStable() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(y == x + 3)
        try solver.addEditVariable(x, priority: .strong)
        try solver.suggestValue(x, 4)
        let dump = solver.dump()
        try solver.suggestValue(x, 4)
        #expect(solver.dump() == dump)
        expectValue(solver, y, 7)
    }

    @Test func editPriorityBetweenLevels() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).priority(999))
        try solver.addEditVariable(x, priority: 999.5)
        try solver.suggestValue(x, 20)
        expectValue(solver, x, 20)
        try solver.addConstraint((x == 30).priority(999.75))
        expectValue(solver, x, 30)
    }
}
