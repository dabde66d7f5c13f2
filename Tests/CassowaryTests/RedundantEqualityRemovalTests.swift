// Two equal required equalities: the second is redundant while the first is in force (its
// dummy's row holds it). Removing the first must hand over to the second, whatever else pulls
// at the variable; found by the solver fuzzer (a removal that entered an edit error's row left
// the dummy basic at 8 and the variable free).

import Cassowary
import Testing

@Suite struct RedundantEqualityRemovalTests {
    @Test func removingOneOfTwoEqualRequiredEqualitiesKeepsTheOtherInForce() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, priority: .strong)
        let first = x == 8
        let second = x == 8
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        try solver.removeConstraint(first)
        expectValue(solver, x, 8)
        try solver.suggestValue(x, 20)
        expectValue(solver, x, 8)
        try solver.removeConstraint(second)
        expectValue(solver, x, 20)
    }

    @Test func removingTheRedundantEqualityKeepsTheFirst() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, priority: .strong)
        let first = x == 8
        let second = x == 8
        try solver.addConstraints([first, second])
        try solver.removeConstraint(second)
        expectValue(solver, x, 8)
        try solver.removeConstraint(first)
        try solver.suggestValue(x, -3)
        expectValue(solver, x, -3)
    }

    /// The fuzzer's input, reduced to the calls that matter: an edit variable and another
    /// preference in the objective, then the two equalities.
    @Test func theFuzzersSequenceKeepsTheRemainingEqualityInForce() throws {
        let solver = Solver()
        let x = (0..<4).map { Variable("x\($0)") }
        let other = Constraint(LinearExpression(terms: [Term(x[3], 3)], constant: -13), .equal, priority: 999)
        try solver.addConstraint(other)
        try solver.addEditVariable(x[0], priority: 999)
        try solver.updateConstant(of: other, to: -124)
        let first = Constraint(LinearExpression(terms: [Term(x[0], 1)], constant: -8), .equal, priority: .required)
        let second = Constraint(LinearExpression(terms: [Term(x[0], 1)], constant: -8), .equal, priority: .required)
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        try solver.removeConstraint(first)
        expectValue(solver, x[0], 8)
        expectValue(solver, x[3], 124.0 / 3)
        solver.updateVariables()
        #expect(second.violation == 0)
    }
}
