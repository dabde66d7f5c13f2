import Foundation

/// The layout cycle (docs/reference/fitting.md#layout-cycle) for one tree: bring trait collections up to date
/// (TraitResolutionPhase), update constraints bottom-up, solve once, apply frames
/// top-down, bring the safe area and margins up to date with the new frames (docs/reference/safe-area.md: they
/// depend on frames, and frames on them through the guides), run layoutSubviews top-down, and
/// repeat while any of that changed something, up to ``maximumIterations`` rounds. A tree whose
/// insets change once settles in two rounds; one that has not settled after the last round is
/// reported to the tree's LayoutContext and keeps its last frames.
@MainActor
enum LayoutPass {
    static let maximumIterations = 32

    static func run(_ engine: LayoutEngine) {
        engine.isRunningPass = true
        defer { engine.isRunningPass = false }
        var iteration = 0
        var solved = false
        defer { if solved { AmbiguityReport.runIfAsked(engine) } }
        while engine.hasWork {
            iteration += 1
            if iteration > maximumIterations {
                reportUnsettled(engine)
                engine.updateQueue.takeAll().forEach {
                    $0.isQueuedForUpdate = false; $0.needsUpdateConstraintsFlag = false
                }
                engine.layoutQueue.takeAll().forEach {
                    $0.isQueuedForLayout = false; $0.needsLayoutFlag = false
                }
                engine.flush()
                engine.solver.updateVariables()
                applyFrames(engine)
                engine.needsFrameUpdate = false
                // The insets stay as the last round left them; a later change marks them again.
                engine.insetsQueue.takeAll().forEach {
                    $0.isQueuedForInsets = false; $0.needsInsetsResolution = false
                }
                engine.traitQueue.takeAll().forEach { $0.isQueuedForTraits = false }
                return
            }
            engine.refreshEnvironmentDirection()
            TraitResolutionPhase.run(engine)
            updateConstraintsPhase(engine)
            engine.flush()
            if engine.needsFrameUpdate {
                engine.needsFrameUpdate = false
                solved = true
                engine.solver.updateVariables()
                applyFrames(engine)
            }
            InsetsResolutionPhase.run(engine)
            layoutSubviewsPhase(engine)
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
            let views = engine.updateQueue.takeAll().filterOnMainActor {
                $0.registeredEngine === engine && $0.isQueuedForUpdate
            }
            for view in ordered(views, root: engine.root, deepestFirst: true) {
                view.isQueuedForUpdate = false
                guard view.needsUpdateConstraintsFlag else { continue }
                view.updateConstraints()
                view.needsUpdateConstraintsFlag = false
            }
        }
    }

    /// Writes every view's frame from the solver's values (top-down, root first).
    /// Each edge of the alignment rectangle is snapped to the tree's pixel grid (``PixelGrid``),
    /// as UIKit does; the frame is `frame(forAlignmentRect:)` of it (docs/reference/fitting.md#alignment-rectangles).
    static func applyFrames(_ engine: LayoutEngine) {
        let root = engine.root
        let grid = PixelGrid(scale: root.hostDisplayScale ?? engine.context.displayScale)
        if !root.translatesAutoresizingMaskIntoConstraints {
            let v = root.layoutVariables
            let width = grid.span(start: v.minX.value, length: v.width.value).length
            let height = grid.span(start: v.minY.value, length: v.height.value).length
            let size = root.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: width, height: height)).size
            root.applyFrame(CGRect(origin: root.frame.origin, size: size), fromEngine: true)
        }
        apply(children: root, grid: grid)
    }

    private static func apply(children root: UIView, grid: PixelGrid) {
        root.forEachViewInSubtree { parent in
            guard !parent.children.isEmpty else { return }
            let p = parent.layoutVariables
            let offsets = AlignmentGeometry.offsets(of: parent)
            let boundsX = Double(parent.bounds.minX)
            let boundsY = Double(parent.bounds.minY)
            // A view whose frame drives its constraints (autoresizing) keeps the frame as set,
            // relative to the parent's exact position: UIKit does not snap it.
            let exactOriginX = p.minX.value - offsets.left - boundsX
            let exactOriginY = p.minY.value - offsets.top - boundsY
            let parentX = grid.parentStart(p.minX.value)
            let parentY = grid.parentStart(p.minY.value)
            // As in UIKit, a view that is about to lay out receives the engine's frames for all
            // its subviews; otherwise only frames the engine changed are written, so a frame set
            // by hand in layoutSubviews stays until the engine's opinion changes.
            let force = parent.needsLayoutFlag
            for child in parent.children {
                let v = child.layoutVariables
                let alignmentRect: CGRect
                if child.translatesAutoresizingMaskIntoConstraints {
                    alignmentRect = CGRect(
                        x: v.minX.value - exactOriginX, y: v.minY.value - exactOriginY, width: v.width.value,
                        height: v.height.value)
                } else {
                    // Origin and size in whole pixels from the snapped edges, converted once, so
                    // that values on the grid stay exact.
                    let x = grid.childSpan(start: v.minX.value, length: v.width.value, parent: parentX)
                    let y = grid.childSpan(start: v.minY.value, length: v.height.value, parent: parentY)
                    alignmentRect = CGRect(
                        x: x.offset + offsets.left + boundsX, y: y.offset + offsets.top + boundsY, width: x.length,
                        height: y.length)
                }
                let frame = child.frame(forAlignmentRect: alignmentRect)
                if force || !isUnchanged(frame, since: child.lastEngineFrame) {
                    child.lastEngineFrame = frame
                    child.applyFrame(frame, fromEngine: true)
                }
            }
        }
    }

    /// Whether `frame` equals `last` component by component. Foundation's `CGRect ==` is an
    /// out-of-line call that costs more than this comparison does inline.
    private static func isUnchanged(_ frame: CGRect, since last: CGRect?) -> Bool {
        guard let last else { return false }
        return last.origin.x == frame.origin.x && last.origin.y == frame.origin.y
            && last.size.width == frame.size.width && last.size.height == frame.size.height
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
                levels.append(frontier.filterOnMainActor { marked.remove(ObjectIdentifier($0)) != nil })
                frontier = frontier.flatMap(\.children)
            }
            for level in deepestFirst ? levels.reversed() : levels { result += level }
            return result
        }
        let keyed = views.mapOnMainActor { ($0, $0.depth) }.enumerated().sorted { @Sendable a, b in
            if a.element.1 != b.element.1 {
                return deepestFirst ? a.element.1 > b.element.1 : a.element.1 < b.element.1
            }
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
            let views = engine.layoutQueue.takeAll().filterOnMainActor {
                $0.registeredEngine === engine && $0.isQueuedForLayout
            }
            for view in ordered(views, root: engine.root, deepestFirst: false) {
                view.isQueuedForLayout = false
                guard view.needsLayoutFlag else { continue }
                view.needsLayoutFlag = false
                view.performLayoutSubviews()
            }
        }
    }
}
