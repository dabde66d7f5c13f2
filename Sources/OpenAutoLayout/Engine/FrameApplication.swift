import Foundation

/// The step of a layout pass that writes frames from the solver's values (docs/reference/fitting.md#layout-cycle).
///
/// Each edge of a view's alignment rectangle is snapped to the tree's pixel grid (``PixelGrid``), as UIKit does,
/// and the frame is `frame(forAlignmentRect:)` of it (docs/reference/fitting.md#alignment-rectangles). A frame is a
/// view's variables relative to its superview's, so it changes when the view's variables change, when the
/// superview's change, or when the view is new to the engine.
///
/// After a small change (one constant edited), only those views are visited: the solver names the variables whose
/// values changed, and the engine knows whose they are. Frames are written as a walk of the whole tree would write
/// them: superviews in tree order (depth first, subviews in order), and for each the subviews concerned in order.
/// A view about to lay out (``UIView/setNeedsLayout()`` pending, or resized by this step) receives the engine's
/// frames for all its subviews; otherwise only frames the engine changed are written, so a frame set by hand in
/// `layoutSubviews` stays until the engine's answer changes. After a large change (a first layout, a rotation, a
/// new pixel grid) the whole tree is walked once.
@MainActor
enum FrameApplication {
    /// Writes the frames of everything the engine's last solve changed.
    static func run(_ engine: LayoutEngine) {
        let root = engine.root
        let grid = PixelGrid(scale: root.hostDisplayScale ?? engine.context.displayScale)
        var full = engine.needsFullFrameApplication || engine.appliedGridScale != grid.scale
        if engine.changedVariables.count + engine.frameTargetCount > changeLimit(engine) {
            // So much moved that one walk of the tree costs less than ordering the changes.
            full = true
        }
        engine.needsFullFrameApplication = false
        engine.appliedGridScale = grid.scale
        applyRootSize(root, engine, grid: grid)
        if full {
            engine.changedVariables.removeAll(keepingCapacity: true)
            engine.takeFrameTargets()
            applyAll(below: root, engine, grid: grid)
        } else {
            engine.buildVariableMap()
            applyChanges(engine, grid: grid)
        }
    }

    /// How many changes are followed one by one; beyond that the whole tree is walked.
    static func changeLimit(_ engine: LayoutEngine) -> Int {
        256 + engine.mappedVariableCount / 16
    }

    /// The root's size, when constraints decide it; its origin stays as set.
    private static func applyRootSize(_ root: UIView, _ engine: LayoutEngine, grid: PixelGrid) {
        guard !root.translatesAutoresizingMaskIntoConstraints else { return }
        let v = engine.rectangle(of: root)
        let width = grid.span(start: v.minX, length: v.width).length
        let height = grid.span(start: v.minY, length: v.height).length
        let size = root.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: width, height: height)).size
        EngineFrameWrite.write(CGRect(origin: root.frameOrigin, size: size), to: root)
    }

    /// Every subview's frame, superviews first.
    private static func applyAll(below root: UIView, _ engine: LayoutEngine, grid: PixelGrid) {
        root.forEachViewInSubtree { parent in
            guard !parent.children.isEmpty else { return }
            let placement = ParentPlacement(parent, engine, grid: grid)
            // As in UIKit, a view that is about to lay out receives the engine's frames for all
            // its subviews.
            let force = parent.needsLayoutFlag
            for child in parent.children { apply(child, placement, grid: grid, force: force) }
        }
    }

    /// The frames of the views whose variables changed, of their subviews, of the views new to the
    /// engine, and of every subview of a view about to lay out.
    private static func applyChanges(_ engine: LayoutEngine, grid: PixelGrid) {
        var groups = FrameGroups()
        for variable in engine.changedVariables {
            guard let view = engine.view(of: variable) else { continue }
            if let parent = view.parent { groups.add(view, of: parent) }
            if !view.children.isEmpty { groups.addParent(view) }
        }
        engine.changedVariables.removeAll(keepingCapacity: true)
        for view in engine.takeFrameTargets() where view.isRegistered(with: engine) {
            if let parent = view.parent { groups.add(view, of: parent) }
        }
        for view in engine.layoutQueue.views
        where view.needsLayoutFlag && !view.children.isEmpty && view.isRegistered(with: engine) {
            groups.addParent(view)
        }
        var order = groups.parentsInTreeOrder()
        var next = 0
        while next < order.count {
            let parent = order[next]
            next += 1
            let placement = ParentPlacement(parent, engine, grid: grid)
            let force = parent.needsLayoutFlag
            for child in force ? parent.children : groups.targets(of: parent) {
                let wasWaiting = child.needsLayoutFlag
                apply(child, placement, grid: grid, force: force)
                // A subview resized here lays out: it receives all its subviews' frames, after
                // this superview's and in tree order.
                if !wasWaiting && child.needsLayoutFlag && !child.children.isEmpty && groups.addParent(child) {
                    let position = TreeOrder.insertionIndex(of: child, in: order, from: next)
                    order.insert(child, at: position)
                }
            }
        }
    }

    /// Computes `child`'s frame and writes it when it differs from the engine's last answer, or
    /// when `force`.
    @inline(__always)
    private static func apply(_ child: UIView, _ placement: ParentPlacement, grid: PixelGrid, force: Bool) {
        let record = placement.engine.existingRecordID(of: child)
        let frame = placement.frame(of: child, record: record, grid: grid)
        if placement.engine.replaceLastFrame(ofRecord: record, with: frame) || force {
            EngineFrameWrite.write(frame, to: child)
        }
    }
}

/// What a superview contributes to its subviews' frames: its position in the tree's coordinates
/// (exact, and snapped to the grid), its alignment offsets and its bounds origin.
@MainActor
struct ParentPlacement {
    let offsets: AlignmentGeometry.Offsets
    let boundsX: Double
    let boundsY: Double
    let exactOriginX: Double
    let exactOriginY: Double
    let parentX: PixelGrid.ParentStart
    let parentY: PixelGrid.ParentStart
    let engine: LayoutEngine

    init(_ parent: UIView, _ engine: LayoutEngine, grid: PixelGrid) {
        let p = engine.rectangle(of: parent)
        self.engine = engine
        offsets = AlignmentGeometry.offsets(of: parent)
        boundsX = Double(parent.bounds.minX)
        boundsY = Double(parent.bounds.minY)
        exactOriginX = p.minX - offsets.left - boundsX
        exactOriginY = p.minY - offsets.top - boundsY
        parentX = grid.parentStart(p.minX)
        parentY = grid.parentStart(p.minY)
    }

    /// The frame the engine gives `child`, whose record is `record`, in this superview.
    @inline(__always)
    func frame(of child: UIView, record: Int?, grid: PixelGrid) -> CGRect {
        let v = engine.rectangle(ofRecord: record)
        if child.translatesAutoresizingMaskIntoConstraints {
            // A view whose frame drives its constraints (autoresizing) keeps the frame as set,
            // relative to the parent's exact position: UIKit does not snap it. Where the
            // solver's answer differs from the frame that drives it only by rounding, the
            // frame stays as set (``RoundingNoise``).
            let exact = CGRect(
                x: v.minX - exactOriginX, y: v.minY - exactOriginY, width: v.width, height: v.height)
            return RoundingNoise.settled(child.frame(forAlignmentRect: exact), current: child.frame)
        }
        // Origin and size in whole pixels from the snapped edges, converted once, so that
        // values on the grid stay exact.
        let x = grid.childSpan(start: v.minX, length: v.width, parent: parentX)
        let y = grid.childSpan(start: v.minY, length: v.height, parent: parentY)
        let alignmentRect = CGRect(
            x: x.offset + offsets.left + boundsX, y: y.offset + offsets.top + boundsY, width: x.length,
            height: y.length)
        return child.frame(forAlignmentRect: alignmentRect)
    }
}

/// The rounding error of a solver's answer, told apart from a change.
///
/// A frame that drives its own constraints (a view translating its autoresizing mask) comes
/// back from the solver as the sum and difference of other values, which after a few edits
/// may be an ulp away from the frame that was set: a content view at y = 0 would come back at
/// y = −1.1e−13, and a screen rotated there and back would not give its first frames. Such a
/// difference is not a change.
enum RoundingNoise {
    /// A difference within this fraction of the larger magnitude (and of one point) is noise.
    static let tolerance = 1e-9

    /// `computed`, with each component that is within rounding error of `current`'s taken
    /// from `current`.
    static func settled(_ computed: CGRect, current: CGRect) -> CGRect {
        CGRect(
            x: settled(computed.origin.x, current.origin.x), y: settled(computed.origin.y, current.origin.y),
            width: settled(computed.size.width, current.size.width),
            height: settled(computed.size.height, current.size.height))
    }

    private static func settled(_ computed: CGFloat, _ current: CGFloat) -> CGFloat {
        // An answer that overflowed is not noise: it is reported as the engine gave it.
        guard computed.isFinite && current.isFinite else { return computed }
        let bound = tolerance * max(1, abs(computed), abs(current))
        return abs(computed - current) <= bound ? current : computed
    }
}
