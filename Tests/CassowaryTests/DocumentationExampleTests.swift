import Cassowary
import Testing

/// The examples of the Cassowary documentation catalog's articles, so that the values they
/// print stay true.
@Suite struct DocumentationExampleTests {
    @Test func gettingStartedSolvesWithAnEditVariable() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(left == 8)
        try solver.addConstraint(width >= 100)
        try solver.addConstraint((width == 40).priority(.weak))
        try solver.addEditVariable(right, priority: .strong)
        try solver.suggestValue(right, 300)
        solver.updateVariables()
        #expect((left.value, width.value, right.value) == (8, 292, 300))

        let x = Variable("x")
        let position = x == 10
        try solver.addConstraint(position)
        #expect(position.expression.constant == -10)
        try solver.updateConstant(of: position, to: -30)
        #expect(solver.value(of: x) == 30)
    }

    @Test func gettingStartedNamesTheConflictingConstraint() throws {
        let solver = Solver()
        let y = Variable("y")
        let atLeastTen = y >= 10
        try solver.addConstraint(atLeastTen)
        let atMostFive = y <= 5
        #expect {
            try solver.addConstraint(atMostFive)
        } throws: { error in
            guard case SolverError.unsatisfiableConstraint(let refused, let conflicting) = error else { return false }
            return refused === atMostFive && conflicting.count == 1 && conflicting[0] === atLeastTen
        }
        #expect(solver.constraints.count == 1)
    }

    @Test func aFreeVariableIsAmbiguousUntilAConstraintFixesIt() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        let fixedWidth = width == 100
        try solver.addConstraint(fixedWidth)
        #expect(solver.isAmbiguous(left))
        let fixedLeft = left == 20
        try solver.addConstraint(fixedLeft)
        #expect(!solver.isAmbiguous(left))
        #expect(solver.alternativeValue(for: left) == nil)
        let determining = solver.constraintsDetermining(left + width)
        #expect(determining.count == 2 && determining[0] === fixedWidth && determining[1] === fixedLeft)
    }
}
