/// Views described apart: the spec's `views` are placed where a `subviews` list names them,
/// exactly once, and never inside themselves.
extension ViewReader {
    /// Reads the views under the spec's `views`: each needs a name.
    func definePool(_ node: SpecNode) throws(SpecError) {
        for entry in try node.list() {
            let pending = try readView(entry)
            guard let name = pending.model.name else {
                throw pending.node.error("a view under 'views' needs a 'name' so that a 'subviews' list can place it")
            }
            addToPool(pending, name: name)
        }
    }

    /// Places the subviews of `pending`, and theirs, in order.
    func place(_ pending: PendingView) throws(SpecError) {
        pending.isPlaced = true
        for child in pending.children {
            let placed: PendingView
            switch child {
            case .inline(let inline):
                placed = inline
            case .reference(let name, let node):
                guard let referenced = pooledView(named: name) else {
                    throw node.error(
                        !scope.viewNames.contains(name)
                            ? "unknown view '\(name)': a name in 'subviews' must be a view described under 'views'"
                            : "view '\(name)' is not described under 'views', so it cannot be listed here",
                        at: node.textLocation)
                }
                if let cycle = cycle(adding: referenced, under: pending) {
                    throw node.error("view '\(name)' is listed under itself: \(cycle)", at: node.textLocation)
                }
                if referenced.isPlaced {
                    let parent = referenced.parent?.givenName
                    throw node.error(
                        "view '\(name)' is listed in more than one 'subviews'"
                            + (parent.map { " (already under '\($0)')" } ?? ""), at: node.textLocation)
                }
                placed = referenced
            }
            pending.add(placed)
            try place(placed)
        }
    }

    /// The chain of names from `view` down to `parent` when `parent` is `view` or inside it.
    private func cycle(adding view: PendingView, under parent: PendingView) -> String? {
        var chain: [PendingView] = [parent]
        var current = parent
        while current !== view {
            guard let next = current.parent else { return nil }
            chain.append(next)
            current = next
        }
        return (chain.reversed().map(\.displayName) + [view.displayName]).joined(separator: " → ")
    }

    /// Fails on views under `views` that no `subviews` list placed (after checking them for
    /// cycles among themselves).
    func checkPoolPlaced() throws(SpecError) {
        for name in poolNames {
            guard let pending = pooledView(named: name), !pending.isPlaced else { continue }
            try place(pending)
            throw pending.node.error("view '\(name)' is described under 'views' but no 'subviews' list places it")
        }
    }
}
