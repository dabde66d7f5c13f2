import Foundation

extension UIView {
    /// The guides this view owns, in the order they were added.
    public var layoutGuides: [UILayoutGuide] { ownedGuides }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if layoutGuide.owner === self { return }
        layoutGuide.owner?.removeLayoutGuide(layoutGuide)
        layoutGuide.owner = self
        ownedGuides.append(layoutGuide)
        registeredEngine?.scheduleSync(self)
    }

    /// Removes the guide and deactivates the constraints that mention it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owner === self, let index = ownedGuides.firstIndex(where: { $0 === layoutGuide }) else { return }
        for constraint in layoutGuide.referencingConstraints where constraint.active { constraint.uninstall() }
        if let engine = registeredEngine { layoutGuide.forgetSystemConstraints(in: engine) }
        ownedGuides.remove(at: index)
        layoutGuide.owner = nil
        if marginsGuide === layoutGuide { marginsGuide = nil }
        if safeAreaGuide === layoutGuide { safeAreaGuide = nil }
    }

    /// The bounds inset by the layout margins (SPEC §5).
    public var layoutMarginsGuide: UILayoutGuide {
        if let marginsGuide { return marginsGuide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewLayoutMarginsGuide"
        marginsGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    /// The bounds inset by the safe-area insets (SPEC §6).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let safeAreaGuide { return safeAreaGuide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        safeAreaGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    // MARK: Margins and safe area (seams for the margins issue)

    func setLayoutMargins(_ newValue: UIEdgeInsets) {
        guard newValue != storedLayoutMargins else { return }
        storedLayoutMargins = newValue
        layoutMarginsChanged()
    }

    /// The margins the engine uses for the margins guide. The margins issue replaces this with
    /// SPEC §5's resolution (safe area, preservesSuperviewLayoutMargins).
    var resolvedLayoutMargins: UIEdgeInsets { storedLayoutMargins }


    func layoutMarginsChanged() {
        registeredEngine?.scheduleSync(self)
        setNeedsLayout()
        layoutMarginsDidChange()
    }
}
