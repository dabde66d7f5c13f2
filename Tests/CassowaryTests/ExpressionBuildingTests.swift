import Testing

@testable import Cassowary

/// Expressions keep their first two terms inline and the rest in an array: every way of
/// building one must give the terms in writing order, with their coefficients, whichever
/// storage holds them.
@Suite struct ExpressionBuildingTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")

    /// The terms as (name, coefficient) pairs, and the constant.
    func written(_ expression: LinearExpression) -> ([String], [Double], Double) {
        (expression.terms.map(\.variable.name), expression.terms.map(\.coefficient), expression.constant)
    }

    @Test func operatorsKeepWritingOrder() {
        #expect(written(x + 8) == (["x"], [1], 8))
        #expect(written(8 - x) == (["x"], [-1], 8))
        #expect(written(x - y) == (["x", "y"], [1, -1], 0))
        #expect(written(x * 2 + y / 4 - 3) == (["x", "y"], [2, 0.25], -3))
        #expect(written(x + y - z * 3) == (["x", "y", "z"], [1, 1, -3], 0))
        #expect(written((x + y) - (z + w + 1)) == (["x", "y", "z", "w"], [1, 1, -1, -1], -1))
        #expect(written(-(x - y + 2)) == (["x", "y"], [-1, 1], -2))
        #expect(written((x + y + z) * 2) == (["x", "y", "z"], [2, 2, 2], 0))
        #expect(written(LinearExpression(5)) == ([], [], 5))
    }

    @Test func appendingGoesFromInlineToArrayAndBack() {
        var expression = LinearExpression(1)
        let all = [x, y, z, w, x]
        for (count, variable) in all.enumerated() {
            expression.append(Term(variable, Double(count + 1)))
            #expect(expression.termCount == count + 1)
            #expect(written(expression) == (all[...count].map(\.name), (1...(count + 1)).map(Double.init), 1))
        }
        expression.terms = [Term(z, -1)]
        #expect(written(expression) == (["z"], [-1], 1))
        expression.terms.append(Term(y))
        #expect(written(expression) == (["z", "y"], [-1, 1], 1))
        expression.terms = []
        #expect(written(expression) == ([], [], 1))
        #expect(expression.description == "1.0")
    }

    @Test func constraintOperatorsMoveTheRightSideOver() {
        #expect(written((x == y + 8).expression) == (["x", "y"], [1, -1], -8))
        #expect(written((x + y + z >= 3).expression) == (["x", "y", "z"], [1, 1, 1], -3))
        #expect(written((10 <= x * 2).expression) == (["x"], [-2], 10))
        #expect(written((x + w == y - z).expression) == (["x", "w", "y", "z"], [1, 1, -1, 1], 0))
    }

    @Test func valueAndDescriptionReadEveryTerm() throws {
        let solver = Solver()
        try solver.addConstraints([x == 1, y == 2, z == 3, w == 4])
        solver.updateVariables()
        #expect((x + y * 10 + z * 100 + w * 1000 + 0.5).value == 4321.5)
        #expect((x - y + 7).description == "1.0 * x + -1.0 * y + 7.0")
    }

    /// A constant change of a definition moves the defined variable by δ over its net
    /// coefficient, summed over repeated terms as the solver merges them.
    @Test func constantChangeOfADefinitionWithARepeatedVariable() throws {
        let solver = Solver()
        try solver.addConstraint(y == 10)
        let definition = x * 2 + x == y + 30  // x = (y + 30) / 3
        try solver.addConstraint(definition)
        solver.updateVariables()
        #expect(abs(x.value - 40.0 / 3) < 1e-12)
        try solver.updateConstant(of: definition, to: -60)  // x = (y + 60) / 3
        solver.updateVariables()
        #expect(abs(x.value - 70.0 / 3) < 1e-12)

        try solver.addConstraint(w == 25)
        let halving = z * -0.5 + w == y  // z, the only fresh variable, is defined: z = 2 (w - y)
        try solver.addConstraint(halving)
        solver.updateVariables()
        #expect(z.value == 30)
        try solver.updateConstant(of: halving, to: 4)  // -0.5 z + w - y + 4 = 0
        solver.updateVariables()
        #expect(z.value == 38)
    }
}
