/// How deep a spec's views may nest. YAML itself stops at 1,000 nested mappings and lists, so
/// views written inside each other cannot go deeper than a few hundred levels; views described
/// apart (under `views`) and placed by name could, and every step from reading to drawing would
/// then need as many stack frames. Past the limit the spec is refused with an error at the first
/// view too deep, instead of exhausting a thread's stack (docs/reliability.md).
enum NestingLimit {
    /// The deepest a view may sit below its controller's root view.
    static let maximumDepth = 1_000

    /// Throws at the first view of `roots`' trees deeper than ``maximumDepth``.
    static func check(_ roots: [PendingView]) throws(SpecError) {
        var pending = roots.map { (view: $0, depth: 0) }
        while let (view, depth) = pending.popLast() {
            guard depth <= maximumDepth else {
                throw view.node.error(
                    "\(view.displayName) is nested \(depth) levels deep; a spec's views may nest at most \(maximumDepth) levels"
                )
            }
            pending += view.placed.map { ($0, depth + 1) }
        }
    }
}
