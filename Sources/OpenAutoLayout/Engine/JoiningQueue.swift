/// The views of a subtree that joins an engine, as one of the engine's five pass queues takes
/// them: those not queued there already, decided view by view as the registration walk meets
/// them (LayoutEngine.register(subtree:)).
@MainActor
struct JoiningQueue {
    /// One of the queues a joining view may need a place in, with the flags that say so.
    @MainActor
    enum Pass {
        case sync, insets, traits, update, layout

        /// Whether `view` needs no place in this queue: it has one already, or (updating
        /// constraints, layout) it asks for nothing.
        @inline(__always)
        func hasNoUse(for view: UIView) -> Bool {
            switch self {
            case .sync: view.needsEngineSync
            case .insets: view.isQueuedForInsets
            case .traits: view.isQueuedForTraits
            case .update: view.isQueuedForUpdate || !view.needsUpdateConstraintsFlag
            case .layout: view.isQueuedForLayout || !view.needsLayoutFlag
            }
        }

        /// Marks `view` as queued here.
        @inline(__always)
        func mark(_ view: UIView) {
            switch self {
            case .sync: view.needsEngineSync = true
            case .insets: view.isQueuedForInsets = true
            case .traits: view.isQueuedForTraits = true
            case .update: view.isQueuedForUpdate = true
            case .layout: view.isQueuedForLayout = true
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

    /// Takes and marks `view`, the joining list's element at `index`, unless the queue has it.
    /// Inlined into the registration walk, where each queue's pass is a constant.
    @inline(__always)
    mutating func offer(_ view: UIView, at index: Int, of joining: [UIView]) {
        if pass.hasNoUse(for: view) {
            if taken == nil { taken = Array(joining[..<index]) }
            return
        }
        pass.mark(view)
        taken?.append(view)
    }

    /// Appends the views taken to `queue` (a part of a list in depth order is in depth order),
    /// and `root`, the engine's root when it joins too, unless the queue has it.
    func finish(_ joining: [UIView], inDepthOrder: Bool, root: UIView?, on queue: inout ViewQueue) {
        if let root, !pass.hasNoUse(for: root) {
            pass.mark(root)
            queue.append(root)
        }
        queue.append(contentsOf: taken ?? joining, inDepthOrder: inDepthOrder)
    }
}
