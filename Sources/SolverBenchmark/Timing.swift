// Wall-clock timing with ContinuousClock, and the medians the report is made of.

/// Seconds elapsed while running `body`.
@inline(never)
func measure(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return seconds(clock.now - start)
}

func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
}

/// The median of a non-empty list (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty)
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// How many times to repeat each measurement, and how long a loop runs.
struct Repetitions {
    var build: Int
    var resize: Int
    var edit: Int
    /// W6's number of steps.
    var resizeSteps: Int
    /// W7's number of edits per repetition.
    var edits: Int

    /// kiwisolver's counts (and the workload's number of resize steps).
    static func forSize(_ n: Int, quick: Bool) -> Repetitions {
        if n >= 10_000 { return Repetitions(build: 3, resize: 3, edit: 3, resizeSteps: 20, edits: 100) }
        if quick { return Repetitions(build: 3, resize: 3, edit: 3, resizeSteps: 100, edits: 100) }
        return Repetitions(build: 7, resize: 5, edit: 5, resizeSteps: 100, edits: 100)
    }

    /// Our solver's and engine's counts: at n = 10 000 as many repetitions as at smaller sizes,
    /// since they take milliseconds there where kiwisolver takes seconds, and medians of three
    /// moved by up to 40 % from run to run.
    static func forOurs(_ n: Int, quick: Bool) -> Repetitions {
        var counts = forSize(n, quick: quick)
        if !quick { (counts.build, counts.resize, counts.edit) = (7, 5, 5) }
        return counts
    }
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Runs `operation(k)` for k = 0..<count in timed chunks of `chunk` operations, stopping after
/// the chunk that passes `budget` seconds (so a slow solver cannot stall the run); returns the
/// mean seconds per operation and how many ran. Only one clock reading per chunk.
func timedLoop(
    count: Int, chunk: Int = 10, budget: Double = 8,
    _ operation: (Int) throws -> Void
) rethrows -> (mean: Double, done: Int) {
    var total = 0.0
    var done = 0
    while done < count && total <= budget {
        let end = min(count, done + chunk)
        total += try measure {
            for k in done..<end { try operation(k) }
        }
        done = end
    }
    return (total / Double(max(done, 1)), done)
}
