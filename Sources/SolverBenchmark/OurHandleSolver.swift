// Our solver (module Cassowary) driven through its handle API (HandleSolver) on the same
// workloads: the build and the resize step, timed and measured as OurSolver.swift's are.

import Cassowary

/// One workload built on our solver's handle API.
final class HandleSystem {
    let spec: SystemSpec
    let solver = HandleSolver()

    /// The timed build, as ``OurSystem``'s: makes the variables, adds the root's constraints,
    /// the root's width and height as strong edit variables with their suggestions, every view
    /// constraint one `addConstraint` at a time in order, then evaluates the values. The solver
    /// is told the system's size first (``HandleSolver/reserveCapacity(variables:constraints:)``),
    /// as a caller that builds a known system can. Handles are dense and made in order, so the
    /// spec's variable `i` is handle `i` and the caller keeps no array of them.
    init(_ spec: SystemSpec) throws {
        self.spec = spec
        solver.reserveCapacity(variables: spec.variableCount, constraints: spec.constraints.count + 2)
        for _ in 0..<spec.variableCount { _ = solver.makeVariable() }
        for (index, c) in spec.constraints.enumerated() {
            if index == spec.rootConstraintCount {
                try Self.addEdits(solver, spec)
            }
            try solver.addConstraint(makeLinearConstraint(c))
        }
        if spec.rootConstraintCount >= spec.constraints.count { try Self.addEdits(solver, spec) }
        solver.updateValues()
    }

    private static func addEdits(_ solver: HandleSolver, _ spec: SystemSpec) throws {
        let width = variable(SystemSpec.rootWidth), height = variable(SystemSpec.rootHeight)
        try solver.addEditVariable(width, priority: .strong)
        try solver.addEditVariable(height, priority: .strong)
        try solver.suggestValue(width, spec.initialWidth)
        try solver.suggestValue(height, spec.initialHeight)
    }

    /// Copies every view's four current values into `out`.
    func readViews(into out: inout [Double]) {
        let count = 4 * spec.views
        solver.updateValues()
        out.withUnsafeMutableBufferPointer { out in
            for i in 0..<count { out[i] = solver.value(of: variable(4 + i)) }
        }
    }

    /// One W6 step: suggest the root size, solve, read every value.
    func resizeStep(width: Double, height: Double?, into out: inout [Double]) throws {
        try solver.suggestValue(variable(SystemSpec.rootWidth), width)
        if let height { try solver.suggestValue(variable(SystemSpec.rootHeight), height) }
        readViews(into: &out)
    }
}

/// The handle of the spec's variable `index`.
@inline(__always)
private func variable(_ index: Int) -> VariableHandle { VariableHandle(Int32(index)) }

/// The spec constraint over handles.
private func makeLinearConstraint(_ c: SpecConstraint) -> LinearConstraint {
    LinearConstraint(
        c.variables.indices.map { HandleTerm(variable(c.variables[$0]), c.coefficients[$0]) }, constant: c.constant,
        c.relation, priority: Priority(c.priority))
}
