import Testing

@testable import Cassowary

/// Variables and constraints shared by several solvers: the first solver to register one
/// claims it (an index kept in the object), the others find it in a dictionary. Random
/// additions, removals, constant changes, resets and replaced solvers are checked against a
/// plain model of which solver holds which constraint and edit variable, and the values of a
/// solver's variables after its updates against its own.
@Suite struct OwnershipTests {
    /// The constraints the operations draw from, over `variables`: required and non-required,
    /// equalities (some of which define a fresh variable) and inequalities, some of which
    /// conflict when several are held together.
    func pool(_ v: [Variable]) -> [Constraint] {
        [
            v[0] == 10, v[1] == v[0] + 5, v[2] >= v[1] + 1, (v[3] == 7).priority(.strong),
            v[0] == 12, (v[2] <= 3).priority(.medium), v[4] + v[5] == 20, v[5] >= 30,
            (v[4] == v[6] * 2).priority(750), v[6] <= 4, (v[7] >= v[3] - 2).priority(.weak), v[1] == 15,
        ]
    }

    @Test func sharedObjectsStayWithTheSolversThatHoldThem() throws {
        var random = SplitMix64(seed: 2026_11_25)
        let variables = (0..<8).map { Variable("v\($0)") }
        let constraints = pool(variables)
        var solvers = (0..<3).map { _ in Solver() }
        var held = Array(repeating: Set<Int>(), count: solvers.count)
        var edited = Array(repeating: Set<Int>(), count: solvers.count)
        var additions = 0, refusals = 0, replacements = 0

        for _ in 0..<3000 {
            let s = random.below(solvers.count)
            let c = random.below(constraints.count)
            let solver = solvers[s]
            switch random.below(20) {
            case 0..<8:
                do {
                    try solver.addConstraint(constraints[c])
                    #expect(!held[s].contains(c), "added a duplicate")
                    held[s].insert(c)
                    additions += 1
                } catch SolverError.duplicateConstraint(let constraint) {
                    #expect(held[s].contains(c) && constraint === constraints[c])
                } catch SolverError.unsatisfiableConstraint(let constraint, _) {
                    #expect(!held[s].contains(c) && constraint === constraints[c])
                    refusals += 1
                }
            case 8..<13:
                do {
                    try solver.removeConstraint(constraints[c])
                    #expect(held[s].remove(c) != nil, "removed a constraint it did not hold")
                } catch SolverError.unknownConstraint(let constraint) {
                    #expect(!held[s].contains(c) && constraint === constraints[c])
                }
            case 13..<16:
                let constant = Double(random.int(in: -20...40))
                do {
                    try solver.updateConstant(of: constraints[c], to: constant)
                    #expect(held[s].contains(c))
                } catch SolverError.unknownConstraint {
                    #expect(!held[s].contains(c))
                } catch SolverError.unsatisfiableConstraint {
                    #expect(held[s].contains(c))
                }
            case 16, 17:
                let v = random.below(variables.count)
                do {
                    try solver.addEditVariable(variables[v], priority: .medium)
                    #expect(edited[s].insert(v).inserted)
                    try solver.suggestValue(variables[v], Double(random.int(in: 0...50)))
                } catch SolverError.duplicateEditVariable {
                    #expect(edited[s].contains(v))
                    try solver.removeEditVariable(variables[v])
                    edited[s].remove(v)
                }
            case 18:
                solver.reset()
                held[s] = []
                edited[s] = []
            default:
                solvers[s] = Solver()
                held[s] = []
                edited[s] = []
                replacements += 1
            }
            // After a solver's update, every variable it holds has that solver's value, whichever
            // solver wrote it before (updateVariables() skips only values nobody else writes).
            if random.below(2) == 0 {
                let current = solvers[s]
                current.updateVariables()
                let registered = held[s].flatMap { constraints[$0].expression.terms.map(\.variable) }
                for variable in registered + edited[s].map({ variables[$0] }) {
                    #expect(variable.value == current.value(of: variable), "\(variable) after an update")
                }
            }
            for (index, solver) in solvers.enumerated() {
                for (position, constraint) in constraints.enumerated() {
                    #expect(solver.hasConstraint(constraint) == held[index].contains(position))
                }
                for (position, variable) in variables.enumerated() {
                    #expect(solver.hasEditVariable(variable) == edited[index].contains(position))
                    #expect(solver.value(of: variable).isFinite)
                }
            }
        }
        #expect(additions > 300 && refusals > 20 && replacements > 50)
    }
}
