/// The views of a subtree that joins an engine, as one of the engine's five pass queues takes
/// them: those not queued there already, decided view by view as the registration walk meets
/// them (LayoutEngine.register(subtree:)).
@MainActor
struct JoiningQueue {
    /// One of the queues a joining view may need a place in, with the flags that say so.
    @MainActor
    enum Pass {
        case sync, insets, traits, update, layout

        /// The flag of the view's engine record that says it waits in this queue.
        @inline(__always)
        var flag: EngineQueues {
            switch self {
            case .sync: .sync
            case .insets: .insets
            case .traits: .traits
            case .update: .update
            case .layout: .layout
            }
        }

        /// Whether `view`, waiting in `queues`, needs no place in this queue: it has one
        /// already, or (updating constraints, layout) it asks for nothing.
        @inline(__always)
        func hasNoUse(for view: UIView, waitingIn queues: EngineQueues) -> Bool {
            if queues.contains(flag) { return true }
            switch self {
            case .sync, .insets, .traits: return false
            case .update: return !view.needsUpdateConstraintsFlag
            case .layout: return !view.needsLayoutFlag
            }
        }
    }

    private let pass: Pass
    /// The views taken so far, listed only once a view turns out to have no use for the queue;
    /// nil while every view met so far is taken (the whole joining list is then taken as it is).
    private var taken: [UIView]?

    init(_ pass: Pass) {
        self.pass = pass
    }

    /// Takes `view`, the joining list's element at `index`, unless the queue has it, and marks
    /// it in `queues`, the queues its engine record says it waits in. Inlined into the
    /// registration walk, where each queue's pass is a constant.
    @inline(__always)
    mutating func offer(_ view: UIView, waitingIn queues: inout EngineQueues, at index: Int, of joining: [UIView]) {
        if pass.hasNoUse(for: view, waitingIn: queues) {
            if taken == nil { taken = Array(joining[..<index]) }
            return
        }
        queues.insert(pass.flag)
        taken?.append(view)
    }

    /// Appends the views taken to `queue` (a part of a list in depth order is in depth order),
    /// and `root`, the engine's root when it joins too, unless the queue has it (`rootQueues`
    /// are the queues the root's record says it waits in).
    func finish(
        _ joining: [UIView], inDepthOrder: Bool, root: UIView?, rootQueues: inout EngineQueues,
        on queue: inout ViewQueue
    ) {
        if let root, !pass.hasNoUse(for: root, waitingIn: rootQueues) {
            rootQueues.insert(pass.flag)
            queue.append(root)
        }
        queue.append(contentsOf: taken ?? joining, inDepthOrder: inDepthOrder)
    }
}
