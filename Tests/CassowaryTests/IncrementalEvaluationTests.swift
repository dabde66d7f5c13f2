import Testing

@testable import Cassowary

/// Values after edits confined to definitions are recomputed downstream only; they must equal
/// a full recomputation, bit for bit.
@Suite struct IncrementalEvaluationTests {
    @Test func constantChangeOnAChainUpdatesOnlyItsDownstream() throws {
        let solver = Solver()
        let x = (0..<5).map { Variable("x\($0)") }
        let head = x[0] == 10
        try solver.addConstraint(head)
        var links: [Constraint] = []
        for i in 1..<5 {
            let link = x[i] == x[i - 1] + 1
            links.append(link)
            try solver.addConstraint(link)
        }
        solver.updateVariables()
        #expect(x.map(\.value) == [10, 11, 12, 13, 14])
        try solver.updateConstant(of: links[1], to: -5)  // x2 == x1 + 5
        #expect(solver.state.unwrittenVariables.isEmpty)
        solver.updateVariables()
        #expect(x.map(\.value) == [10, 11, 16, 17, 18])
        try solver.updateConstant(of: head, to: 0)  // x0 == 0
        solver.updateVariables()
        #expect(x.map(\.value) == [0, 1, 6, 7, 8])
    }

    /// Values and queue flags grow at the next evaluation, not at registration: a variable
    /// met only with a zero coefficient, or only in a failed addition, must still read back.
    @Test func variablesRegisteredAfterAnEvaluationReadBack() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addConstraint(x == 10)
        #expect(solver.value(of: x) == 10)
        try solver.addConstraint(0 * y + x >= 5)
        #expect(solver.value(of: y) == 0)
        #expect(solver.value(of: x) == 10)
        #expect(throws: SolverError.self) { try solver.addConstraint(x + 0 * z == 11) }
        #expect(!solver.hasConstraint(x + 0 * z == 11))
        #expect(solver.value(of: z) == 0)
        try solver.addConstraint(z == x + 2)
        #expect(solver.value(of: z) == 12)
        solver.updateVariables()
        #expect([x.value, y.value, z.value] == [10, 0, 12])
    }

    /// A variable registered after an evaluation is written by the next updateVariables()
    /// even when its value is the 0 that `values` starts it at: its object may hold another
    /// value (here its initial one). An edit variable keeps its value until a suggestion.
    @Test func newVariablesAreWrittenWhateverTheirValue() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y", value: 5), z = Variable("z", value: -3)
        try solver.addConstraint(x == 1)
        solver.updateVariables()
        try solver.addConstraint(y == x - 1)
        try solver.addEditVariable(z, priority: .strong)
        solver.updateVariables()
        #expect([x.value, y.value, z.value] == [1, 0, -3])
    }

    /// updateVariables() skips values that did not change since the solver last wrote them,
    /// except for variables another solver writes too: after any solver's update, each of its
    /// variables holds its value, as in kiwi, whether that solver claimed the variable first
    /// or registered it after another had, and after a linear pass as after a downstream one.
    @Test func sharedVariablesHoldTheValueOfTheLastUpdate() throws {
        let first = Solver(), second = Solver()
        let x = Variable("x"), width = Variable("width"), z = Variable("z")
        let fixedZ = z == 5
        try first.addEditVariable(width, priority: .strong)
        try first.suggestValue(width, 100)
        try first.addConstraint(x == width / 2)
        try first.addConstraint(fixedZ)
        try second.addConstraint(x == 7)
        first.updateVariables()
        #expect(x.value == 50)
        second.updateVariables()
        #expect(x.value == 7)
        // A failed addition rolls back and leaves the next evaluation a full linear pass, in
        // which x does not change.
        #expect(throws: SolverError.self) { try first.addConstraint(z == 6) }
        first.updateVariables()
        #expect(x.value == 50)
        second.updateVariables()
        #expect(x.value == 7)
        // A downstream change that does not reach x.
        try first.updateConstant(of: fixedZ, to: -6)
        first.updateVariables()
        #expect(x.value == 50 && z.value == 6)
        try first.suggestValue(width, 120)
        first.updateVariables()
        #expect(x.value == 60 && width.value == 120)
    }

    @Test func randomDefinitionEditsMatchAFullRecomputation() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let solver = Solver()
            let variables = (0..<12).map { Variable("v\($0)") }
            var constraints: [Constraint] = []
            try solver.addEditVariable(variables[0], priority: 600)
            for _ in 0..<30 {
                switch random.int(in: 0...6) {
                case 0, 1:
                    let a = variables[random.int(in: 0...11)], b = variables[random.int(in: 0...11)]
                    let constraint = a == b * Double(random.int(in: 1...3)) + Double(random.int(in: -9...9))
                    if (try? solver.addConstraint(constraint)) != nil { constraints.append(constraint) }
                case 2 where !constraints.isEmpty:
                    let constraint = constraints[random.int(in: 0...(constraints.count - 1))]
                    try? solver.updateConstant(of: constraint, to: Double(random.int(in: -20...20)))
                case 5:
                    try solver.suggestValue(variables[0], Double(random.int(in: -30...30)))
                case 6:
                    let a = variables[random.int(in: 0...11)], b = variables[random.int(in: 0...11)]
                    let constraint = a + 2 <= b
                    if (try? solver.addConstraint(constraint)) != nil { constraints.append(constraint) }
                case 3 where !constraints.isEmpty:
                    let constraint = constraints.remove(at: random.int(in: 0...(constraints.count - 1)))
                    try solver.removeConstraint(constraint)
                default:
                    let a = variables[random.int(in: 0...11)]
                    let constraint = (a >= Double(random.int(in: -9...9))).priority(500)
                    try solver.addConstraint(constraint)
                    constraints.append(constraint)
                }
                solver.updateVariables()
                var full = solver.state
                full.invalidateValues()
                full.evaluate()
                for variable in variables {
                    guard let index = solver.state.existingIndex(of: variable) else { continue }
                    #expect(variable.value.bitPattern == full.values[Int(index)].bitPattern)
                }
            }
        }
    }

    /// A tree of 2 000 definitions, large enough that an edit near the root moves more than
    /// the downstream limit and the sweep finishes with a linear pass from where it stands,
    /// while an edit near a leaf is followed: both must equal a full recomputation, through
    /// `value(of:)` (lazy, then inlined) and through `updateVariables()`. v1 has 300 children,
    /// more than the sweep queues, so that the linear pass must start right after v1, before
    /// the queued children.
    @Test func downstreamSweepAndItsLinearFinishMatchAFullRecomputation() throws {
        var random = SplitMix64(seed: 11)
        let solver = Solver()
        let variables = (0..<2000).map { Variable("v\($0)") }
        try solver.addEditVariable(variables[0], priority: .strong)
        var constraints: [Constraint] = []
        for i in 1..<variables.count {
            let parent = i <= 301 ? variables[i == 1 ? 0 : 1] : variables[random.int(in: (i - 40)...(i - 1))]
            let constraint = variables[i] == parent * Double(random.int(in: 1...2)) + Double(random.int(in: -9...9))
            try solver.addConstraint(constraint)
            constraints.append(constraint)
        }
        for _ in 0..<20 {
            let constraint = (variables[random.int(in: 0...1999)] >= Double(random.int(in: -9...9))).priority(500)
            try solver.addConstraint(constraint)
            constraints.append(constraint)
        }
        for step in 0..<120 {
            if step % 10 == 0 {
                try solver.suggestValue(variables[0], Double(random.int(in: -30...30)))
            } else if step % 10 == 5 {
                try solver.updateConstant(of: constraints[0], to: Double(random.int(in: -20...20)))
            } else {
                let constraint = constraints[random.int(in: 0...(constraints.count - 1))]
                try solver.updateConstant(of: constraint, to: Double(random.int(in: -20...20)))
            }
            let read = variables.map { solver.value(of: $0) }
            var full = solver.state
            full.invalidateValues()
            full.evaluate()
            solver.updateVariables()
            var mismatches = 0
            for (i, variable) in variables.enumerated() {
                let expected = full.values[Int(solver.state.existingIndex(of: variable)!)]
                if read[i].bitPattern != expected.bitPattern || variable.value.bitPattern != expected.bitPattern {
                    mismatches += 1
                }
            }
            #expect(mismatches == 0, "step \(step)")
        }
    }
}
