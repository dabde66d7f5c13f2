// One workload at one size: the closed-form floor, our solver and kiwisolver, measured in
// turn (never concurrently), with our values checked against the floor at every stage.

import Cassowary

enum Phase: CaseIterable {
    case build, resize, editA, editB, editC

    var label: String {
        switch self {
        case .build: "build"
        case .resize: "resize step"
        case .editA: "W7a re-add view"
        case .editB: "W7b constant"
        case .editC: "W7c text change"
        }
    }
}

/// Median seconds per operation for one phase; nil where not measured.
struct PhaseFigures {
    var ours: Double?
    var kiwi: Double?
    /// kiwisolver hit its time cap before finishing this phase.
    var kiwiDNF = false
    var floor: Double?
    /// Set when a loop stopped at its time budget: "k/m" operations measured.
    var oursPartial: String?
    var kiwiPartial: String?
}

struct SizeResult {
    var views: Int
    var figures: [Phase: PhaseFigures] = [:]
    var bytesOurs: Double?
    /// Median CPU seconds of our timed builds (CPUTime.swift); nil when the first build was
    /// the only one.
    var buildCPU: Double?
    /// Of `bytesOurs`, what the caller's Variable and Constraint objects take (no solver).
    var bytesObjects: Double?
    /// Minor page faults per view during our timed builds (HeapPolicy.swift).
    var faultsPerView: Double?
    var bytesKiwi: Double?
    var bytesFloor: Double?
    /// The handle API (HandleBench.swift): median build and resize step, heap growth per view.
    var handles = HandleFigures()
    /// Views whose values a W7b / W7c edit changes (and which we read after it).
    var affectedB: Int?
    var affectedC: Int?
}

struct BenchOutcome {
    var result: SizeResult
    /// Correctness failures of our solver: each one makes the exit status non-zero.
    var failures: [String] = []
    /// kiwisolver problems: reported, but not ours to fail on.
    var warnings: [String] = []
}

/// Repeats `body` (which returns seconds) up to `count` times, at least once, stopping early
/// when the repetitions have used `budget` seconds.
func repeatMeasure(_ count: Int, budget: Double = 8, _ body: () throws -> Double) rethrows -> [Double] {
    var times: [Double] = []
    var total = 0.0
    while times.count < count {
        let time = try body()
        times.append(time)
        total += time
        if total + time > budget { break }
    }
    return times
}

/// A workload at one size as both solvers get it, with the closed form's frames.
private func prepare(_ kind: WorkloadKind, size: Int, quick: Bool) -> (Repetitions, SystemSpec, [Double]) {
    let repetitions = Repetitions.forSize(size, quick: quick)
    let spec = makeSpec(kind, n: size, resizeSteps: repetitions.resizeSteps)
    var expected = [Double](repeating: 0, count: 4 * spec.views)
    ClosedForm.frames(spec, width: spec.initialWidth, height: spec.initialHeight, into: &expected)
    return (repetitions, spec, expected)
}

/// The closed-form floor and our solver on one workload at one size.
func benchmark(_ kind: WorkloadKind, size: Int, quick: Bool) -> BenchOutcome {
    let (repetitions, spec, expected) = prepare(kind, size: size, quick: quick)
    var outcome = BenchOutcome(result: SizeResult(views: spec.views))
    measureFloor(spec, repetitions, &outcome.result)
    do {
        try measureOurs(spec, Repetitions.forOurs(size, quick: quick), expected, &outcome)
    } catch {
        outcome.failures.append("ERROR \(kind.rawValue) n=\(spec.views): our solver threw \(error)")
    }
    do {
        try measureHandles(spec, Repetitions.forOurs(size, quick: quick), expected, &outcome)
    } catch {
        outcome.failures.append("ERROR \(kind.rawValue) n=\(spec.views): our handle API threw \(error)")
    }
    return outcome
}

/// kiwisolver on the same workload and size, added to `outcome`. The run measures all of ours
/// first: after a kiwisolver process stopped at its cap, holding gigabytes, measurements ran up
/// to 60 % slow for a while (W5's build at n = 100 right after W4's kiwisolver at n = 10 000).
func addKiwi(_ kiwi: KiwiReference, _ kind: WorkloadKind, size: Int, quick: Bool, to outcome: inout BenchOutcome) {
    let (repetitions, spec, expected) = prepare(kind, size: size, quick: quick)
    record(kiwi.run(spec, repetitions: repetitions), spec, expected, &outcome)
}

// MARK: - The closed-form floor

private func measureFloor(_ spec: SystemSpec, _ repetitions: Repetitions, _ result: inout SizeResult) {
    let count = 4 * spec.views
    let (bytes, frames) = heapGrowthPerView(views: spec.views) { () -> [Double] in
        var frames = [Double](repeating: 0, count: count)
        ClosedForm.frames(spec, width: spec.initialWidth, height: spec.initialHeight, into: &frames)
        return frames
    }
    blackHole(frames)
    result.bytesFloor = bytes
    let build = repeatMeasure(max(11, repetitions.build)) {
        measure {
            var frames = [Double](repeating: 0, count: count)
            ClosedForm.frames(spec, width: spec.initialWidth, height: spec.initialHeight, into: &frames)
            blackHole(frames)
        }
    }
    var buffer = [Double](repeating: 0, count: count)
    let resize = repeatMeasure(max(11, repetitions.resize)) {
        measure {
            for step in spec.resizeSteps {
                ClosedForm.frames(
                    spec, width: step.width, height: step.height ?? spec.initialHeight,
                    into: &buffer)
            }
            blackHole(buffer)
        } / Double(spec.resizeSteps.count)
    }
    result.figures[.build, default: PhaseFigures()].floor = median(build)
    result.figures[.resize, default: PhaseFigures()].floor = median(resize)
}

// MARK: - Our solver

private func measureOurs(
    _ spec: SystemSpec, _ repetitions: Repetitions, _ expected: [Double],
    _ outcome: inout BenchOutcome
) throws {
    let where_ = "\(spec.kind.rawValue) n=\(spec.views)"
    var values = [Double](repeating: 0, count: 4 * spec.views)
    func check(_ context: String, _ reference: [Double]) {
        if let mismatch = Mismatch.check(values, against: reference, context: "\(where_) \(context)") {
            outcome.failures.append(mismatch.description)
        }
    }

    // Memory and warm-up: one untimed build, checked.
    var firstTime = 0.0
    var faults = minorPageFaults()
    let measured = try heapGrowthPerView(views: spec.views) { () throws -> OurSystem? in
        var system: OurSystem?
        firstTime = try measure { system = try OurSystem(spec) }
        return system
    }
    faults = minorPageFaults() - faults
    var first = measured.result
    outcome.result.bytesOurs = measured.perView
    outcome.result.bytesObjects = heapGrowthPerView(views: spec.views) { OurSystem.makeObjects(spec) }.perView
    first?.readViews(into: &values)
    check("after build", expected)

    // Build: timed repetitions, unless the first build already took long (then it is the figure).
    var system: OurSystem? = nil
    var builds = [firstTime]
    if firstTime <= 8 {
        first = nil
        faults = 0
        var cpu: [Double] = []
        builds = try repeatMeasure(repetitions.build) {
            system = nil
            let before = minorPageFaults()
            let time = try measure(cpu: &cpu) { system = try OurSystem(spec) }
            faults += minorPageFaults() - before
            return time
        }
        outcome.result.buildCPU = median(cpu)
    } else {
        system = first
        first = nil
    }
    outcome.result.figures[.build, default: PhaseFigures()].ours = median(builds)
    outcome.result.faultsPerView = Double(faults) / Double(builds.count * spec.views)
    guard let system else { return }

    // Resize: one checked pass, then the timed ones.
    outcome.result.figures[.resize, default: PhaseFigures()].ours = try measureResize(
        system, spec, repetitions: repetitions.resize, context: where_, values: &values, failures: &outcome.failures)
    var reference = [Double](repeating: 0, count: values.count)
    try system.setRootSize(width: spec.initialWidth, height: spec.initialHeight)

    func note(_ phase: Phase, _ done: Int, of planned: Int, _ time: Double) {
        outcome.result.figures[phase, default: PhaseFigures()].ours = time
        if done < planned {
            outcome.result.figures[phase, default: PhaseFigures()].oursPartial = "\(done)/\(planned)"
        }
    }

    var sink = 0.0
    // W7a: remove and re-add every constraint of a sampled view.
    let owned = spec.constraintsByView()
    var doneA = spec.sampledViews.count
    let editsA = try repeatMeasure(repetitions.edit) {
        let (mean, done) = try timedLoop(count: spec.sampledViews.count) { k in
            let view = spec.sampledViews[k]
            sink += try system.removeAndReAdd(view: view, owned: owned[view])
        }
        doneA = min(doneA, done)
        return mean
    }
    note(.editA, doneA, of: spec.sampledViews.count, median(editsA))
    system.solver.updateVariables()
    system.readViews(into: &values)
    check("after W7a (remove and re-add)", expected)

    // W7b: one constant, changed back and forth (an even number of times).
    if let edit = spec.constantEdit {
        let constraint = system.constraints[edit.constraint]
        let count = repetitions.edits / 2 * 2
        var doneB = count
        let times = try repeatMeasure(repetitions.edit) {
            let (mean, done) = try timedLoop(count: count) { k in
                sink += try system.changeConstant(
                    constraint, to: k % 2 == 0 ? edit.edited : edit.original,
                    affected: edit.affectedViews)
            }
            doneB = min(doneB, done)
            return mean
        }
        note(.editB, doneB, of: count, median(times))
        outcome.result.affectedB = edit.affectedViews.count
        system.solver.updateVariables()
        system.readViews(into: &values)
        check("after W7b (constant restored)", expected)
        _ = try system.changeConstant(constraint, to: edit.edited, affected: [])
        system.solver.updateVariables()
        system.readViews(into: &values)
        ClosedForm.frames(
            spec, width: spec.initialWidth, height: spec.initialHeight,
            variation: edit.variation, into: &reference)
        check("after W7b (constant changed)", reference)
        _ = try system.changeConstant(constraint, to: edit.original, affected: [])
    }

    // W7c: a body's height pair replaced and put back (an even number of times).
    if let edit = spec.pairEdit {
        let old = edit.constraints.map { system.constraints[$0] }
        let new = zip(edit.constraints, edit.editedConstants).map { index, constant in
            makeConstraint(spec.constraints[index], system.variables, constant: constant)
        }
        let count = repetitions.edits / 2 * 2
        var doneC = count
        let times = try repeatMeasure(repetitions.edit) {
            let (mean, done) = try timedLoop(count: count) { k in
                sink +=
                    try k % 2 == 0
                    ? system.replace(old, with: new, affected: edit.affectedViews)
                    : system.replace(new, with: old, affected: edit.affectedViews)
            }
            doneC = min(doneC, done)
            return mean
        }
        note(.editC, doneC, of: count, median(times))
        outcome.result.affectedC = edit.affectedViews.count
        system.solver.updateVariables()
        system.readViews(into: &values)
        check("after W7c (text restored)", expected)
        _ = try system.replace(old, with: new, affected: [])
        system.solver.updateVariables()
        system.readViews(into: &values)
        ClosedForm.frames(
            spec, width: spec.initialWidth, height: spec.initialHeight,
            variation: edit.variation, into: &reference)
        check("after W7c (text changed)", reference)
    }
    blackHole(sink)
}

// MARK: - kiwisolver

private func record(_ kiwi: KiwiResult, _ spec: SystemSpec, _ expected: [Double], _ outcome: inout BenchOutcome) {
    let where_ = "\(spec.kind.rawValue) n=\(spec.views)"
    if let failure = kiwi.failure { outcome.warnings.append("kiwisolver \(where_) failed: \(failure)") }
    var pairs: [(Phase, Double?, String)] = [
        (.build, kiwi.build, "build"), (.resize, kiwi.resizeStep, "resize"),
        (.editA, kiwi.editA, "edit_a"),
    ]
    if spec.constantEdit != nil { pairs.append((.editB, kiwi.editB, "edit_b")) }
    if spec.pairEdit != nil { pairs.append((.editC, kiwi.editC, "edit_c")) }
    for (phase, value, name) in pairs {
        outcome.result.figures[phase, default: PhaseFigures()].kiwi = value
        outcome.result.figures[phase, default: PhaseFigures()].kiwiDNF = value == nil && kiwi.timedOut
        outcome.result.figures[phase, default: PhaseFigures()].kiwiPartial = kiwi.partial[name]
    }
    outcome.result.bytesKiwi = kiwi.bytesPerView
    if let values = kiwi.buildValues,
        let mismatch = Mismatch.check(values, against: expected, context: "kiwisolver \(where_) after build")
    {
        outcome.warnings.append(mismatch.description)
    }
    if let values = kiwi.resizeValues, let size = kiwi.resizeSize {
        var reference = [Double](repeating: 0, count: expected.count)
        ClosedForm.frames(spec, width: size.width, height: size.height, into: &reference)
        if let mismatch = Mismatch.check(
            values, against: reference,
            context: "kiwisolver \(where_) after the last resize step")
        {
            outcome.warnings.append(mismatch.description)
        }
    }
}
