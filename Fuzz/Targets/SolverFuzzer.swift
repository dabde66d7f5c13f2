import Cassowary

// Fuzzes the solver's incremental API: each input is a sequence of calls (add, batch add and
// remove constraints, add and remove edit variables, suggest values, update constants) over
// four variables, with constants and priorities that are sometimes invalid. After every call:
// - a call that throws throws a `SolverError` and leaves `dump()` exactly as it was;
// - every value is finite;
// - every required constraint holds to 1e-6 of the magnitudes in it.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    var scenario = SolverScenario()
    var steps = 0
    while !input.isAtEnd && steps < 64 {
        scenario.step(&input)
        steps += 1
    }
    return 0
}

private struct SolverScenario {
    let solver = Solver()
    let variables = (0..<4).map { Variable("x\($0)") }
    /// Every constraint made so far, added or not (removing one that is not added must throw).
    var constraints: [Constraint] = []

    mutating func step(_ input: inout FuzzInput) {
        let before = solver.dump()
        do {
            try call(&input)
        } catch let error as SolverError {
            precondition(
                solver.dump() == before,
                "the solver changed on a failed call (\(error)):\n--- before\n\(before)--- after\n\(solver.dump())")
        } catch {
            preconditionFailure("the solver threw something other than a SolverError: \(error)")
        }
        checkInvariants()
    }

    private mutating func call(_ input: inout FuzzInput) throws {
        switch input.byte() % 8 {
        case 0, 1:
            let constraint = makeConstraint(&input)
            constraints.append(constraint)
            try solver.addConstraint(constraint)
        case 2:
            let batch = [makeConstraint(&input), makeConstraint(&input)]
            constraints += batch
            try solver.addConstraints(input.flag() ? batch : batch + [batch[0]])
        case 3:
            guard !constraints.isEmpty else { return }
            let constraint = input.pick(constraints)
            if input.flag() {
                try solver.removeConstraint(constraint)
            } else {
                try solver.addConstraint(constraint)
            }
        case 4: try solver.addEditVariable(input.pick(variables), priority: priority(&input))
        case 5: try solver.removeEditVariable(input.pick(variables))
        case 6: try solver.suggestValue(input.pick(variables), number(&input))
        default:
            guard !constraints.isEmpty else { return }
            try solver.updateConstant(of: input.pick(constraints), to: number(&input))
        }
    }

    private func makeConstraint(_ input: inout FuzzInput) -> Constraint {
        var terms: [Term] = []
        for _ in 0...input.index(below: 3) {
            terms.append(Term(input.pick(variables), input.pick([1, -1, 2, -2, 0.5, 3, -0.25, 10])))
        }
        let expression = LinearExpression(terms: terms, constant: number(&input))
        let relation = input.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        return Constraint(expression, relation, priority: priority(&input))
    }

    /// Mostly small round numbers, sometimes large, now and then not finite.
    private func number(_ input: inout FuzzInput) -> Double {
        switch input.byte() % 16 {
        case 0: return input.pick([.nan, .infinity, -.infinity])
        case 1: return input.pick([1e6, -1e6, 1e-7, 12_345.678])
        default: return Double(Int(input.byte()) - 128) / input.pick([1, 2, 4, 8])
        }
    }

    private func priority(_ input: inout FuzzInput) -> Priority {
        input.pick([.required, .strong, .medium, .weak, 1, 999, 1001, -1, Priority(.nan), 0])
    }

    private func checkInvariants() {
        solver.updateVariables()
        for variable in variables {
            precondition(variable.value.isFinite, "\(variable) = \(variable.value)")
        }
        for constraint in solver.constraints where constraint.priority.isRequired {
            let expression = constraint.expression
            let magnitude = expression.terms.reduce(abs(expression.constant)) {
                $0 + abs($1.coefficient * $1.variable.value)
            }
            precondition(
                constraint.violation <= 1e-6 * (1 + magnitude),
                "the required constraint \(constraint) is violated by \(constraint.violation):\n\(solver.dump())")
        }
    }
}
