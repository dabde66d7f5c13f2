import Foundation

/// The layout cycle (docs/reference/fitting.md#layout-cycle) for one tree: bring trait collections up to date
/// (TraitResolutionPhase), update constraints bottom-up, solve once, apply the frames that changed
/// top-down (FrameApplication), bring the safe area and margins up to date with the new frames
/// (docs/reference/safe-area.md: they depend on frames, and frames on them through the guides), run
/// layoutSubviews top-down, and repeat while any of that changed something, up to ``maximumIterations``
/// rounds. No view lays out while what the engine solves has changed: a round whose insets moved a
/// guide goes round again first, and a `layoutSubviews` that changes a constraint, a frame, insets
/// or traits leaves the views after it queued until the next round has solved and resolved again,
/// as UIKit gives each view the engine's values for it just before it lays out. A tree that has not
/// settled after the last round is reported to the tree's LayoutContext and keeps its last frames.
@MainActor
enum LayoutPass {
    static let maximumIterations = 32
    /// How many rounds a pass may cut short to solve again before views lay out (see ``run(_:)``).
    static let maximumShortenedRounds = 256

    static func run(_ engine: LayoutEngine) {
        engine.isRunningPass = true
        defer { engine.isRunningPass = false }
        var iteration = 0
        var shortenedRounds = 0
        var solved = false
        defer { if solved { AmbiguityReport.runIfAsked(engine) } }
        while engine.hasWork {
            iteration += 1
            if iteration > maximumIterations {
                reportUnsettled(engine)
                engine.updateQueue.takeAll().forEach {
                    engine.markDequeued($0, from: .update); $0.needsUpdateConstraintsFlag = false
                }
                engine.layoutQueue.takeAll().forEach {
                    engine.markDequeued($0, from: .layout); $0.needsLayoutFlag = false
                }
                engine.flush()
                applyFrames(engine)
                engine.needsFrameUpdate = false
                // The insets stay as the last round left them; a later change marks them again.
                engine.insetsQueue.takeAll().forEach {
                    engine.markDequeued($0, from: .insets); $0.needsInsetsResolution = false
                }
                engine.traitQueue.takeAll().forEach { engine.markDequeued($0, from: .traits) }
                return
            }
            engine.refreshEnvironmentDirection()
            TraitResolutionPhase.run(engine)
            updateConstraintsPhase(engine)
            engine.flush()
            if engine.needsFrameUpdate {
                engine.needsFrameUpdate = false
                solved = true
                applyFrames(engine)
            }
            InsetsResolutionPhase.run(engine)
            // A round that changed what the engine solves goes round again before any view lays
            // out: insets that moved a guide here, or a view's layoutSubviews below. So each
            // view lays out with frames that agree with its ancestors' layout, safe area and
            // margins. Such rounds do not count towards the limit, up to a budget of their own.
            let mayShorten = shortenedRounds < maximumShortenedRounds
            if mayShorten && engine.solutionMayChange {
                shortenedRounds += 1
                iteration -= 1
                continue
            }
            if layoutSubviewsPhase(engine, stoppingWhenTheSolutionMayChange: mayShorten) {
                shortenedRounds += 1
                iteration -= 1
            }
        }
    }

    /// Reports what kept changing in the last round to the tree's context.
    private static func reportUnsettled(_ engine: LayoutEngine) {
        engine.context.report(
            .didNotSettle(
                LayoutPassChanges(
                    passes: maximumIterations, root: engine.root, changingInsets: engine.insetsQueue.views,
                    needingLayout: engine.layoutQueue.views, needingConstraintUpdate: engine.updateQueue.views)))
    }

    /// Calls updateConstraints on every view that asked, deepest first.
    static func updateConstraintsPhase(_ engine: LayoutEngine) {
        while !engine.updateQueue.isEmpty {
            let views = engine.updateQueue.take { engine.isQueued($0, in: .update) }
            for view in ordered(views, root: engine.root, deepestFirst: true) {
                engine.markDequeued(view, from: .update)
                guard view.needsUpdateConstraintsFlag else { continue }
                view.updateConstraints()
                view.needsUpdateConstraintsFlag = false
            }
        }
    }

    /// Reads the solver's new values and writes the frames they change (``FrameApplication``).
    static func applyFrames(_ engine: LayoutEngine) {
        let limit = FrameApplication.changeLimit(engine)
        if !engine.solver.updateValues(appendingChangesTo: &engine.changedVariables, limit: limit) {
            engine.needsFullFrameApplication = true
        }
        FrameApplication.run(engine)
    }

    /// `views` ordered by depth (shallowest first, or deepest first when `deepestFirst`), ties
    /// in queue order. Large queues of shallow views are sorted by counting the views at each
    /// depth; large queues in deep trees (where depth sums would be quadratic) are ordered by one
    /// walk of the tree, ties then in tree order.
    static func ordered(_ views: QueuedViews, root: UIView, deepestFirst: Bool) -> QueuedViews {
        if views.count < 2 || (views.isKnownInDepthOrder && !deepestFirst) { return views }
        if views.count > 64 {
            if let sorted = sortedByDepth(views, deepestFirst: deepestFirst, hopBudget: 16 * views.count) {
                return sorted
            }
            var marked = Set(views.map(ObjectIdentifier.init))
            var result: [UIView] = []
            result.reserveCapacity(views.count)
            var levels: [[UIView]] = []
            var frontier = [root]
            while !frontier.isEmpty {
                levels.append(frontier.filterOnMainActor { marked.remove(ObjectIdentifier($0)) != nil })
                frontier = frontier.flatMap(\.children)
            }
            for level in deepestFirst ? levels.reversed() : levels { result += level }
            return QueuedViews(others: result)
        }
        let keyed = views.mapOnMainActor { ($0, $0.depth) }.enumerated().sorted { @Sendable a, b in
            if a.element.1 != b.element.1 {
                return deepestFirst ? a.element.1 > b.element.1 : a.element.1 < b.element.1
            }
            return a.offset < b.offset
        }
        return QueuedViews(others: keyed.map(\.element.0))
    }

    /// `views` sorted by depth, ties in queue order, by counting the views at each depth (one
    /// array of results, none per depth); `views` itself when it is in order already (a flat
    /// tree's registration order); nil when walking up to the root would take more than
    /// `hopBudget` steps in all.
    private static func sortedByDepth(_ views: QueuedViews, deepestFirst: Bool, hopBudget: Int) -> QueuedViews? {
        // A first pass only checks the order, so that a queue in order keeps no depths.
        var hops = 0
        var previous = deepestFirst ? Int.max : 0
        var inOrder = true
        for view in views {
            let depth = view.depth
            hops += depth
            if hops > hopBudget { return nil }
            if deepestFirst ? depth > previous : depth < previous {
                inOrder = false
                break
            }
            previous = depth
        }
        if inOrder { return views }
        var depths: [Int32] = []
        depths.reserveCapacity(views.count)
        var deepest = 0
        hops = 0
        for view in views {
            let depth = view.depth
            hops += depth
            if hops > hopBudget { return nil }
            depths.append(Int32(depth))
            deepest = max(deepest, depth)
        }
        // The first place of each depth's views in the result.
        var starts = [Int](repeating: 0, count: deepest + 2)
        for depth in depths { starts[Int(deepestFirst ? Int32(deepest) - depth : depth) + 1] += 1 }
        for level in 0...deepest { starts[level + 1] += starts[level] }
        let sorted = [UIView](unsafeUninitializedCapacity: views.count) { buffer, count in
            for (view, depth) in zip(views, depths) {
                let level = Int(deepestFirst ? Int32(deepest) - depth : depth)
                (buffer.baseAddress! + starts[level]).initialize(to: view)
                starts[level] += 1
            }
            count = views.count
        }
        return QueuedViews(others: sorted)
    }

    /// Calls layoutSubviews on every view that needs it, shallowest first; views marked while
    /// this runs are laid out in the same phase. With `stoppingWhenTheSolutionMayChange` it
    /// stops after a `layoutSubviews` that changed what the engine solves, leaves the views
    /// after it queued and returns true.
    static func layoutSubviewsPhase(_ engine: LayoutEngine, stoppingWhenTheSolutionMayChange stops: Bool) -> Bool {
        var rounds = 0
        let plainView = ObjectIdentifier(UIView.self)
        while !engine.layoutQueue.isEmpty && rounds < maximumIterations {
            rounds += 1
            let views = engine.layoutQueue.take { engine.isQueued($0, in: .layout) }
            let inOrder = ordered(views, root: engine.root, deepestFirst: false)
            for (position, view) in inOrder.enumerated() {
                engine.markDequeued(view, from: .layout)
                guard view.needsLayoutFlag else { continue }
                view.needsLayoutFlag = false
                view.performLayoutSubviews()
                // A plain UIView that nothing hosts lays out nothing: it cannot have changed the engine.
                guard stops, ObjectIdentifier(type(of: view)) != plainView || view.rootState != nil else { continue }
                if engine.solutionMayChange && (position + 1 < inOrder.count || !engine.layoutQueue.isEmpty) {
                    // The views still waiting keep their place before those queued since.
                    let queuedSince = engine.layoutQueue.takeAll()
                    for waiting in inOrder[(position + 1)...] where engine.isQueued(waiting, in: .layout) {
                        engine.layoutQueue.append(waiting)
                    }
                    for view in queuedSince { engine.layoutQueue.append(view) }
                    return true
                }
            }
        }
        return false
    }
}
