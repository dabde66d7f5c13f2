import Cassowary
import Testing

/// The solver example of README.md, verbatim, so that its printed values stay true.
@Suite struct ReadmeExampleTests {
    @Test func theSolverOnItsOwn() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(left == 8)
        try solver.addConstraint(width >= 100)
        try solver.addConstraint((width == 40).priority(.weak))  // loses to the required minimum
        try solver.addEditVariable(right, priority: .strong)
        try solver.suggestValue(right, 300)
        solver.updateVariables()
        #expect((left.value, width.value, right.value) == (8, 292, 300))
    }
}
