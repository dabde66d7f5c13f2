// The questions about values asked through both APIs: on the same random systems, built in
// the same order, ``HandleSolver`` gives ``Solver``'s answers (ambiguity, alternative values,
// determining constraints, changed values), bit for bit.

import Cassowary
import Testing

/// One random system run through both APIs, with the names that match between them.
private struct Twin {
    var objects: RandomSystemRun
    var handles: RandomSystemRun

    init(seed: UInt64) {
        objects = RandomSystemRun(seed: seed, api: .objects)
        handles = RandomSystemRun(seed: seed, api: .handles)
    }

    /// Whether both solvers hold the same state: the same rows over the same variables, so that
    /// every answer must be the same bit for bit. A run in which a refused addition met a new
    /// variable is not: the object solver forgets the variables of a refused constraint (and
    /// numbers them anew when they come back), while a handle, once made, stays.
    var isInLockstep: Bool {
        objects.dump() == handles.dump()
            && objects.finalValues.map(\.bitPattern) == handles.finalValues.map(\.bitPattern)
    }

    /// The variables both runs know: those the handle run made a handle for.
    var usedIndices: [Int] {
        objects.variables.indices.filter { handles.existingHandle($0) != nil }
    }

    func objectTerms(_ terms: [(Int, Double)]) -> LinearExpression {
        LinearExpression(terms: terms.map { Term(objects.variables[$0.0], $0.1) })
    }

    func handleTerms(_ terms: [(Int, Double)]) -> [HandleTerm] {
        terms.map { HandleTerm(handles.existingHandle($0.0)!, $0.1) }
    }

    /// The ids of the constraints, as the run generated them, in the order given.
    func ids(_ constraints: [Constraint]) -> [Int] {
        constraints.map { c in objects.held.first { $0.constraint === c }?.id ?? -1 }
    }

    func ids(_ constraints: [ConstraintHandle]) -> [Int] {
        constraints.map { c in handles.held.first { $0.handle == c }?.id ?? -1 }
    }

    /// The variable indices of objects and of handles.
    func indices(_ variables: [Variable]) -> Set<Int> {
        Set(variables.map { v in objects.variables.firstIndex { $0 === v }! })
    }

    func indices(_ variables: [VariableHandle]) -> Set<Int> {
        Set(variables.map { v in objects.variables.indices.first { handles.existingHandle($0) == v }! })
    }
}

@Suite struct HandleQueryDifferentialTests {
    nonisolated static let seeds: [UInt64] = Array(0..<120).map { 0x5EED_0000 &+ $0 }

    /// The comparisons below skip the systems not in lockstep; most are (83 of the 120).
    @Test func mostRandomSystemsRunInLockstep() {
        let inLockstep = Self.seeds.filter { Twin(seed: $0).isInLockstep }.count
        #expect(inLockstep >= 80)
    }

    @Test(arguments: seeds)
    func ambiguityAnswersMatchTheObjectAPI(seed: UInt64) {
        let twin = Twin(seed: seed)
        guard twin.isInLockstep else { return }
        #expect(twin.objects.held.map(\.id) == twin.handles.held.map(\.id))
        for index in twin.usedIndices {
            let variable = twin.objects.variables[index], handle = twin.handles.existingHandle(index)!
            let objectAnswer = twin.objects.solver.alternativeValue(for: variable)
            let handleAnswer = twin.handles.handleSolver.alternativeValue(for: handle)
            #expect(objectAnswer?.bitPattern == handleAnswer?.bitPattern, "seed \(seed), v\(index)")
            #expect(twin.objects.solver.isAmbiguous(variable) == twin.handles.handleSolver.isAmbiguous(handle))
        }
        var rng = SplitMix64(seed: seed ^ 0xA11E)
        let used = twin.usedIndices
        guard used.count >= 2 else { return }
        for _ in 0..<8 {
            let terms = [(rng.pick(used), 1.0), (rng.pick(used), rng.pick([-1.0, -0.5, 2]))]
            let constant = Double(rng.int(in: -5...5))
            var expression = twin.objectTerms(terms)
            expression.constant = constant
            let objectAnswer = twin.objects.solver.alternativeValue(for: expression)
            let handleAnswer = twin.handles.handleSolver.alternativeValue(
                for: twin.handleTerms(terms), constant: constant)
            #expect(objectAnswer?.bitPattern == handleAnswer?.bitPattern, "seed \(seed), \(terms)")
            #expect(
                twin.objects.solver.isAmbiguous(expression)
                    == twin.handles.handleSolver.isAmbiguous(twin.handleTerms(terms)))
        }
    }

    @Test(arguments: seeds)
    func determiningConstraintsMatchTheObjectAPI(seed: UInt64) {
        let twin = Twin(seed: seed)
        guard twin.isInLockstep else { return }
        for index in twin.usedIndices {
            let objectAnswer = twin.ids(twin.objects.solver.constraintsDetermining(twin.objects.variables[index]))
            let handleAnswer = twin.ids(
                twin.handles.handleSolver.constraintsDetermining(twin.handles.existingHandle(index)!))
            #expect(objectAnswer == handleAnswer, "seed \(seed), v\(index)")
            #expect(!objectAnswer.contains(-1))
        }
        var rng = SplitMix64(seed: seed ^ 0xDE7E)
        let used = twin.usedIndices
        guard used.count >= 2 else { return }
        for _ in 0..<4 {
            let terms = [(rng.pick(used), 1.0), (rng.pick(used), -1.0)]
            #expect(
                twin.ids(twin.objects.solver.constraintsDetermining(twin.objectTerms(terms)))
                    == twin.ids(twin.handles.handleSolver.constraintsDetermining(twin.handleTerms(terms))),
                "seed \(seed), \(terms)")
        }
    }

    /// The first report names what left 0; after further edits, what they moved, as
    /// `updateVariables(appendingChangesTo:)` names the objects it wrote.
    @Test(arguments: seeds)
    func changedValuesMatchTheObjectAPI(seed: UInt64) {
        var twin = Twin(seed: seed)
        guard twin.isInLockstep else { return }
        var handleChanges: [VariableHandle] = []
        #expect(twin.handles.handleSolver.updateValues(appendingChangesTo: &handleChanges))
        let nonZero = Set(twin.objects.variables.indices.filter { twin.objects.variables[$0].value.bitPattern != 0 })
        #expect(twin.indices(handleChanges) == nonZero, "seed \(seed)")
        #expect(handleChanges.count == Set(handleChanges).count)

        var rng = SplitMix64(seed: seed ^ 0xC4A6)
        for round in 0..<3 {
            var operations: [Operation] = []
            for held in twin.objects.held.prefix(3) where rng.chance(0.7) {
                operations.append(
                    .updateConstant(id: held.id, constant: held.spec.constant + Double(rng.int(in: -4...4))))
            }
            for edit in twin.objects.edits {
                operations.append(.suggest(index: edit.index, value: Double(rng.int(in: -50...50))))
            }
            twin.objects.perform(contentsOf: operations)
            twin.handles.perform(contentsOf: operations)
            var objectChanges: [Variable] = []
            handleChanges = []
            let limit = round == 2 ? 1 : Int.max
            let objectWithinLimit = twin.objects.solver.updateVariables(
                appendingChangesTo: &objectChanges, limit: limit)
            let handleWithinLimit = twin.handles.handleSolver.updateValues(
                appendingChangesTo: &handleChanges, limit: limit)
            #expect(objectWithinLimit == handleWithinLimit, "seed \(seed), round \(round)")
            if objectWithinLimit {
                #expect(twin.indices(objectChanges) == twin.indices(handleChanges), "seed \(seed), round \(round)")
            } else {
                #expect(handleChanges.count == 1)
            }
        }
        #expect(twin.objects.finalValues.map(\.bitPattern) == twin.handles.finalValues.map(\.bitPattern))
    }
}

@Suite struct HandleQueryTests {
    /// x0 == 10, x(i) == x(i-1) + 1: a chain of five, through handles.
    private func chain() throws -> (HandleSolver, [VariableHandle], [ConstraintHandle]) {
        let solver = HandleSolver()
        let x = (0..<5).map { solver.makeVariable("x\($0)") }
        var constraints = [try solver.addConstraint([HandleTerm(x[0])], constant: -10, .equal)]
        for i in 1..<5 {
            constraints.append(
                try solver.addConstraint([HandleTerm(x[i]), HandleTerm(x[i - 1], -1)], constant: -1, .equal))
        }
        return (solver, x, constraints)
    }

    @Test func anEditReportsOnlyTheVariablesDownstreamOfIt() throws {
        let (solver, x, constraints) = try chain()
        var changed: [VariableHandle] = []
        #expect(solver.updateValues(appendingChangesTo: &changed))
        #expect(Set(changed) == Set(x))
        changed = []
        try solver.updateConstant(of: constraints[3], to: -4)  // x3 == x2 + 4
        #expect(solver.updateValues(appendingChangesTo: &changed))
        #expect(changed.sorted() == [x[3], x[4]])
        #expect(x.map(solver.value(of:)) == [10, 11, 12, 16, 17])
    }

    @Test func aVariableMadeAfterAReportIsReportedWhenItLeavesZero() throws {
        let (solver, _, _) = try chain()
        var changed: [VariableHandle] = []
        solver.updateValues(appendingChangesTo: &changed)
        let late = solver.makeVariable("late"), idle = solver.makeVariable("idle")
        try solver.addConstraint([HandleTerm(late)], constant: -3, .equal)
        changed = []
        #expect(solver.updateValues(appendingChangesTo: &changed))
        #expect(changed == [late])
        #expect(solver.value(of: idle) == 0)
    }

    @Test func aFreeVariableHasAnotherValueAndNoDeterminingConstraints() throws {
        let (solver, x, constraints) = try chain()
        let free = solver.makeVariable("free")
        #expect(solver.alternativeValue(for: free) == 1)
        #expect(solver.isAmbiguous([HandleTerm(x[0]), HandleTerm(free)]))
        #expect(solver.constraintsDetermining(free).isEmpty)
        #expect(solver.alternativeValue(for: x[4]) == nil)
        #expect(solver.constraintsDetermining([HandleTerm(x[2]), HandleTerm(free)]) == Array(constraints.prefix(3)))
    }

    @Test func resetForgetsEverything() throws {
        let (solver, _, _) = try chain()
        solver.reset()
        #expect(solver.variableCount == 0)
        #expect(solver.constraints.isEmpty)
        #expect(solver.makeVariable("again").index == 0)
    }
}
