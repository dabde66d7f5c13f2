/// The views of a subtree that joins an engine, as one of the engine's five pass queues takes
/// them: those not queued there already, decided view by view as the registration walk meets
/// them (LayoutEngine.register(subtree:)).
@MainActor
struct JoiningQueue {
    /// The queue, as the flag of an engine record that says a view waits in it.
    private let queue: EngineQueues
    /// The views taken so far, listed only once a view turns out to have no use for the queue;
    /// nil while every view met so far is taken (the whole joining list is then taken as it is).
    private var taken: [UIView]?

    init(_ queue: EngineQueues) {
        self.queue = queue
    }

    /// Whether `view`, waiting in `queues`, needs no place in this queue: it has one already,
    /// or (updating constraints, layout) it asks for nothing. Inlined where the queue is a
    /// constant, so that only its own test remains.
    @inline(__always)
    private func hasNoUse(for view: UIView, waitingIn queues: EngineQueues) -> Bool {
        if queues.contains(queue) { return true }
        if queue == .update { return !view.needsUpdateConstraintsFlag }
        if queue == .layout { return !view.needsLayoutFlag }
        return false
    }

    /// Takes `view`, the joining list's element at `index`, unless the queue has it, and marks
    /// it in `queues`, the queues its engine record says it waits in. Inlined into the
    /// registration walk, where each queue is a constant.
    @inline(__always)
    mutating func offer(_ view: UIView, waitingIn queues: inout EngineQueues, at index: Int, of joining: [UIView]) {
        if hasNoUse(for: view, waitingIn: queues) {
            if taken == nil { taken = Array(joining[..<index]) }
            return
        }
        queues.insert(queue)
        taken?.append(view)
    }

    /// Queues the engine's root, which `list` keeps apart from the other views, unless the queue
    /// has it, and marks it in `queues`, the queues its engine record says it waits in.
    @inline(__always)
    func offer(root: UIView, waitingIn queues: inout EngineQueues, on list: inout ViewQueue) {
        guard !hasNoUse(for: root, waitingIn: queues) else { return }
        queues.insert(queue)
        list.append(root)
    }

    /// Appends the views taken to `list` (a part of a list in depth order is in depth order).
    func finish(_ joining: [UIView], inDepthOrder: Bool, on list: inout ViewQueue) {
        list.append(contentsOf: taken ?? joining, inDepthOrder: inDepthOrder)
    }
}
