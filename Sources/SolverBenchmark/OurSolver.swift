// Our solver (module Cassowary) driven through a workload: build, resize, edits.
// Every function here is what the timings measure; verification reads happen outside them.

import Cassowary

/// One workload built on our solver.
final class OurSystem {
    let spec: SystemSpec
    let solver = Solver()
    let variables: [Variable]
    let constraints: [Constraint]

    /// The timed build: creates the variables and constraints, adds the root's constraints,
    /// the root's width and height as strong edit variables with their suggestions, every view
    /// constraint one `addConstraint` at a time in order, then `updateVariables()`.
    init(_ spec: SystemSpec) throws {
        self.spec = spec
        let variables = (0..<spec.variableCount).map { _ in Variable() }
        var constraints: [Constraint] = []
        constraints.reserveCapacity(spec.constraints.count)
        for (index, c) in spec.constraints.enumerated() {
            if index == spec.rootConstraintCount {
                try Self.addEdits(solver, variables, spec)
            }
            let constraint = makeConstraint(c, variables)
            try solver.addConstraint(constraint)
            constraints.append(constraint)
        }
        if spec.rootConstraintCount >= spec.constraints.count { try Self.addEdits(solver, variables, spec) }
        solver.updateVariables()
        self.variables = variables
        self.constraints = constraints
    }

    /// The variables and constraints of a build, made without a solver: what the caller holds.
    static func makeObjects(_ spec: SystemSpec) -> ([Variable], [Constraint]) {
        let variables = (0..<spec.variableCount).map { _ in Variable() }
        return (variables, spec.constraints.map { makeConstraint($0, variables) })
    }

    private static func addEdits(_ solver: Solver, _ variables: [Variable], _ spec: SystemSpec) throws {
        let width = variables[SystemSpec.rootWidth], height = variables[SystemSpec.rootHeight]
        try solver.addEditVariable(width, priority: .strong)
        try solver.addEditVariable(height, priority: .strong)
        try solver.suggestValue(width, spec.initialWidth)
        try solver.suggestValue(height, spec.initialHeight)
    }

    /// Copies every view's four values (as of the last updateVariables) into `out`.
    func readViews(into out: inout [Double]) {
        let count = 4 * spec.views
        variables.withUnsafeBufferPointer { variables in
            out.withUnsafeMutableBufferPointer { out in
                for i in 0..<count { out[i] = variables[4 + i].value }
            }
        }
    }

    /// One W6 step: suggest the root size, solve, write and read every value.
    func resizeStep(width: Double, height: Double?, into out: inout [Double]) throws {
        try solver.suggestValue(variables[SystemSpec.rootWidth], width)
        if let height { try solver.suggestValue(variables[SystemSpec.rootHeight], height) }
        solver.updateVariables()
        readViews(into: &out)
    }

    func setRootSize(width: Double, height: Double) throws {
        try solver.suggestValue(variables[SystemSpec.rootWidth], width)
        try solver.suggestValue(variables[SystemSpec.rootHeight], height)
    }

    /// Sum of a view's four current optimum values, read without updateVariables().
    @inline(__always)
    func viewSum(_ view: Int) -> Double {
        let base = 4 + 4 * view
        return solver.value(of: variables[base]) + solver.value(of: variables[base + 1])
            + solver.value(of: variables[base + 2]) + solver.value(of: variables[base + 3])
    }

    /// W7a for one view: remove each of its constraints, add them back, read its four values.
    func removeAndReAdd(view: Int, owned: [Int]) throws -> Double {
        for index in owned { try solver.removeConstraint(constraints[index]) }
        for index in owned { try solver.addConstraint(constraints[index]) }
        return viewSum(view)
    }

    /// W7b: change one constraint's constant, read the affected views' values. Never inlined,
    /// so that a profiler can count exactly this (`callgrind --toggle-collect='*changeConstant*'`).
    @inline(never)
    func changeConstant(_ constraint: Constraint, to constant: Double, affected: [Int]) throws -> Double {
        try solver.updateConstant(of: constraint, to: constant)
        var sum = 0.0
        for view in affected { sum += viewSum(view) }
        return sum
    }

    /// W7c: replace a pair of constraints by another, read the affected views' values.
    func replace(_ old: [Constraint], with new: [Constraint], affected: [Int]) throws -> Double {
        for c in old { try solver.removeConstraint(c) }
        for c in new { try solver.addConstraint(c) }
        var sum = 0.0
        for view in affected { sum += viewSum(view) }
        return sum
    }
}

/// Our constraint for a spec constraint, optionally with another constant.
func makeConstraint(_ c: SpecConstraint, _ variables: [Variable], constant: Double? = nil) -> Constraint {
    func term(_ k: Int) -> Term { Term(variables[c.variables[k]], c.coefficients[k]) }
    // As a caller would write it: one or two terms appended (they stay inline, no allocation),
    // longer sums handed over as one array (appending would grow an array term by term).
    var expression: LinearExpression
    if c.variables.count <= 2 {
        expression = LinearExpression(constant ?? c.constant)
        for k in c.variables.indices { expression.append(term(k)) }
    } else {
        expression = LinearExpression(terms: c.variables.indices.map(term), constant: constant ?? c.constant)
    }
    return Constraint(expression, c.relation, priority: Priority(c.priority))
}
