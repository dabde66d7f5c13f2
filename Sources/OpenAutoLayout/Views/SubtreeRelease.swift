/// Releases the subviews of views that go away one level at a time, in a loop, instead of each
/// view's deinitialization releasing its subviews from inside its own: a tree thousands of
/// levels deep would otherwise need as many nested deinitializers and exhaust the thread's
/// stack.
///
/// A view that goes away hands its subviews here; they stay alive until the outermost hand-over
/// releases them one by one, and the subviews of those that go away then join the same queue.
@MainActor
enum SubtreeRelease {
    private static var pending: [UIView] = []
    private static var isReleasing = false

    /// Takes over `subviews` (the last references a view being deinitialized held) and releases
    /// them outside any other view's deinitialization.
    static func release(_ subviews: consuming [UIView]) {
        guard !subviews.isEmpty else { return }
        // Consumed here: from now on the queue holds the only references the caller handed over.
        pending.append(contentsOf: subviews)
        guard !isReleasing else { return }
        isReleasing = true
        while let view = pending.popLast() {
            // Dropping the last reference here runs `view`'s deinitializer, which may hand its
            // own subviews over.
            _ = consume view
        }
        isReleasing = false
    }
}
