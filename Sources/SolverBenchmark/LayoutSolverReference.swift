// The reference a first layout is compared with: the bare solver's build of the system the
// layout tree solves, in the same run and at the same size.

import Cassowary

/// Median seconds of the bare solver's build of `spec` (W1 for L1, W4 for L2) through the handle
/// API, timed as the solver benchmark times it (``HandleSystem``); its values are checked against
/// the closed form. nil, with a failure recorded, when a build throws.
func measureSolverReference(
    _ spec: SystemSpec, repetitions: Int, expected: [Double], context: String, failures: inout [String]
) -> Double? {
    do {
        var system: HandleSystem?
        let builds = try repeatMeasure(repetitions) {
            system = nil
            return try measure { system = try HandleSystem(spec) }
        }
        var values = [Double](repeating: 0, count: 4 * spec.views)
        system?.readViews(into: &values)
        if let mismatch = Mismatch.check(values, against: expected, context: "\(context) solver reference") {
            failures.append(mismatch.description)
        }
        return median(builds)
    } catch {
        failures.append("\(context) solver reference: the build failed: \(error)")
        return nil
    }
}
