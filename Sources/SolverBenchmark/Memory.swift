// Heap in use, from glibc's mallinfo2(): bytes in allocated chunks (uordblks) plus bytes in
// mmap'ed chunks (hblkhd), which is where glibc puts large arrays. The benchmark is single
// threaded, so the main arena that mallinfo2 reports is the whole heap.
//
// Swift's Glibc module does not import <malloc.h>, and the package has no C target, so the
// function is looked up with dlsym. `struct mallinfo2 mallinfo2(void)` returns its 80-byte
// struct in memory: on x86-64 (System V ABI) the caller passes the result's address as a
// hidden first argument, which is exactly a C function `void *f(void *result)`.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if arch(x86_64)
    private typealias MallinfoFunction = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
#endif

/// Bytes of heap in use, or nil where mallinfo2 cannot be called.
func heapBytesInUse() -> Int? {
    #if arch(x86_64)
        guard let symbol = dlsym(nil, "mallinfo2") else { return nil }
        let function = unsafeBitCast(symbol, to: MallinfoFunction.self)
        // arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, fordblks, keepcost
        var fields = [Int](repeating: 0, count: 10)
        fields.withUnsafeMutableBytes { _ = function($0.baseAddress!) }
        return fields[7] + fields[4]
    #else
        return nil
    #endif
}

/// Heap growth per view while `build` runs; its result is kept alive until the second reading.
func heapGrowthPerView<T>(views: Int, _ build: () throws -> T) rethrows -> (perView: Double?, result: T) {
    let before = heapBytesInUse()
    let result = try build()
    let after = heapBytesInUse()
    guard let before, let after else { return (nil, result) }
    return (Double(after - before) / Double(views), result)
}
