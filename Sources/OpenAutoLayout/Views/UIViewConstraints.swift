import Foundation

extension UIView {
    /// The active constraints installed on this view (those whose closest common ancestor, or
    /// whose legacy `addConstraint` target, is this view), followed, as in UIKit, by the ones
    /// the engine made and holds here: this view's intrinsic-size constraints (one
    /// `NSContentSizeLayoutConstraint` per axis, as UIKit lists them) and its subviews'
    /// autoresizing-mask constraints
    /// (`NSAutoresizingMaskLayoutConstraint`). The engine makes those during a layout pass.
    /// Constraints a framework added where UIKit lists none (`NSLayoutConstraint.isListed`
    /// false) are solved but left out. An engine-made constraint an app deactivated and
    /// activated again is installed like its own, and listed once, where it is installed.
    public var constraints: [NSLayoutConstraint] {
        let listed = installedConstraints.filter(\.isListed)
        guard let engine = registeredEngine else { return listed }
        let made: [NSLayoutConstraint] =
            engine.contentSizeConstraints(of: self).filter { $0.active && $0.installedView == nil && $0.isHugging }
            + subviews.flatMap {
                engine.autoresizingConstraints(of: $0).filter { $0.active && $0.installedView == nil }
            }
        return listed + made
    }

    /// Legacy installation: activates `constraint` on this view, which must contain its items.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        do { try checkedAddConstraint(constraint) } catch { raise(error) }
    }

    /// Legacy installation of several constraints: ``addConstraint(_:)`` for each, in order.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// The throwing twin of ``addConstraint(_:)``.
    public func checkedAddConstraint(_ constraint: NSLayoutConstraint) throws(LayoutError) {
        try constraint.forEachItem { item throws(LayoutError) in
            guard let host = item.hostView, host.isDescendant(of: self) else {
                throw ConstraintValidation.unpreparedHierarchyError(constraint)
            }
        }
        if constraint.active {
            if constraint.isInstalled(on: self) { return }
            constraint.uninstall()
        }
        constraint.install(on: self)
    }

    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.active, constraint.isInstalled(on: self) else { return }
        constraint.uninstall()
    }

    /// ``removeConstraint(_:)`` for each constraint, in order.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Anchors

    /// The leading edge of the view's alignment rectangle: its left edge in left-to-right layout,
    /// its right edge in right-to-left layout.
    public var leadingAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(self, .leading)
    }
    /// The trailing edge of the view's alignment rectangle: its right edge in left-to-right layout,
    /// its left edge in right-to-left layout.
    public var trailingAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(self, .trailing)
    }
    /// The left edge of the view's alignment rectangle, whatever the layout direction.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The right edge of the view's alignment rectangle, whatever the layout direction.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The top edge of the view's alignment rectangle.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The bottom edge of the view's alignment rectangle.
    public var bottomAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(self, .bottom)
    }
    /// The width of the view's alignment rectangle.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The height of the view's alignment rectangle.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    /// The horizontal centre of the view's alignment rectangle.
    public var centerXAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(self, .centerX)
    }
    /// The vertical centre of the view's alignment rectangle.
    public var centerYAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(self, .centerY)
    }
    /// The baseline of the first line of text in ``forFirstBaselineLayout``; a view without text
    /// has it at its top edge (docs/reference/attributes.md).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(self, .firstBaseline)
    }
    /// The baseline of the last line of text in ``forLastBaselineLayout``; a view without text has
    /// it at its bottom edge (docs/reference/attributes.md).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(self, .lastBaseline)
    }
}
