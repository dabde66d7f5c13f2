// Same calls, same results: bit-identical values and equal dumps from fresh solvers.

import Cassowary
import Testing

@Suite struct DeterminismTests {
    @Test(arguments: [1 as UInt64, 2, 3, 17, 42, 1234, 99_991, 0xDEAD_BEEF])
    func randomSystemReplaysBitIdentically(_ seed: UInt64) {
        let first = RandomSystemRun(seed: seed)
        let second = RandomSystemRun(seed: seed)
        let firstBits = first.variables.map { first.solver.value(of: $0).bitPattern }
        let secondBits = second.variables.map { second.solver.value(of: $0).bitPattern }
        #expect(firstBits == secondBits)
        #expect(first.variables.map(\.value.bitPattern) == second.variables.map(\.value.bitPattern))
        #expect(first.solver.dump() == second.solver.dump())
        #expect(first.rejections.count == second.rejections.count)
        #expect(first.rejections.map(\.conflicting) == second.rejections.map(\.conflicting))
        #expect(first.problems.isEmpty, "\(first.problems)")
    }

    @Test func batchOfTheSameConstraintsReplaysBitIdentically() throws {
        func run() throws -> (Solver, [Variable]) {
            let solver = Solver()
            let v = (0..<8).map { Variable("v\($0)") }
            var constraints: [Constraint] = [v[0] >= 0]
            for i in 1..<8 {
                constraints.append(v[i] >= v[i - 1] + Double(i))
                constraints.append((v[i] == Double(10 * i)).priority(Priority(Double(100 * i))))
            }
            try solver.addConstraints(constraints)
            try solver.addEditVariable(v[3], priority: 999.5)
            try solver.suggestValue(v[3], 0.1)
            return (solver, v)
        }
        let (a, av) = try run()
        let (b, bv) = try run()
        #expect(av.map { a.value(of: $0).bitPattern } == bv.map { b.value(of: $0).bitPattern })
        #expect(a.dump() == b.dump())
    }

    @Test func dumpIsNotEmptyAndStable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 1)
        let dump = solver.dump()
        #expect(!dump.isEmpty)
        #expect(solver.dump() == dump)
        _ = solver.value(of: x)
        _ = solver.isAmbiguous(x)
        _ = solver.constraintsDetermining(x)
        solver.updateVariables()
        #expect(solver.dump() == dump, "queries must not change the state")
    }
}
