// How the process's heap treats freed memory during the run, and the page faults it costs.
//
// With glibc's defaults, freeing a built system returns its memory to the kernel: the pages
// at the top of the heap are trimmed (past a threshold that glibc raises to at most twice the
// largest mmap'ed block it has freed) and blocks over the mmap threshold are unmapped. The
// next build then faults every page of its footprint in again, each fault zeroing a page; on
// these virtual machines that costs about 1 µs per 4 KB page, and whether a build pays it
// depends on where its footprint falls against those thresholds, not on the solver's work.
// At n = 1 000 part of the footprint stays mapped; at n = 10 000 almost none does, so the
// build's T(10k)/T(1k) measured the kernel's page zeroing as much as the solver (W1: 890 ns
// per view at n = 10 000 against 555 ns with the heap kept).
//
// A long-running process (an app laying out screens over and over) works on a heap that is
// already mapped, so the benchmark keeps freed memory by default (`warm`): the trim threshold
// is raised out of reach and the mmap threshold to glibc's maximum, so that every array a
// build grows comes from the heap and goes back to it. `--cold-heap` keeps glibc's defaults;
// both report the page faults per view of the timed builds beside their times.
//
// Like mallinfo2 (Memory.swift), mallopt is declared in <malloc.h>, which Swift's Glibc
// module does not import; it is looked up with dlsym. Its C signature `int mallopt(int, int)`
// needs nothing special. Where the C library is not glibc (Darwin), the lookup finds no mallopt
// and the policy changes nothing.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

enum HeapPolicy: String {
    /// Freed memory stays in the process: builds after the first fault in no pages.
    case warm
    /// glibc's defaults: freed memory goes back to the kernel and is faulted in again.
    case cold

    /// Applies the policy to the process; call once, before anything is measured. Returns
    /// false (and changes nothing) when mallopt cannot be called or refuses a setting.
    @discardableResult
    func apply() -> Bool {
        guard self == .warm else { return true }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        // glibc's M_TRIM_THRESHOLD and M_MMAP_THRESHOLD; 32 MiB is the largest mmap threshold
        // glibc accepts on 64-bit systems (DEFAULT_MMAP_THRESHOLD_MAX).
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3
        return mallopt(trimThreshold, Int32.max) == 1 && mallopt(mmapThreshold, 32 << 20) == 1
    }

    /// What the report says of the policy in force.
    var description: String {
        switch self {
        case .warm: "warm heap (freed memory kept in the process)"
        case .cold: "cold heap (glibc's defaults: freed memory returned to the kernel)"
        }
    }
}

/// Minor page faults of the process so far (pages the kernel mapped in, zeroed, on first touch).
func minorPageFaults() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage.ru_minflt
}
