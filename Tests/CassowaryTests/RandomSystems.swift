// Seeded random constraint systems driven through the solver's whole API (additions, batches,
// removals, constant updates, edit variables), recording what the solver did so that the
// differential test can check it against an independent LP and the determinism test can
// replay it. Everything here is a pure function of the seed.

import Cassowary
import Testing

/// One constraint as plain data: `Σ coefficient·v[index] + constant  relation  0` at `priority`.
struct ConstraintSpec {
    var terms: [(index: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var priority: Double

    var isRequired: Bool { priority >= 1000 }

    /// How far `values` (by variable index) miss the constraint, as ``Constraint/violation``
    /// measures it.
    func violation(_ values: [Double]) -> Double {
        let value = terms.reduce(constant) { $0 + $1.coefficient * values[$1.index] }
        switch relation {
        case .equal: return abs(value)
        case .greaterThanOrEqual: return max(0, -value)
        case .lessThanOrEqual: return max(0, value)
        }
    }

    func make(_ variables: [Variable]) -> Constraint {
        Constraint(
            LinearExpression(terms: terms.map { Term(variables[$0.index], $0.coefficient) }, constant: constant),
            relation, priority: Priority(priority))
    }

    /// JSON for Tools/oracle/lexlp.py.
    var json: String {
        let termList = terms.map { "[\($0.index), \($0.coefficient)]" }.joined(separator: ", ")
        return "{\"terms\": [\(termList)], \"constant\": \(constant), \"relation\": \"\(relation)\", "
            + "\"priority\": \(priority)}"
    }

    /// Swift source that builds this constraint over an array `v` of variables, for reproductions.
    var swiftSource: String {
        let termList = terms.map { "Term(v[\($0.index)], \($0.coefficient))" }.joined(separator: ", ")
        let relationName: String
        switch relation {
        case .equal: relationName = ".equal"
        case .lessThanOrEqual: relationName = ".lessThanOrEqual"
        case .greaterThanOrEqual: relationName = ".greaterThanOrEqual"
        }
        return "Constraint(LinearExpression(terms: [\(termList)], constant: \(constant)), \(relationName), "
            + "priority: Priority(\(priority)))"
    }
}

/// A required addition (or constant update) the solver refused.
struct Rejection {
    /// The required constraints held when it was refused (for a batch: also the batch's other
    /// required members).
    var present: [ConstraintSpec]
    var new: ConstraintSpec
    /// Indices into `present` of the solver's reported conflicting set.
    var conflicting: [Int]
    /// The call that was refused: "addConstraint", "addConstraints" or "updateConstant".
    var call: String
}

/// Which of the solver's two APIs a run drives: ``Solver``'s objects or ``HandleSolver``'s
/// handles. The handle run makes each variable's handle when the object run's solver would
/// first meet the variable, so both solve the same system in the same order.
enum SolverAPI: String, CaseIterable, CustomStringConvertible, Sendable {
    case objects, handles

    var description: String { rawValue }
}

/// A constraint the run added and has not removed, with what names it in the API driven.
struct HeldConstraint {
    var id: Int
    var spec: ConstraintSpec
    /// The object (object runs).
    var constraint: Constraint?
    /// The handle (handle runs).
    var handle: ConstraintHandle?
}

/// One call on the solver, as data, so that a run can be replayed (or partly replayed).
/// Constraints are named by the id they got when generated.
enum Operation {
    case add(id: Int, spec: ConstraintSpec)
    case addBatch([(id: Int, spec: ConstraintSpec)])
    case remove(id: Int)
    case updateConstant(id: Int, constant: Double)
    case addEdit(index: Int, priority: Double, value: Double)
    case suggest(index: Int, value: Double)
    case removeEdit(index: Int)
}

/// Runs one seeded random scenario on a fresh solver (or replays a list of operations).
struct RandomSystemRun {
    static let levels: [Double] = [999.5, 999, 750, 500, 250, 1]
    static let coefficients: [Double] = [1, 1, 1, -1, -1, 2, -2, 3, -3, 0.5]

    let seed: UInt64
    let api: SolverAPI
    let solver = Solver()
    let handleSolver = HandleSolver()
    let variables: [Variable]
    /// Handle runs: each variable's handle, made when first used.
    private var handles: [VariableHandle?]
    /// Constraints added and not removed, in order of addition, with their ids and current specs.
    private(set) var held: [HeldConstraint] = []
    /// The handle batches added so far (every other one goes through ``LinearConstraintBatch``).
    private var handleBatchCount = 0
    /// Edit variables: index, priority, last suggested value (always suggested once on adding).
    private(set) var edits: [(index: Int, priority: Double, value: Double)] = []
    private(set) var rejections: [Rejection] = []
    /// Broken API promises noticed while running (wrong error case, state changed by a failure).
    private(set) var problems: [String] = []
    /// The operations performed (for a replay: those that applied to the state at the time).
    private(set) var operations: [Operation] = []
    private var rng: SplitMix64
    private var nextID = 0

    /// With `echo`, prints each call as Swift source before making it (to reproduce a crash).
    init(seed: UInt64, api: SolverAPI = .objects, echo: Bool = false) {
        self.seed = seed
        self.api = api
        rng = SplitMix64(seed: seed)
        // Mostly small systems, some up to 50 variables.
        let count = rng.chance(0.3) ? rng.int(in: 20...50) : rng.int(in: 1...19)
        variables = Self.makeVariables(count: count, seed: seed)
        handles = Array(repeating: nil, count: count)
        let steps = min(100, rng.int(in: count...(2 * count + 10)))
        if echo { print(Self.swiftSource([], variableCount: count, seed: seed).joined(separator: "\n")) }
        for _ in 0..<steps {
            let operation = generate()
            if echo {
                print(
                    Self.swiftSource([operation], variableCount: count, seed: seed).dropFirst(2).joined(separator: "\n")
                )
            }
            perform(operation)
        }
        solver.updateVariables()
    }

    /// Replays `operations` on a fresh solver, skipping those that do not apply any more
    /// (removing a constraint that is not held, suggesting to a variable that is not an edit).
    /// The seed decides the variables' subject preferences, as in the run replayed.
    init(replaying operations: [Operation], variableCount: Int, seed: UInt64, api: SolverAPI = .objects) {
        self.seed = seed
        self.api = api
        rng = SplitMix64(seed: seed)
        variables = Self.makeVariables(count: variableCount, seed: seed)
        handles = Array(repeating: nil, count: variableCount)
        for operation in operations where applies(operation) { perform(operation) }
        solver.updateVariables()
    }

    /// Goes on with `operations` (those that apply to the state at the time), then updates the
    /// variables: a run continued step by step ends as one replayed in one go.
    mutating func apply(_ operations: [Operation]) {
        for operation in operations where applies(operation) { perform(operation) }
        solver.updateVariables()
    }

    /// Goes on with `operations` (those that apply to the state at the time) and leaves the
    /// values as they are: the caller reads what changed.
    mutating func perform(contentsOf operations: [Operation]) {
        for operation in operations where applies(operation) { perform(operation) }
    }

    /// Variable `index`'s handle in a handle run; nil until a call used the variable.
    func existingHandle(_ index: Int) -> VariableHandle? {
        handles[index]
    }

    /// The variables' values at the end of the run: after `updateVariables()` for objects,
    /// `value(of:)` for handles (0 for a variable never used, as a ``Solver`` leaves it).
    var finalValues: [Double] {
        switch api {
        case .objects: variables.map(\.value)
        case .handles: handles.map { $0.map(handleSolver.value(of:)) ?? 0 }
        }
    }

    /// The solver's current value of variable `index`, through the API driven.
    func currentValue(_ index: Int) -> Double {
        switch api {
        case .objects: solver.value(of: variables[index])
        case .handles: handles[index].map(handleSolver.value(of:)) ?? 0
        }
    }

    /// The dump of the solver driven.
    func dump() -> String {
        api == .objects ? solver.dump() : handleSolver.dump()
    }

    /// The variable's handle, made (with the object's name and preference) on first use.
    private mutating func handle(_ index: Int) -> VariableHandle {
        if let existing = handles[index] { return existing }
        let made = handleSolver.makeVariable(
            variables[index].name, subjectPreference: variables[index].subjectPreference)
        handles[index] = made
        return made
    }

    /// The spec over handles, made in order of first appearance.
    private mutating func linear(_ spec: ConstraintSpec) -> LinearConstraint {
        var terms: [HandleTerm] = []
        for term in spec.terms { terms.append(HandleTerm(handle(term.index), term.coefficient)) }
        return LinearConstraint(terms, constant: spec.constant, spec.relation, priority: Priority(spec.priority))
    }

    /// The calls made, as Swift source over `s` (the solver) and `v` (the variables).
    var log: [String] { Self.swiftSource(operations, variableCount: variables.count, seed: seed) }

    /// Whether the runs of `seed` mark every third variable (v2, v5, …) a last-resort subject
    /// (``Variable/SubjectPreference/last``): those of odd seeds, so that every guarantee is
    /// checked with and without the hint. It takes nothing from the random stream.
    static func marksLastResorts(seed: UInt64) -> Bool { seed % 2 == 1 }

    /// The variables of a run: `v0`, `v1`, …, with the subject preferences of its seed.
    static func makeVariables(count: Int, seed: UInt64) -> [Variable] {
        let marks = marksLastResorts(seed: seed)
        return (0..<count).map { Variable("v\($0)", subjectPreference: marks && $0 % 3 == 2 ? .last : .normal) }
    }

    static func swiftSource(_ operations: [Operation], variableCount: Int, seed: UInt64) -> [String] {
        let preference = marksLastResorts(seed: seed) ? ", subjectPreference: $0 % 3 == 2 ? .last : .normal" : ""
        var lines = [
            "let s = Solver()", "let v = (0..<\(variableCount)).map { Variable(\"v\\($0)\"\(preference)) }",
        ]
        for operation in operations {
            switch operation {
            case let .add(id, spec):
                lines.append("let c\(id) = \(spec.swiftSource)")
                lines.append("try s.addConstraint(c\(id))")
            case let .addBatch(batch):
                for (id, spec) in batch { lines.append("let c\(id) = \(spec.swiftSource)") }
                lines.append("try s.addConstraints([\(batch.map { "c\($0.id)" }.joined(separator: ", "))])")
            case let .remove(id):
                lines.append("try s.removeConstraint(c\(id))")
            case let .updateConstant(id, constant):
                lines.append("try s.updateConstant(of: c\(id), to: \(constant))")
            case let .addEdit(index, priority, value):
                lines.append("try s.addEditVariable(v[\(index)], priority: Priority(\(priority)))")
                lines.append("try s.suggestValue(v[\(index)], \(value))")
            case let .suggest(index, value):
                lines.append("try s.suggestValue(v[\(index)], \(value))")
            case let .removeEdit(index):
                lines.append("try s.removeEditVariable(v[\(index)])")
            }
        }
        return lines
    }

    /// The constraints the final optimum is about: held constraints plus one equality per edit.
    var finalSpecs: [ConstraintSpec] {
        held.map(\.spec)
            + edits.map {
                ConstraintSpec(terms: [($0.index, 1)], constant: -$0.value, relation: .equal, priority: $0.priority)
            }
    }

    /// How far the solver's final values miss each final constraint.
    var finalViolations: [Double] {
        let values = finalValues
        return finalSpecs.map { $0.violation(values) }
    }

    // MARK: generation

    private mutating func newID() -> Int {
        nextID += 1
        return nextID
    }

    private mutating func generate() -> Operation {
        let r = rng.below(100)
        if r < 55 || held.isEmpty {
            return .add(id: newID(), spec: randomSpec())
        } else if r < 65 {
            let size = rng.int(in: 2...4)
            var batch: [(id: Int, spec: ConstraintSpec)] = []
            for _ in 0..<size { batch.append((newID(), randomSpec())) }
            return .addBatch(batch)
        } else if r < 75 {
            return .remove(id: held[rng.below(held.count)].id)
        } else if r < 82 {
            let target = held[rng.below(held.count)]
            let constant =
                rng.chance(0.3)
                ? target.spec.constant + Double(rng.int(in: -3...3)) : Double(rng.int(in: -60...60))
            return .updateConstant(id: target.id, constant: constant)
        } else if r < 89 {
            let candidates = variables.indices.filter { i in !edits.contains { $0.index == i } }
            guard !candidates.isEmpty else { return .add(id: newID(), spec: randomSpec()) }
            let index = rng.pick(candidates)
            let priority = rng.pick(Self.levels)
            return .addEdit(index: index, priority: priority, value: Double(rng.int(in: -100...100)))
        } else if r < 96 {
            guard !edits.isEmpty else { return .add(id: newID(), spec: randomSpec()) }
            let e = rng.below(edits.count)
            let value = rng.chance(0.2) ? edits[e].value : Double(rng.int(in: -100...100))
            return .suggest(index: edits[e].index, value: value)
        } else {
            guard !edits.isEmpty else { return .add(id: newID(), spec: randomSpec()) }
            return .removeEdit(index: edits[rng.below(edits.count)].index)
        }
    }

    private mutating func randomSpec() -> ConstraintSpec {
        let required = held.filter { $0.spec.isRequired }
        if !required.isEmpty && rng.chance(0.12) {
            return contradiction(of: rng.pick(required).spec)
        }
        let n = variables.count
        var indices: [Int] = []
        let termCount = min(n, rng.chance(0.1) ? 4 : rng.int(in: 1...3))
        while indices.count < termCount {
            let i = rng.below(n)
            if !indices.contains(i) { indices.append(i) }
        }
        let terms = indices.map { (index: $0, coefficient: rng.pick(Self.coefficients)) }
        let constant = Double(rng.int(in: -60...60))
        let r = rng.below(10)
        let relation: Relation = r < 4 ? .equal : (r < 7 ? .greaterThanOrEqual : .lessThanOrEqual)
        let priority = rng.chance(0.45) ? 1000 : rng.pick(Self.levels)
        return ConstraintSpec(terms: terms, constant: constant, relation: relation, priority: priority)
    }

    /// A required constraint that cannot hold together with `spec` (a required one).
    private mutating func contradiction(of spec: ConstraintSpec) -> ConstraintSpec {
        let scale: Double = rng.chance(0.5) ? 1 : 2
        let shift = Double(rng.int(in: 1...20))
        var result = spec
        result.terms = spec.terms.map { ($0.index, $0.coefficient * scale) }
        result.priority = 1000
        switch spec.relation {
        case .equal:  // e == 0 against e == -shift
            result.constant = (spec.constant + (rng.chance(0.5) ? shift : -shift)) * scale
        case .greaterThanOrEqual:  // e >= 0 against e <= -shift
            result.constant = (spec.constant + shift) * scale
            result.relation = .lessThanOrEqual
        case .lessThanOrEqual:  // e <= 0 against e >= shift
            result.constant = (spec.constant - shift) * scale
            result.relation = .greaterThanOrEqual
        }
        return result
    }

    // MARK: performing operations

    private func applies(_ operation: Operation) -> Bool {
        switch operation {
        case .add, .addBatch: return true
        case let .remove(id), let .updateConstant(id, _): return held.contains { $0.id == id }
        case let .addEdit(index, _, _): return !edits.contains { $0.index == index }
        case let .suggest(index, _), let .removeEdit(index): return edits.contains { $0.index == index }
        }
    }

    private mutating func perform(_ operation: Operation) {
        operations.append(operation)
        switch operation {
        case let .add(id, spec): add(id, spec)
        case let .addBatch(batch): addBatch(batch)
        case let .remove(id): remove(id)
        case let .updateConstant(id, constant): updateConstant(id, constant)
        case let .addEdit(index, priority, value): addEdit(index, priority, value)
        case let .suggest(index, value): suggest(index, value)
        case let .removeEdit(index): removeEdit(index)
        }
        let listed =
            api == .objects
            ? identicalConstraintLists(solver.constraints, held.map { $0.constraint! })
            : handleSolver.constraints == held.map { $0.handle! }
        if !listed { problem("solver.constraints differs from the constraints added and not removed") }
    }

    private mutating func problem(_ text: String) {
        problems.append("seed \(seed), operation \(operations.count): \(text)")
    }

    /// Indices into `present` of `conflicting`, or nil (and a problem) when one is not there.
    private mutating func indices(of conflicting: [Constraint], in present: [Constraint]) -> [Int]? {
        indices(of: conflicting.map(ObjectIdentifier.init), in: present.map(ObjectIdentifier.init)) {
            "\(conflicting[$0])"
        }
    }

    private mutating func indices(of conflicting: [ConstraintHandle], in present: [ConstraintHandle]) -> [Int]? {
        indices(of: conflicting, in: present) { "\(conflicting[$0])" }
    }

    private mutating func indices<Name: Equatable>(
        of conflicting: [Name], in present: [Name], describe: (Int) -> String
    ) -> [Int]? {
        var result: [Int] = []
        for (position, c) in conflicting.enumerated() {
            guard let i = present.firstIndex(of: c) else {
                problem("conflicting set names \(describe(position)), which is not a required constraint present")
                return nil
            }
            result.append(i)
        }
        return result
    }

    private mutating func add(_ id: Int, _ spec: ConstraintSpec) {
        if api == .handles { return addHandle(id, spec) }
        let constraint = spec.make(variables)
        let present = held.filter { $0.spec.isRequired }
        let dumpBefore = solver.dump()
        do {
            try solver.addConstraint(constraint)
            held.append(HeldConstraint(id: id, spec: spec, constraint: constraint))
        } catch let SolverError.unsatisfiableConstraint(offender, conflicting) {
            if !spec.isRequired { problem("a non-required constraint was rejected as unsatisfiable") }
            if offender !== constraint { problem("unsatisfiableConstraint names another constraint: \(offender)") }
            if solver.dump() != dumpBefore { problem("dump changed by a failed addConstraint") }
            if let found = indices(of: conflicting, in: present.map { $0.constraint! }) {
                rejections.append(
                    Rejection(present: present.map(\.spec), new: spec, conflicting: found, call: "addConstraint"))
            }
        } catch {
            problem("unexpected error \(error)")
        }
    }

    private mutating func addHandle(_ id: Int, _ spec: ConstraintSpec) {
        let constraint = linear(spec)
        let present = held.filter { $0.spec.isRequired }
        let dumpBefore = handleSolver.dump()
        do {
            let handle = try handleSolver.addConstraint(constraint)
            held.append(HeldConstraint(id: id, spec: spec, handle: handle))
        } catch {
            guard case let .unsatisfiableConstraint(offender, conflicting, positions) = error.kind else {
                return problem("unexpected error \(error)")
            }
            if !spec.isRequired { problem("a non-required constraint was rejected as unsatisfiable") }
            if offender != nil || !positions.isEmpty || error.batchPosition != nil {
                problem("unsatisfiableConstraint of an addition names \(error.kind)")
            }
            if handleSolver.dump() != dumpBefore { problem("dump changed by a failed addConstraint") }
            if let found = indices(of: conflicting, in: present.map { $0.handle! }) {
                rejections.append(
                    Rejection(present: present.map(\.spec), new: spec, conflicting: found, call: "addConstraint"))
            }
        }
    }

    private mutating func addBatch(_ specs: [(id: Int, spec: ConstraintSpec)]) {
        if api == .handles { return addHandleBatch(specs) }
        let batch = specs.map { HeldConstraint(id: $0.id, spec: $0.spec, constraint: $0.spec.make(variables)) }
        let dumpBefore = solver.dump()
        do {
            try solver.addConstraints(batch.map { $0.constraint! })
            held.append(contentsOf: batch)
        } catch let SolverError.unsatisfiableConstraint(offender, conflicting) {
            if solver.dump() != dumpBefore { problem("dump changed by a failed addConstraints") }
            guard let position = batch.firstIndex(where: { $0.constraint === offender }) else {
                problem("unsatisfiableConstraint from a batch names a constraint outside it: \(offender)")
                return
            }
            if !batch[position].spec.isRequired { problem("a non-required constraint was rejected as unsatisfiable") }
            var others = batch
            others.remove(at: position)
            let present = (held + others).filter { $0.spec.isRequired }
            if let found = indices(of: conflicting, in: present.map { $0.constraint! }) {
                rejections.append(
                    Rejection(
                        present: present.map(\.spec), new: batch[position].spec, conflicting: found,
                        call: "addConstraints"))
            }
        } catch {
            problem("unexpected error \(error)")
        }
    }

    /// The batch through handles: the members conflicting are named by handle when added
    /// before, by position when in the batch; `Rejection.present` lists the held ones first,
    /// then the batch's others, as the object run does.
    private mutating func addHandleBatch(_ specs: [(id: Int, spec: ConstraintSpec)]) {
        // Handles are made in the order a Solver meets the variables of a batch: in the order
        // it inserts the constraints, required equalities first.
        let requiredEqualities = specs.filter { $0.spec.isRequired && $0.spec.relation == .equal }
        let others = specs.filter { !($0.spec.isRequired && $0.spec.relation == .equal) }
        for member in requiredEqualities + others {
            for term in member.spec.terms { _ = handle(term.index) }
        }
        let constraints = specs.map { linear($0.spec) }
        let dumpBefore = handleSolver.dump()
        do {
            // Every other batch through the one-buffer batch type, so that the differential
            // test drives both forms of a batch addition.
            handleBatchCount += 1
            let added =
                handleBatchCount.isMultiple(of: 2)
                ? try handleSolver.addConstraints(LinearConstraintBatch(constraints))
                : try handleSolver.addConstraints(constraints)
            for (member, handle) in zip(specs, added) {
                held.append(HeldConstraint(id: member.id, spec: member.spec, handle: handle))
            }
        } catch {
            guard case let .unsatisfiableConstraint(offender, conflicting, positions) = error.kind,
                let position = error.batchPosition, offender == nil
            else {
                return problem("unexpected error from a batch \(error)")
            }
            if handleSolver.dump() != dumpBefore { problem("dump changed by a failed addConstraints") }
            if !specs[position].spec.isRequired { problem("a non-required constraint was rejected as unsatisfiable") }
            let presentHeld = held.filter { $0.spec.isRequired }
            let others = specs.indices.filter { $0 != position && specs[$0].spec.isRequired }
            guard var found = indices(of: conflicting, in: presentHeld.map { $0.handle! }) else { return }
            for batchPosition in positions {
                guard let i = others.firstIndex(of: batchPosition) else {
                    return problem("conflicting batch position \(batchPosition) is not a required member")
                }
                found.append(presentHeld.count + i)
            }
            rejections.append(
                Rejection(
                    present: presentHeld.map(\.spec) + others.map { specs[$0].spec }, new: specs[position].spec,
                    conflicting: found, call: "addConstraints"))
        }
    }

    private mutating func remove(_ id: Int) {
        guard let i = held.firstIndex(where: { $0.id == id }) else { return }
        do {
            if let handle = held[i].handle {
                try handleSolver.removeConstraint(handle)
            } else {
                try solver.removeConstraint(held[i].constraint!)
            }
            held.remove(at: i)
        } catch {
            problem("removeConstraint threw \(error)")
        }
    }

    private mutating func updateConstant(_ id: Int, _ constant: Double) {
        guard let i = held.firstIndex(where: { $0.id == id }) else { return }
        if api == .handles { return updateHandleConstant(i, constant) }
        let constraint = held[i].constraint!, spec = held[i].spec
        var updated = spec
        updated.constant = constant
        let dumpBefore = solver.dump()
        do {
            try solver.updateConstant(of: constraint, to: constant)
            held[i].spec = updated
            if constraint.expression.constant != constant {
                problem("updateConstant did not set expression.constant")
            }
        } catch let SolverError.unsatisfiableConstraint(offender, conflicting) {
            if !spec.isRequired { problem("updateConstant of a non-required constraint was rejected") }
            if offender !== constraint { problem("unsatisfiableConstraint names another constraint: \(offender)") }
            if constraint.expression.constant != spec.constant { problem("failed updateConstant changed the constant") }
            if solver.dump() != dumpBefore { problem("dump changed by a failed updateConstant") }
            let present = held.filter { $0.spec.isRequired && $0.constraint !== constraint }
            if let found = indices(of: conflicting, in: present.map { $0.constraint! }) {
                rejections.append(
                    Rejection(present: present.map(\.spec), new: updated, conflicting: found, call: "updateConstant"))
            }
        } catch {
            problem("updateConstant threw \(error)")
        }
    }

    private mutating func updateHandleConstant(_ i: Int, _ constant: Double) {
        let handle = held[i].handle!, spec = held[i].spec
        var updated = spec
        updated.constant = constant
        let dumpBefore = handleSolver.dump()
        do {
            try handleSolver.updateConstant(of: handle, to: constant)
            held[i].spec = updated
            if handleSolver.constraint(handle)?.constant != constant {
                problem("updateConstant did not set the constant")
            }
        } catch {
            guard case let .unsatisfiableConstraint(offender, conflicting, positions) = error.kind else {
                return problem("updateConstant threw \(error)")
            }
            if !spec.isRequired { problem("updateConstant of a non-required constraint was rejected") }
            if offender != handle || !positions.isEmpty {
                problem("unsatisfiableConstraint names another constraint: \(error.kind)")
            }
            if handleSolver.constraint(handle)?.constant != spec.constant {
                problem("failed updateConstant changed the constant")
            }
            if handleSolver.dump() != dumpBefore { problem("dump changed by a failed updateConstant") }
            let present = held.filter { $0.spec.isRequired && $0.handle != handle }
            if let found = indices(of: conflicting, in: present.map { $0.handle! }) {
                rejections.append(
                    Rejection(present: present.map(\.spec), new: updated, conflicting: found, call: "updateConstant"))
            }
        }
    }

    private mutating func addEdit(_ index: Int, _ priority: Double, _ value: Double) {
        do {
            if api == .handles {
                let variable = handle(index)
                try handleSolver.addEditVariable(variable, priority: Priority(priority))
                try handleSolver.suggestValue(variable, value)
            } else {
                try solver.addEditVariable(variables[index], priority: Priority(priority))
                try solver.suggestValue(variables[index], value)
            }
            edits.append((index, priority, value))
        } catch {
            problem("edit variable call threw \(error)")
        }
    }

    private mutating func suggest(_ index: Int, _ value: Double) {
        guard let e = edits.firstIndex(where: { $0.index == index }) else { return }
        do {
            if api == .handles {
                try handleSolver.suggestValue(handle(index), value)
            } else {
                try solver.suggestValue(variables[index], value)
            }
            edits[e].value = value
        } catch {
            problem("suggestValue threw \(error)")
        }
    }

    private mutating func removeEdit(_ index: Int) {
        guard let e = edits.firstIndex(where: { $0.index == index }) else { return }
        do {
            if api == .handles {
                try handleSolver.removeEditVariable(handle(index))
            } else {
                try solver.removeEditVariable(variables[index])
            }
            edits.remove(at: e)
        } catch {
            problem("removeEditVariable threw \(error)")
        }
    }
}
