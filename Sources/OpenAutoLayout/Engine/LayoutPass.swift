import Foundation

/// SPEC §11's layout cycle for one tree: update constraints bottom-up, solve once, apply frames
/// top-down, run layoutSubviews top-down, and repeat while any of that changed something,
/// up to ``maximumIterations`` times.
enum LayoutPass {
    static let maximumIterations = 32

    static func run(_ engine: LayoutEngine) {
        engine.isRunningPass = true
        defer { engine.isRunningPass = false }
        var iteration = 0
        while engine.hasWork {
            iteration += 1
            if iteration > maximumIterations {
                LayoutDiagnostics.emit(
                    "Layout did not settle after \(maximumIterations) passes: layoutSubviews or updateConstraints of \(describePending(engine)) keep changing the layout. The last frames are kept."
                )
                engine.updateQueue.takeAll().forEach { $0.isQueuedForUpdate = false; $0.needsUpdateConstraintsFlag = false }
                engine.layoutQueue.takeAll().forEach { $0.isQueuedForLayout = false; $0.needsLayoutFlag = false }
                engine.flush()
                engine.solver.updateVariables()
                applyFrames(engine)
                engine.needsFrameUpdate = false
                return
            }
            updateConstraintsPhase(engine)
            engine.flush()
            if engine.needsFrameUpdate {
                engine.needsFrameUpdate = false
                engine.solver.updateVariables()
                applyFrames(engine)
            }
            layoutSubviewsPhase(engine)
        }
    }

    private static func describePending(_ engine: LayoutEngine) -> String {
        let views = (engine.layoutQueue.views + engine.updateQueue.views).prefix(3).map(\.description)
        return views.isEmpty ? "the tree" : views.joined(separator: ", ")
    }

    /// Calls updateConstraints on every view that asked, deepest first.
    static func updateConstraintsPhase(_ engine: LayoutEngine) {
        while !engine.updateQueue.isEmpty {
            let views = engine.updateQueue.takeAll().filter { $0.registeredEngine === engine && $0.isQueuedForUpdate }
            for view in ordered(views, root: engine.root, deepestFirst: true) {
                view.isQueuedForUpdate = false
                guard view.needsUpdateConstraintsFlag else { continue }
                view.updateConstraints()
                view.needsUpdateConstraintsFlag = false
            }
        }
    }

    /// Writes every view's frame from the solver's values (top-down, root first).
    static func applyFrames(_ engine: LayoutEngine) {
        let root = engine.root
        if !root.translatesAutoresizingMaskIntoConstraints {
            let v = root.layoutVariables
            let size = CGSize(width: v.width.value, height: v.height.value)
            root.applyFrame(CGRect(origin: root.frame.origin, size: size), fromEngine: true)
        }
        apply(children: root)
    }

    private static func apply(children root: UIView) {
        root.forEachViewInSubtree { parent in
            guard !parent.children.isEmpty else { return }
            let p = parent.layoutVariables
            let originX = p.minX.value - Double(parent.bounds.minX)
            let originY = p.minY.value - Double(parent.bounds.minY)
            // As in UIKit, a view that is about to lay out receives the engine's frames for all
            // its subviews; otherwise only frames the engine changed are written, so a frame set
            // by hand in layoutSubviews stays until the engine's opinion changes.
            let force = parent.needsLayoutFlag
            for child in parent.children {
                let v = child.layoutVariables
                let frame = CGRect(
                    x: v.minX.value - originX, y: v.minY.value - originY, width: v.width.value,
                    height: v.height.value)
                if force || child.lastEngineFrame != frame {
                    child.lastEngineFrame = frame
                    child.applyFrame(frame, fromEngine: true)
                }
            }
        }
    }

    /// `views` ordered by depth (shallowest first, or deepest first when `deepestFirst`), ties
    /// in queue order. Large queues of shallow views are bucketed by depth; large queues in deep
    /// trees (where depth sums would be quadratic) are ordered by one walk of the tree, ties then
    /// in tree order.
    static func ordered(_ views: [UIView], root: UIView, deepestFirst: Bool) -> [UIView] {
        if views.count > 64, let buckets = depthBuckets(views, hopBudget: 16 * views.count) {
            var result: [UIView] = []
            result.reserveCapacity(views.count)
            for level in deepestFirst ? buckets.reversed() : buckets { result += level }
            return result
        }
        if views.count > 64 {
            var marked = Set(views.map(ObjectIdentifier.init))
            var result: [UIView] = []
            result.reserveCapacity(views.count)
            var levels: [[UIView]] = []
            var frontier = [root]
            while !frontier.isEmpty {
                levels.append(frontier.filter { marked.remove(ObjectIdentifier($0)) != nil })
                frontier = frontier.flatMap(\.children)
            }
            for level in deepestFirst ? levels.reversed() : levels { result += level }
            return result
        }
        let keyed = views.map { ($0, $0.depth) }.enumerated().sorted { a, b in
            if a.element.1 != b.element.1 { return deepestFirst ? a.element.1 > b.element.1 : a.element.1 < b.element.1 }
            return a.offset < b.offset
        }
        return keyed.map(\.element.0)
    }

    /// The views grouped by depth (index = depth), each group in queue order; nil when walking
    /// up to the root would take more than `hopBudget` steps in all.
    private static func depthBuckets(_ views: [UIView], hopBudget: Int) -> [[UIView]]? {
        var depths: [Int] = []
        depths.reserveCapacity(views.count)
        var hops = 0
        var deepest = 0
        for view in views {
            var depth = 0
            var current = view
            while let next = current.parent {
                depth += 1
                current = next
            }
            hops += depth
            if hops > hopBudget { return nil }
            depths.append(depth)
            deepest = max(deepest, depth)
        }
        var buckets = [[UIView]](repeating: [], count: deepest + 1)
        for (view, depth) in zip(views, depths) { buckets[depth].append(view) }
        return buckets
    }

    /// Calls layoutSubviews on every view that needs it, shallowest first; views marked while
    /// this runs are laid out in the same phase.
    static func layoutSubviewsPhase(_ engine: LayoutEngine) {
        var rounds = 0
        while !engine.layoutQueue.isEmpty && rounds < maximumIterations {
            rounds += 1
            let views = engine.layoutQueue.takeAll().filter { $0.registeredEngine === engine && $0.isQueuedForLayout }
            for view in ordered(views, root: engine.root, deepestFirst: false) {
                view.isQueuedForLayout = false
                guard view.needsLayoutFlag else { continue }
                view.needsLayoutFlag = false
                view.performLayoutSubviews()
            }
        }
    }
}
