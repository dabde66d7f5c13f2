// The classic Cassowary cases: the paper's midpoint example and the small systems every
// Cassowary implementation's test suite checks (equalities, inequalities, chains, strengths,
// removal and re-addition, shared variables, constants updated in place, identity).

import Cassowary
import Testing

@Suite struct ClassicCasesTests {
    @Test func singleEqualityWithConstant() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x + 2 == 20)
        expectValue(solver, x, 18)
    }

    @Test func twoVariablesLinkedByAnEquality() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x == 20)
        try solver.addConstraint(x + 2 == y + 10)
        expectValue(solver, x, 20)
        expectValue(solver, y, 12)
    }

    @Test func twoEquationsInTwoUnknowns() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint(x - y == 2)
        expectValue(solver, x, 6)
        expectValue(solver, y, 4)
    }

    @Test func coefficientsAndDivision() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        // 3x = 2y + 4, y / 2 = 5  ->  y = 10, x = 8
        try solver.addConstraint(3 * x == 2 * y + 4)
        try solver.addConstraint(y / 2 == 5)
        expectValue(solver, y, 10)
        expectValue(solver, x, 8)
    }

    @Test func repeatedVariableInOneExpressionAddsUp() throws {
        let solver = Solver()
        let x = Variable("x")
        // x + x + x == 12  ->  x = 4
        try solver.addConstraint(LinearExpression(terms: [Term(x), Term(x), Term(x)], constant: -12) == 0)
        expectValue(solver, x, 4)
    }

    /// Badros, Borning & Stuckey (2001), section 2: x_m = (x_l + x_r) / 2, x_l + 10 <= x_r,
    /// everything within 0...100, the midpoint dragged with an edit variable.
    @Test func paperMidpointExample() throws {
        let solver = Solver()
        let left = Variable("xl")
        let mid = Variable("xm")
        let right = Variable("xr")
        try solver.addConstraint(mid * 2 == left + right)
        try solver.addConstraint(left + 10 <= right)
        try solver.addConstraint(left >= 0)
        try solver.addConstraint(right <= 100)
        try solver.addConstraint((left == 40).priority(.weak))
        try solver.addEditVariable(mid, priority: .strong)

        try solver.suggestValue(mid, 60)
        expectValue(solver, mid, 60)
        expectValue(solver, left, 40)
        expectValue(solver, right, 80)

        // x_r would pass 100: x_l gives way (the weak preference loses to the edit).
        try solver.suggestValue(mid, 90)
        expectValue(solver, mid, 90)
        expectValue(solver, left, 80)
        expectValue(solver, right, 100)

        // The midpoint cannot go past 95 (x_l <= 90, x_r <= 100): it stops there.
        try solver.suggestValue(mid, 100)
        expectValue(solver, mid, 95)
        expectValue(solver, left, 90)
        expectValue(solver, right, 100)

        // Nor below 5 (x_l >= 0, x_r >= x_l + 10).
        try solver.suggestValue(mid, 0)
        expectValue(solver, mid, 5)
        expectValue(solver, left, 0)
        expectValue(solver, right, 10)

        // Back inside the feasible range.
        try solver.suggestValue(mid, 50)
        expectValue(solver, mid, 50)
        expectValue(solver, left, 40)
        expectValue(solver, right, 60)
    }

    @Test func paperMidpointWithoutEditsUsesTheWeakPreference() throws {
        let solver = Solver()
        let left = Variable("xl")
        let mid = Variable("xm")
        let right = Variable("xr")
        try solver.addConstraint(mid * 2 == left + right)
        try solver.addConstraint(left + 10 <= right)
        try solver.addConstraint(left >= 0)
        try solver.addConstraint(right <= 100)
        try solver.addConstraint((right == 30).priority(.strong))
        try solver.addConstraint((left == 25).priority(.weak))
        // strong: x_r = 30 exactly; weak: x_l as close to 25 as x_l <= 20 allows.
        expectValue(solver, right, 30)
        expectValue(solver, left, 20)
        expectValue(solver, mid, 25)
    }

    @Test func inequalityBoundsAgainstAWeakPull() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 5)
        try solver.addConstraint(x <= 10)
        let pullUp = (x == 100).priority(.weak)
        try solver.addConstraint(pullUp)
        expectValue(solver, x, 10)
        try solver.removeConstraint(pullUp)
        try solver.addConstraint((x == -100).priority(.weak))
        expectValue(solver, x, 5)
    }

    @Test func inequalityWrittenWithTheConstantOnTheLeft() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(10 <= x)
        try solver.addConstraint((x == 0).priority(.weak))
        expectValue(solver, x, 10)
    }

    @Test func chainOfEqualities() throws {
        let solver = Solver()
        let chain = (0..<20).map { Variable("v\($0)") }
        // v[i] == v[i + 1] + 1, v[19] == 0  ->  v[i] = 19 - i
        for i in 0..<(chain.count - 1) {
            try solver.addConstraint(chain[i] == chain[i + 1] + 1)
        }
        try solver.addConstraint(chain[chain.count - 1] == 0)
        for (i, v) in chain.enumerated() {
            expectValue(solver, v, Double(chain.count - 1 - i))
        }
    }

    @Test func chainOfInequalitiesPackedByWeakPreferences() throws {
        let solver = Solver()
        let chain = (0..<10).map { Variable("v\($0)") }
        // v[0] >= 0, v[i + 1] >= v[i] + 10, v[9] pulled down weakly to 0: everything packs left.
        try solver.addConstraint(chain[0] >= 0)
        for i in 0..<(chain.count - 1) {
            try solver.addConstraint(chain[i + 1] >= chain[i] + 10)
        }
        for v in chain { try solver.addConstraint((v == 0).priority(.weak)) }
        for (i, v) in chain.enumerated() {
            expectValue(solver, v, Double(10 * i))
        }
    }

    @Test func requiredBeatsStrongBeatsWeak() throws {
        let solver = Solver()
        let x = Variable("x")
        let weak = (x == 10).priority(.weak)
        let strong = (x == 20).priority(.strong)
        let cap = x <= 15
        try solver.addConstraint(weak)
        expectValue(solver, x, 10)
        try solver.addConstraint(strong)
        expectValue(solver, x, 20)
        try solver.addConstraint(cap)
        expectValue(solver, x, 15)
        try solver.removeConstraint(cap)
        expectValue(solver, x, 20)
        try solver.removeConstraint(strong)
        expectValue(solver, x, 10)
        try solver.removeConstraint(weak)
        #expect(solver.constraints.isEmpty)
    }

    @Test func mediumBetweenStrongAndWeak() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x + y == 100)
        try solver.addConstraint((x == 30).priority(.weak))
        try solver.addConstraint((y == 40).priority(.medium))
        expectValue(solver, y, 40)
        expectValue(solver, x, 60)
        try solver.addConstraint((x == 90).priority(.strong))
        expectValue(solver, x, 90)
        expectValue(solver, y, 10)
    }

    @Test func removeThenReAddTheSameConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        let fix = x == 7
        try solver.addConstraint((x == 1).priority(.weak))
        try solver.addConstraint(fix)
        expectValue(solver, x, 7)
        try solver.removeConstraint(fix)
        #expect(!solver.hasConstraint(fix))
        expectValue(solver, x, 1)
        try solver.addConstraint(fix)
        #expect(solver.hasConstraint(fix))
        expectValue(solver, x, 7)
        // Repeatedly, to shake out leftover bookkeeping.
        for _ in 0..<5 {
            try solver.removeConstraint(fix)
            try solver.addConstraint(fix)
        }
        expectValue(solver, x, 7)
        #expect(solver.constraints.count == 2)
    }

    @Test func removingAnInequalityReleasesTheVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let floor = x >= y + 50
        try solver.addConstraint(y == 10)
        try solver.addConstraint((x == 0).priority(.weak))
        try solver.addConstraint(floor)
        expectValue(solver, x, 60)
        try solver.removeConstraint(floor)
        expectValue(solver, x, 0)
        expectValue(solver, y, 10)
    }

    @Test func removingOneOfTwoParallelEqualitiesKeepsTheOther() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let first = x + y == 10
        let parallel = 2 * x + 2 * y == 20  // the same hyperplane
        try solver.addConstraint(first)
        try solver.addConstraint(parallel)
        try solver.removeConstraint(first)
        try solver.addConstraint((x == 3).priority(.weak))
        try solver.addConstraint((y == 3).priority(.weak))
        solver.updateVariables()
        expectClose(parallel.violation, 0, "violation of 2x + 2y == 20")
        expectClose(x.value + y.value, 10, "x + y")
    }

    @Test func removingOneOfThreeDependentEqualitiesKeepsTheOtherTwo() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        // Three lines through (1, 3); any two of them fix the point.
        let a = x + y == 4
        let b = 2 * x + y == 5
        let c = x - 2 * y == -5
        try solver.addConstraint(a)
        try solver.addConstraint(b)
        try solver.addConstraint(c)
        expectValue(solver, x, 1)
        expectValue(solver, y, 3)
        try solver.removeConstraint(b)
        expectValue(solver, x, 1)
        expectValue(solver, y, 3)
        try solver.removeConstraint(a)
        try solver.addConstraint((y == 0).priority(.weak))
        expectClose(c.violation, 0, "violation of x - 2y == -5")
        expectValue(solver, y, 0)
        expectValue(solver, x, -5)
    }

    @Test func requiredInequalitiesHoldAfterRemovingAnEqualityAndAddingAPreference() throws {
        // Found by the differential test (system 54), shrunk.
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let d = Variable("d")
        let required = [a >= 0, c == b, 3 * b <= 2 * a, d + c >= 10]
        let pin = d == 0
        try solver.addConstraint(required[0])
        try solver.addConstraint(required[1])
        try solver.addConstraint(pin)
        try solver.addConstraint(required[2])
        try solver.addConstraint(required[3])
        try solver.removeConstraint(pin)
        let cap = (d <= 26).priority(.weak)
        try solver.addConstraint(cap)
        solver.updateVariables()
        for constraint in required {
            #expect(constraint.violation <= valueTolerance, "\(constraint) is violated by \(constraint.violation)")
        }
        expectClose(cap.violation, 0, "violation of the weak d <= 26")
    }

    @Test func constraintsSharingVariables() throws {
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        try solver.addConstraint(a + b + c == 30)
        try solver.addConstraint(a - b == 2)
        try solver.addConstraint(b - c == 2)
        // a = c + 4, b = c + 2  ->  3c + 6 = 30  ->  c = 8
        expectValue(solver, a, 12)
        expectValue(solver, b, 10)
        expectValue(solver, c, 8)
    }

    @Test func manyConstraintsOnOneVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        var floors: [Constraint] = []
        for i in 0..<100 {
            let floor = x >= Double(i)
            floors.append(floor)
            try solver.addConstraint(floor)
        }
        try solver.addConstraint(x <= 200)
        try solver.addConstraint((x == 0).priority(.weak))
        expectValue(solver, x, 99)
        // Remove the highest floors one by one: x follows the next one down.
        for i in stride(from: 99, through: 50, by: -1) {
            try solver.removeConstraint(floors[i])
            expectValue(solver, x, Double(i - 1))
        }
    }

    @Test func updateConstantOfAnEqualityMatchesRemoveAndAdd() throws {
        let x = Variable("x")
        let y = Variable("y")
        let link = x - y == 5  // x - y - 5 == 0
        let incremental = Solver()
        try incremental.addConstraint(y >= 0)
        try incremental.addConstraint((y == 3).priority(.medium))
        try incremental.addConstraint((x == 100).priority(.weak))
        try incremental.addConstraint(link)
        expectValue(incremental, x, 8)
        try incremental.updateConstant(of: link, to: -20)  // x - y == 20
        #expect(link.expression.constant == -20)
        #expect(incremental.hasConstraint(link))
        let incrementalX = incremental.value(of: x)
        let incrementalY = incremental.value(of: y)

        let fresh = Solver()
        let x2 = Variable("x")
        let y2 = Variable("y")
        try fresh.addConstraint(y2 >= 0)
        try fresh.addConstraint((y2 == 3).priority(.medium))
        try fresh.addConstraint((x2 == 100).priority(.weak))
        let replaced = x2 - y2 == 20
        try fresh.addConstraint(replaced)
        expectClose(incrementalX, 23)
        expectClose(incrementalY, 3)
        expectClose(incrementalX, fresh.value(of: x2))
        expectClose(incrementalY, fresh.value(of: y2))
    }

    @Test func updateConstantOfInequalitiesAndPreferences() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor = x >= 10  // x - 10 >= 0
        let preference = (x == 50).priority(.strong)  // x - 50 == 0
        try solver.addConstraint(floor)
        try solver.addConstraint(preference)
        expectValue(solver, x, 50)
        try solver.updateConstant(of: floor, to: -70)  // x >= 70: now tight
        expectValue(solver, x, 70)
        try solver.updateConstant(of: preference, to: -80)  // prefer x == 80
        expectValue(solver, x, 80)
        try solver.updateConstant(of: floor, to: 0)  // x >= 0: slack again
        expectValue(solver, x, 80)
        try solver.updateConstant(of: preference, to: 5)  // prefer x == -5
        expectValue(solver, x, 0)

        // Same final state from scratch.
        let fresh = Solver()
        let x2 = Variable("x")
        try fresh.addConstraint(x2 >= 0)
        try fresh.addConstraint((x2 == -5).priority(.strong))
        expectClose(solver.value(of: x), fresh.value(of: x2))
    }

    @Test func updateConstantInsideALargerSystemMatchesRebuild() throws {
        // Three boxes in a row with fixed gaps; the first box's width is a constant we change.
        func build(width: Double) throws -> (Solver, [Variable], Constraint) {
            let solver = Solver()
            let v = (0..<6).map { Variable("v\($0)") }  // left0, right0, left1, right1, left2, right2
            let widthConstraint = v[1] - v[0] == width
            try solver.addConstraint(v[0] == 0)
            try solver.addConstraint(widthConstraint)
            try solver.addConstraint(v[2] == v[1] + 8)
            try solver.addConstraint(v[3] >= v[2] + 20)
            try solver.addConstraint(v[4] == v[3] + 8)
            try solver.addConstraint(v[5] <= 300)
            try solver.addConstraint(v[5] >= v[4])
            try solver.addConstraint((v[3] - v[2] == v[5] - v[4]).priority(.medium))
            try solver.addConstraint((v[5] == 300).priority(.weak))
            return (solver, v, widthConstraint)
        }
        let (solver, vars, width) = try build(width: 40)
        for newWidth in [100.0, 10, 250, 40] {
            try solver.updateConstant(of: width, to: -newWidth)
            let (fresh, freshVars, _) = try build(width: newWidth)
            for (a, b) in zip(vars, freshVars) {
                expectClose(solver.value(of: a), fresh.value(of: b), "\(a.name) at width \(newWidth)")
            }
        }
        // Width 40: 0, 40, 48, 48 + w, 56 + w, 56 + 2w = 300  ->  w = 122
        expectValue(solver, vars[3], 170)
        expectValue(solver, vars[5], 300)
    }

    @Test func identicalLookingConstraintsHaveIdentity() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 5
        let second = x == 5
        try solver.addConstraint(first)
        try solver.addConstraint(second)  // a different constraint, not a duplicate
        try solver.addConstraint((x == 0).priority(.weak))
        #expect(solver.constraints.count == 3)
        expectValue(solver, x, 5)
        try solver.removeConstraint(first)
        #expect(!solver.hasConstraint(first))
        #expect(solver.hasConstraint(second))
        expectValue(solver, x, 5)  // the other one still holds
        try solver.removeConstraint(second)
        expectValue(solver, x, 0)
    }

    @Test func identicalLookingPreferencesCountTwice() throws {
        let solver = Solver()
        let x = Variable("x")
        let low = (x == 0).priority(.medium)
        let high1 = (x == 10).priority(.medium)
        let high2 = (x == 10).priority(.medium)
        try solver.addConstraint(low)
        try solver.addConstraint(high1)
        try solver.addConstraint(high2)
        // Sum of violations |x| + 2|x - 10| is least at x = 10.
        expectValue(solver, x, 10)
        try solver.removeConstraint(high1)
        try solver.addConstraint((x == 2).priority(.weak))
        // |x| + |x - 10| is flat on [0, 10]; the weak preference picks 2.
        expectValue(solver, x, 2)
        try solver.removeConstraint(low)
        expectValue(solver, x, 10)
    }

    @Test func constraintsListIsInOrderOfAddition() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let a = x >= 0
        let b = (y == 3).priority(.weak)
        let c = x + y <= 10
        try solver.addConstraint(a)
        try solver.addConstraint(b)
        try solver.addConstraint(c)
        #expect(identicalConstraintLists(solver.constraints, [a, b, c]))
        try solver.removeConstraint(b)
        #expect(identicalConstraintLists(solver.constraints, [a, c]))
        try solver.addConstraint(b)
        #expect(identicalConstraintLists(solver.constraints, [a, c, b]))
    }

    @Test func resetEmptiesTheSolver() throws {
        let solver = Solver()
        let x = Variable("x")
        let fix = x == 3
        try solver.addConstraint(fix)
        try solver.addEditVariable(x, priority: .weak)
        solver.reset()
        #expect(solver.constraints.isEmpty)
        #expect(!solver.hasConstraint(fix))
        #expect(!solver.hasEditVariable(x))
        // Usable again, including with the same objects.
        try solver.addConstraint(fix)
        try solver.addConstraint((x == 9).priority(.weak))
        expectValue(solver, x, 3)
    }

    @Test func variableValueChangesOnlyOnUpdateVariables() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 42)
        #expect(x.value == 0)
        expectClose(solver.value(of: x), 42)
        #expect(x.value == 0)
        solver.updateVariables()
        expectClose(x.value, 42)
    }
}
