import Foundation

/// The step of a layout pass that brings safe-area insets (docs/reference/safe-area.md, SafeAreaPropagation) and
/// effective layout margins (docs/reference/margins.md, LayoutMarginsResolution) up to date with the frames the
/// engine just applied.
///
/// Only what changed is recomputed: the views marked since the last pass (a frame moved, a
/// setting or the host's insets changed, the view joined a tree), shallowest first, and below
/// each of them only as deep as the results keep changing (a view's insets depend on its own
/// frame and on its superview's insets, margins and bounds). Each view is resolved at most once
/// per pass, so a pass costs time linear in the views it touches.
///
/// A view whose insets changed gets, as in UIKit, `safeAreaInsetsDidChange()` /
/// `layoutMarginsDidChange()` and a `setNeedsLayout()`; its guides are re-placed, and the
/// layout pass goes round again to solve with them (LayoutPass).
@MainActor
enum InsetsResolutionPhase {
    static func run(_ engine: LayoutEngine) {
        guard !engine.insetsQueue.isEmpty else { return }
        // Each taken view leaves the queue as it is taken, in the same walk over the queue.
        let queued = engine.insetsQueue.take { view in
            engine.markDequeued(view, from: .insets)
        }
        // Views marked by the callbacks below wait in the queue for the next round.
        var stack: [UIView] = []
        for start in LayoutPass.ordered(queued, root: engine.root, deepestFirst: false)
        where start.needsInsetsResolution {
            stack.append(start)
            while let view = stack.popLast() {
                guard view.needsInsetsResolution, resolve(view, engine) else { continue }
                let children = view.children
                var index = children.count
                while index > 0 {
                    index -= 1
                    children[index].needsInsetsResolution = true
                    stack.append(children[index])
                }
            }
        }
    }

    /// Resolves one view from its superview's resolved values; returns whether its subviews
    /// must be resolved again.
    private static func resolve(_ view: UIView, _ engine: LayoutEngine) -> Bool {
        view.needsInsetsResolution = false
        let safeArea = SafeAreaPropagation.insets(of: view)
        let safeAreaChanged = safeArea != view.resolvedSafeAreaInsets
        view.resolvedSafeAreaInsets = safeArea
        let superviewMargins = view.preservesSuperviewLayoutMargins ? view.parent?.resolvedLayoutMargins : nil
        let margins = LayoutMarginsResolution.effectiveMargins(of: view, superviewMargins: superviewMargins)
        let marginsChanged = margins != view.resolvedLayoutMargins
        view.resolvedLayoutMargins = margins
        let boundsChanged = engine.replaceResolvedBounds(of: view, with: view.storedBounds)
        if safeAreaChanged || marginsChanged || (boundsChanged && view.readableGuide != nil) {
            for (guide, insets) in view.systemGuidePlacements(margins: margins) {
                guide.syncSystemConstraints(insets: insets, engine: engine)
            }
        }
        if safeAreaChanged {
            view.markNeedsLayout()
            view.safeAreaInsetsDidChange()
        }
        if marginsChanged {
            view.markNeedsLayout()
            view.layoutMarginsDidChange()
        }
        return safeAreaChanged || marginsChanged || boundsChanged
    }
}
