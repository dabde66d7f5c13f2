import Synchronization

/// The requests waiting for the main actor, where screens are built and laid out one at a time,
/// bounded: past ``capacity`` a request is refused at once with a 503 (and `Retry-After`, which
/// ``JSONErrorMiddleware`` adds) instead of waiting behind all the others, so that the time a
/// request waits stays within that many layouts however many clients there are.
final class LayoutQueue: Sendable {
    /// The most requests that may wait for, or run on, the main actor at once.
    let capacity: Int
    private let waiting = Mutex(0)

    /// A queue that admits `capacity` requests at a time.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Runs `body` on the main actor, or throws the 503 when the queue is full.
    func run<Value: Sendable>(_ body: @MainActor @Sendable () throws(PlaygroundError) -> Value)
        async throws(PlaygroundError) -> Value
    {
        let admitted = waiting.withLock { count in
            guard count < capacity else { return false }
            count += 1
            return true
        }
        guard admitted else {
            throw PlaygroundError(
                status: 503, "the server is laying out \(capacity) screens already; try again in a moment")
        }
        defer { waiting.withLock { $0 -= 1 } }
        let result = await MainActor.run { Result { () throws(PlaygroundError) in try body() } }
        return try result.get()
    }
}
