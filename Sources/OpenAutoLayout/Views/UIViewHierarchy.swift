extension UIView {
    /// The view this view is a subview of, or nil for the root of a tree.
    public var superview: UIView? { parent }
    /// The subviews, back to front: the last is drawn on top.
    public var subviews: [UIView] { children }

    /// The window at the top of the tree, if the root is one. Kept as views are added and removed
    /// (no walk to the root).
    public var window: UIWindow? { windowLink }

    /// The top of this view's tree.
    var rootView: UIView { record.topmostSuperview ?? self }

    /// Number of ancestors: 0 for a root.
    var depth: Int { record.depth }

    /// Whether this view is `view` or lies in its subtree.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.parent
        }
        return false
    }

    /// The first view with `tag` in a depth-first search of this view and its subtree.
    public func viewWithTag(_ tag: Int) -> UIView? {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if view.tag == tag { return view }
            stack.append(contentsOf: view.children.reversed())
        }
        return nil
    }

    /// The closest view that is an ancestor of (or equal to) both views.
    static func closestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        // The common cases in O(1): a view and its superview, and siblings.
        if a.record.hasSuperview(b) { return b }
        if b.record.hasSuperview(a) { return a }
        if a.record.hasSameSuperview(as: b.record) { return a.parent }
        let depthA = a.depth
        let depthB = b.depth
        var x: UIView? = a
        var y: UIView? = b
        for _ in 0..<max(0, depthA - depthB) { x = x?.parent }
        for _ in 0..<max(0, depthB - depthA) { y = y?.parent }
        while let left = x, let right = y {
            if left === right { return left }
            x = left.parent
            y = right.parent
        }
        return nil
    }

    // MARK: Adding and removing

    /// Adds `view` on top of the other subviews, first removing it from its old superview. Adding a
    /// subview again moves it to the top. Adding a view to itself or to its own subtree stops the
    /// process with UIKit's message, as UIKit raises; ``checkedAddSubview(_:)`` throws instead.
    public func addSubview(_ view: UIView) {
        do { try checkedAddSubview(view) } catch { raise(error) }
    }

    /// The throwing twin of ``addSubview(_:)``: a view cannot be added to itself or its own subtree.
    public func checkedAddSubview(_ view: UIView) throws(LayoutError) {
        try checkedInsert(view, at: nil)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the subviews' range), first removing
    /// it from its old superview.
    public func insertSubview(_ view: UIView, at index: Int) {
        do { try checkedInsert(view, at: index) } catch { raise(error) }
    }

    /// The throwing twin of ``insertSubview(_:at:)``.
    public func checkedInsertSubview(_ view: UIView, at index: Int) throws(LayoutError) {
        try checkedInsert(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`; adds it on top when `siblingSubview` is not a
    /// subview of this view.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard siblingSubview.parent === self else { return addSubview(view) }
        if view.parent === self, let current = children.firstIndex(where: { $0 === view }) {
            children.remove(at: current)
            let index = children.firstIndex(where: { $0 === siblingSubview }) ?? children.count - 1
            children.insert(view, at: index + 1)
            return
        }
        let index = children.firstIndex(where: { $0 === siblingSubview }) ?? children.count - 1
        insertSubview(view, at: index + 1)
    }

    /// Inserts `view` just below `siblingSubview`; adds it on top when `siblingSubview` is not a
    /// subview of this view.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard siblingSubview.parent === self else { return addSubview(view) }
        if view.parent === self, let current = children.firstIndex(where: { $0 === view }) {
            children.remove(at: current)
            let index = children.firstIndex(where: { $0 === siblingSubview }) ?? 0
            children.insert(view, at: index)
            return
        }
        let index = children.firstIndex(where: { $0 === siblingSubview }) ?? 0
        insertSubview(view, at: index)
    }

    /// Moves a subview to the top of the others; does nothing for a view that is not a subview.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.parent === self, let index = children.firstIndex(where: { $0 === view }) else { return }
        children.remove(at: index)
        children.append(view)
    }

    /// Moves a subview below the others; does nothing for a view that is not a subview.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.parent === self, let index = children.firstIndex(where: { $0 === view }) else { return }
        children.remove(at: index)
        children.insert(view, at: 0)
    }

    /// Swaps the subviews at two indices of ``subviews``.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        children.swapAt(index1, index2)
    }

    static func addSelfError() -> LayoutError { LayoutError(.viewHierarchyCycle, message: "Can't add self as subview") }

    func checkedInsert(_ view: UIView, at index: Int?) throws(LayoutError) {
        if view === self { throw UIView.addSelfError() }
        // A view without subviews is no one's ancestor: adding a leaf (as a tree is built) costs
        // no walk up the receiver's ancestors, which made building a deep chain quadratic.
        if !view.children.isEmpty, self.isDescendant(of: view) {
            throw LayoutError(
                .viewHierarchyCycle,
                message:
                    "Can't add \(view) as a subview of \(self): it is an ancestor of the receiver, and a view hierarchy cannot contain a cycle."
            )
        }
        if view.parent === self {
            // Re-adding moves the view to the requested position.
            if let current = children.firstIndex(where: { $0 === view }) { children.remove(at: current) }
            children.insert(view, at: min(index ?? children.count, children.count))
            return
        }
        let oldWindow = view.window
        let newWindow = self.window
        let windowChanges = oldWindow !== newWindow
        if windowChanges { view.forEachViewInSubtree { $0.willMove(toWindow: newWindow) } }
        view.willMove(toSuperview: self)
        if view.parent != nil { view.detachFromSuperview() }
        if let engine = view.ownEngine {
            engine.dissolve()
            view.ownEngine = nil
        }
        let position = min(max(index ?? children.count, 0), children.count)
        // Appending (`addSubview`) skips the general insertion's range replacement.
        if position == children.count { children.append(view) } else { children.insert(view, at: position) }
        view.parent = self
        if view.windowLink !== newWindow { view.forEachViewInSubtree { $0.windowLink = newWindow } }
        view.superviewDidChange()
        view.autoresizingInputsChanged()
        existingEngine?.register(subtree: view)
        setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
        if windowChanges, newWindow != nil { AppearanceTracking.viewsDidEnterWindow(view) }
        if windowChanges { view.forEachViewInSubtree { $0.didMoveToWindow() } }
    }

    /// Unlinks the view from its superview. Constraints between the view's subtree and the rest
    /// of the tree are deactivated; constraints inside the subtree stay active.
    public func removeFromSuperview() {
        guard parent != nil else { return }
        let inWindow = window != nil
        if inWindow { forEachViewInSubtree { $0.willMove(toWindow: nil) } }
        willMove(toSuperview: nil)
        detachFromSuperview()
        didMoveToSuperview()
        if inWindow { forEachViewInSubtree { $0.didMoveToWindow() } }
    }

    func detachFromSuperview() {
        guard let superview = parent else { return }
        superview.willRemoveSubview(self)
        deactivateConstraintsLeavingSubtree()
        existingEngine?.unregister(subtree: self)
        if let index = superview.children.firstIndex(where: { $0 === self }) { superview.children.remove(at: index) }
        parent = nil
        leaveWindowAndSafeArea()
        superviewDidChange()
        superview.setNeedsLayout()
        needsLayoutFlag = true
        autoresizingInputsChanged()
    }

    /// A view that leaves its superview is the root of a tree outside any host: its views are in no
    /// window (unless the view is one) and have no safe area until a layout pass of the tree they
    /// join says otherwise (docs/reference/safe-area.md): a cell taken out of a window and measured
    /// alone must not keep the insets it had on screen in its layout margins. One walk does both.
    private func leaveWindowAndSafeArea() {
        let ownWindow = self as? UIWindow
        forEachViewInSubtree { view in
            view.windowLink = ownWindow
            view.resolvedSafeAreaInsets = .zero
        }
    }

    /// Deactivates constraints that mention this subtree but are installed outside it.
    private func deactivateConstraintsLeavingSubtree() {
        var leaving: [NSLayoutConstraint] = []
        forEachItemInSubtree { item in
            for constraint in item.referencingConstraints {
                if let container = constraint.installedView, !container.isDescendant(of: self) {
                    leaving.append(constraint)
                }
            }
        }
        for constraint in leaving where constraint.active { constraint.uninstall() }
    }

    func forEachItemInSubtree(_ body: (LayoutItem) -> Void) {
        forEachViewInSubtree { view in
            body(view)
            for guide in view.ownedGuides { body(guide) }
        }
    }

    /// Pre-order (parents before children, siblings in order), with an explicit stack so that
    /// trees thousands of levels deep do not exhaust a thread's stack.
    /// Returns whether the views came in depth order, shallowest first: whether every view with
    /// subviews was the last of its depth (pre-order goes deeper, then back up, otherwise).
    @discardableResult
    func forEachViewInSubtree(_ body: (UIView) -> Void) -> Bool {
        var stack: [UIView] = [self]
        var inDepthOrder = true
        while let view = stack.popLast() {
            body(view)
            let children = view.children
            if !children.isEmpty && !stack.isEmpty { inDepthOrder = false }
            var index = children.count
            while index > 0 {
                index -= 1
                stack.append(children[index])
            }
        }
        return inDepthOrder
    }
}
