// W6 on a built system, through either of our solver's APIs: the same checked pass and the
// same timed repetitions for the object API (OurSystem) and the handle API (HandleSystem).

/// A workload built on our solver whose root can be resized.
protocol ResizableSystem: AnyObject {
    /// One W6 step: suggest the root size, solve, read every view's values into `out`.
    func resizeStep(width: Double, height: Double?, into out: inout [Double]) throws
}

extension OurSystem: ResizableSystem {}
extension HandleSystem: ResizableSystem {}

/// Runs the workload's resize steps once, checking each against the closed form (the first
/// mismatch is added to `failures`), then times them `repetitions` times; returns the median
/// seconds per step. `values` holds the last step's values afterwards.
func measureResize(
    _ system: some ResizableSystem, _ spec: SystemSpec, repetitions: Int, context: String,
    values: inout [Double], failures: inout [String]
) throws -> Double {
    var reference = [Double](repeating: 0, count: values.count)
    for (k, step) in spec.resizeSteps.enumerated() {
        try system.resizeStep(width: step.width, height: step.height, into: &values)
        let height = step.height ?? spec.initialHeight
        ClosedForm.frames(spec, width: step.width, height: height, into: &reference)
        if let mismatch = Mismatch.check(
            values, against: reference, context: "\(context) resize step \(k) (\(step.width) × \(height))")
        {
            failures.append(mismatch.description)
            break
        }
    }
    let resizes = try repeatMeasure(repetitions) {
        try measure {
            for step in spec.resizeSteps {
                try system.resizeStep(width: step.width, height: step.height, into: &values)
            }
        } / Double(spec.resizeSteps.count)
    }
    return median(resizes)
}
