// The handle API on one workload at one size: its build and resize step timed as the object
// API's are (same repetitions), its heap growth per view, its values checked against the
// closed form. Measured after the object API, so that the object API's figures (and its
// instruction counts under callgrind) are what they were.

import Cassowary

/// The handle API's figures at one size; nil where not measured.
struct HandleFigures {
    var build: Double?
    /// Median CPU seconds of the same builds.
    var buildCPU: Double?
    var resize: Double?
    /// Heap growth per view of one build: everything the solver keeps, since the caller holds
    /// no objects (and, handles being dense and in order, no array of them either).
    var bytes: Double?
    /// What that build's solver reserves, part by part (`HandleSolver.storageReport()`).
    var storage: [StoragePart]?
}

func measureHandles(
    _ spec: SystemSpec, _ repetitions: Repetitions, _ expected: [Double], _ outcome: inout BenchOutcome
) throws {
    let where_ = "\(spec.kind.rawValue) n=\(spec.views) (handles)"
    var values = [Double](repeating: 0, count: 4 * spec.views)
    let measured = try heapGrowthPerView(views: spec.views) { try HandleSystem(spec) }
    outcome.result.handles.bytes = measured.perView
    outcome.result.handles.storage = measured.result.solver.storageReport()
    measured.result.readViews(into: &values)
    if let mismatch = Mismatch.check(values, against: expected, context: "\(where_) after build") {
        outcome.failures.append(mismatch.description)
    }

    var system: HandleSystem? = nil
    var cpu: [Double] = []
    let builds = try repeatMeasure(repetitions.build) {
        system = nil
        return try measure(cpu: &cpu) { system = try HandleSystem(spec) }
    }
    outcome.result.handles.build = median(builds)
    outcome.result.handles.buildCPU = median(cpu)
    guard let system else { return }

    outcome.result.handles.resize = try measureResize(
        system, spec, repetitions: repetitions.resize, context: where_, values: &values, failures: &outcome.failures)
}
