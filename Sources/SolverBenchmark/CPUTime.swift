// The calling thread's CPU time, for figures that must not depend on the machine's load.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Seconds of CPU time the calling thread has used (CLOCK_THREAD_CPUTIME_ID: the scheduler's
/// own accounting, to the nanosecond). Unlike wall-clock time it does not grow while other
/// processes hold the cores, so two measurements made at different loads stay comparable.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// Runs `body` and returns its wall-clock seconds, adding its CPU seconds to `cpu`.
func measure(cpu: inout [Double], _ body: () throws -> Void) rethrows -> Double {
    let start = threadCPUSeconds()
    let time = try measure(body)
    cpu.append(threadCPUSeconds() - start)
    return time
}
