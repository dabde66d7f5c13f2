import Foundation

extension LayoutEngine {
    /// The root view is going away, and this engine with it (`UIView`'s deinit). Its subviews'
    /// subtrees may outlive it, and the constraints installed on the root may be activated again
    /// elsewhere: they let go of this engine as ``unregister(subtree:)`` makes them, but without
    /// taking anything out of the solver, which goes too. Otherwise they would still name this
    /// solver's constraints: the engine of their next tree would take them for added already
    /// (and leave them out of its solver), and fail to remove them.
    func rootWillDeinit(subviews: [UIView], rootConstraints: [NSLayoutConstraint]) {
        forgetViews()
        for constraint in rootConstraints { forget(constraint) }
        for subview in subviews {
            subview.forEachViewInSubtree { view in
                for constraint in view.installedConstraints { self.forget(constraint) }
                for guide in view.ownedGuides { guide.systemConstraints = [] }
                view.registeredEngine = nil
                view.needsInsetsResolution = true
            }
        }
    }

    private func forget(_ constraint: NSLayoutConstraint) {
        constraint.solverConstraint = nil
        constraint.isQueued = false
        if constraint.engine === self { constraint.engine = nil }
    }
}
