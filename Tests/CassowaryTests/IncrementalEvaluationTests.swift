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
                full.valuesAreCurrent = false
                full.evaluate()
                for variable in variables {
                    guard let index = solver.state.existingIndex(of: variable) else { continue }
                    #expect(variable.value.bitPattern == full.values[Int(index)].bitPattern)
                }
            }
        }
    }
}
