// Variable.SubjectPreference: a variable marked `.last` is the subject of a new constraint
// only when nothing else can be, so where the constraints leave freedom it keeps 0 and the
// other variables (or the constraint's own slack or error) move. Determined values and the
// solver's guarantees do not depend on it.

import Cassowary
import Testing

@Suite struct SubjectPreferenceTests {
    /// `x` and a width-like `w` with the given preference for `w`; `w` is registered after `x`,
    /// so without the hint it is the newest variable of every constraint naming both.
    private func makeVariables(_ preference: Variable.SubjectPreference) -> (Variable, Variable) {
        (Variable("x"), Variable("w", subjectPreference: preference))
    }

    @Test func defaultPreferenceIsNormal() {
        #expect(Variable("v").subjectPreference == .normal)
        #expect(Variable("v", value: 3).subjectPreference == .normal)
        #expect(Variable("v", subjectPreference: .last).subjectPreference == .last)
    }

    @Test func requiredEqualityDefinesTheNormalVariableAndTheLastResortKeepsZero() throws {
        let solver = Solver()
        let (x, w) = makeVariables(.last)
        try solver.addConstraint(x + w == 375)
        expectValue(solver, x, 375)
        expectValue(solver, w, 0)
    }

    @Test func withoutTheHintTheNewestVariableIsDefined() throws {
        let solver = Solver()
        let (x, w) = makeVariables(.normal)
        try solver.addConstraint(x + w == 375)
        expectValue(solver, x, 0)
        expectValue(solver, w, 375)
    }

    @Test func equalityOfLastResortsAloneDefinesTheNewest() throws {
        let solver = Solver()
        let w = Variable("w", subjectPreference: .last)
        let h = Variable("h", subjectPreference: .last)
        try solver.addConstraint(w + h == 10)
        expectValue(solver, w, 0)
        expectValue(solver, h, 10)
    }

    @Test func upperBoundIsMetThroughTheConstraintsSlack() throws {
        let hinted = Solver()
        let (_, w) = makeVariables(.last)
        try hinted.addConstraint(w <= 323)
        expectValue(hinted, w, 0)

        let plain = Solver()
        let (_, u) = makeVariables(.normal)
        try plain.addConstraint(u <= 323)
        expectValue(plain, u, 323)
    }

    @Test func lowerBoundAboveZeroMovesTheLastResort() throws {
        let solver = Solver()
        let (_, w) = makeVariables(.last)
        try solver.addConstraint(w >= 10)
        expectValue(solver, w, 10)
    }

    @Test func inequalityWithANormalVariableMovesIt() throws {
        let solver = Solver()
        let (x, w) = makeVariables(.last)
        try solver.addConstraint(x + w <= 375)
        expectValue(solver, x, 375)
        expectValue(solver, w, 0)
    }

    @Test func optionalEqualityMovesTheNormalVariable() throws {
        let hinted = Solver()
        let (x, w) = makeVariables(.last)
        try hinted.addConstraint((x + w == 375).priority(.strong))
        expectValue(hinted, x, 375)
        expectValue(hinted, w, 0)

        let plain = Solver()
        let (y, u) = makeVariables(.normal)
        try plain.addConstraint((y + u == 375).priority(.strong))
        expectValue(plain, y, 0)
        expectValue(plain, u, 375)
    }

    @Test func optionalConstraintOnALastResortStillMovesIt() throws {
        let solver = Solver()
        let (x, w) = makeVariables(.last)
        try solver.addConstraint(x + w == 375)
        try solver.addConstraint((w == 100).priority(.strong))
        try solver.addConstraint((w == 40).priority(.weak))
        expectValue(solver, x, 275)
        expectValue(solver, w, 100)
    }

    @Test func determinedValuesDoNotDependOnTheHint() throws {
        for preference in [Variable.SubjectPreference.normal, .last] {
            let solver = Solver()
            let (x, w) = makeVariables(preference)
            try solver.addConstraint(x + w == 355)
            try solver.addConstraint(x >= 20)
            try solver.addConstraint(x <= 20)
            expectValue(solver, x, 20)
            expectValue(solver, w, 335)
        }
    }

    @Test func refusedConstraintOnALastResortChangesNothing() throws {
        let solver = Solver()
        let (x, w) = makeVariables(.last)
        let sum = x + w == 375
        let cap = w <= 100
        try solver.addConstraint(sum)
        try solver.addConstraint(cap)
        try solver.addConstraint((w == 60).priority(.medium))
        let before = solver.dump()
        let floor = w >= 200
        expectError(.unsatisfiable(floor, conflicting: [cap])) { try solver.addConstraint(floor) }
        #expect(solver.dump() == before)
        expectValue(solver, x, 315)
        expectValue(solver, w, 60)
    }
}
