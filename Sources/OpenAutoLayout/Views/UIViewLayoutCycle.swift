import Foundation

extension UIView {
    /// The engine of this view's tree, if one has been made.
    var existingEngine: LayoutEngine? {
        if let registeredEngine { return registeredEngine }
        // A root asks itself, without handing itself out as `rootView`.
        guard let root = record.topmostSuperview else { return ownEngine }
        return root.ownEngine
    }

    /// The engine of this view's tree, made (and the tree registered) on first use.
    var engine: LayoutEngine {
        if let registeredEngine { return registeredEngine }
        let root = rootView
        if let existing = root.ownEngine { return existing }
        let made = LayoutEngine(root: root)
        root.ownEngine = made
        return made
    }

    func markNeedsLayout() {
        needsLayoutFlag = true
        registeredEngine?.scheduleLayout(self)
    }

    /// Marks the view for ``updateConstraints()`` at the next layout pass of its tree.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        registeredEngine?.scheduleUpdate(self)
    }

    /// Whether ``updateConstraints()`` is pending for this view.
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Runs the update-constraints phase for this tree now.
    public func updateConstraintsIfNeeded() {
        LayoutPass.updateConstraintsPhase(engine)
    }

    /// The frame or mask changed outside the engine: re-derive the autoresizing constraints.
    func autoresizingInputsChanged() {
        autoresizingStamp = ActivationClock.tick()
        guard let engine = registeredEngine else { return }
        engine.scheduleSync(self)
        engine.needsFrameUpdate = true
    }

    /// Something the safe area or the effective margins depend on changed (a frame, a setting,
    /// the host's insets, the direction): resolve them again at the next pass.
    func insetsInputsChanged() {
        needsInsetsResolution = true
        registeredEngine?.scheduleInsets(self)
    }

    /// The view's frame or bounds changed: resolve its insets again unless they cannot depend
    /// on its geometry (``insetsIgnoreGeometry``), which spares a pass over every moved view of
    /// a screen without a safe area.
    func geometryChanged() {
        if insetsIgnoreGeometry { return }
        insetsInputsChanged()
    }

    /// Whether moving or resizing the view leaves every safe area and margin as it is: no safe
    /// area reaches it or its superview (docs/reference/safe-area.md then gives zero whatever the frames), it does
    /// not inherit its superview's margins, no subview inherits its margins, and it has no
    /// readable content guide and its margins do not follow one (the readable width follows the
    /// bounds). Asked for every frame a layout pass moves, so the cheapest tests come first and the
    /// insets are compared to zero inline.
    var insetsIgnoreGeometry: Bool {
        if preservesSuperviewLayoutMargins || hostSafeAreaInsets != nil || readableGuide != nil
            || layoutMarginsFollowReadableWidth
        {
            return false
        }
        if !resolvedSafeAreaInsets.isZero { return false }
        if !record.superviewSafeAreaIsZero { return false }
        // Most moved views are leaves: the check of their subviews costs nothing then.
        if children.isEmpty { return true }
        for child in children where child.preservesSuperviewLayoutMargins { return false }
        return true
    }

    /// A setting the effective margins depend on changed (what was set, preservation, the
    /// safe-area flag, the host's margins, the direction): resolve this view's margins now from
    /// the current frames and resolved values, so that the next solve already uses them, and
    /// let the subviews follow at the next pass.
    func marginSettingsChanged() {
        let superviewMargins = preservesSuperviewLayoutMargins ? parent?.resolvedLayoutMargins : nil
        let margins = LayoutMarginsResolution.effectiveMargins(of: self, superviewMargins: superviewMargins)
        guard margins != resolvedLayoutMargins else { return }
        resolvedLayoutMargins = margins
        registeredEngine?.scheduleSync(self)
        for child in children { child.insetsInputsChanged() }
        markNeedsLayout()
        layoutMarginsDidChange()
    }

    func intrinsicContentSizeChanged() {
        intrinsicStamp = ActivationClock.tick()
        contentSizeDidChange()
        guard let engine = registeredEngine else { return }
        engine.scheduleSync(self)
        engine.needsFrameUpdate = true
    }

    func runLayoutIfNeeded() {
        let engine = self.engine
        guard engine.hasWork, !engine.isRunningPass else { return }
        LayoutPass.run(engine)
    }
}

extension UIEdgeInsets {
    /// Whether every inset is zero (either sign). Tested on the bits, with no branch per side:
    /// a side is ±0 exactly when its bits less the sign bit are zero (a NaN's never are).
    var isZero: Bool {
        (top.native.bitPattern | left.native.bitPattern | bottom.native.bitPattern | right.native.bitPattern) << 1 == 0
    }
}
