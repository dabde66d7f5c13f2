import Foundation

extension UIView {
    /// The active constraints installed on this view (those whose closest common ancestor, or
    /// whose legacy `addConstraint` target, is this view), followed, as in UIKit, by the ones
    /// the engine made and holds here: this view's intrinsic-size constraints (one
    /// `NSContentSizeLayoutConstraint` per axis, as UIKit lists them) and its subviews'
    /// autoresizing-mask constraints
    /// (`NSAutoresizingMaskLayoutConstraint`). The engine makes those during a layout pass.
    /// Constraints a framework added where UIKit lists none (``NSLayoutConstraint/isListed``
    /// false) are solved but left out.
    public var constraints: [NSLayoutConstraint] {
        let made: [NSLayoutConstraint] =
            contentSizeConstraints.filter { $0.active && $0.isHugging }
            + subviews.flatMap { $0.autoresizingConstraints.filter { $0.active } }
        return installedConstraints.filter(\.isListed) + made
    }

    /// Legacy installation: activates `constraint` on this view, which must contain its items.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        do { try checkedAddConstraint(constraint) } catch { raise(error) }
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// The throwing twin of ``addConstraint(_:)``.
    public func checkedAddConstraint(_ constraint: NSLayoutConstraint) throws(LayoutError) {
        for item in constraint.items {
            guard let host = item.hostView, host.isDescendant(of: self) else {
                throw ConstraintValidation.unpreparedHierarchyError(constraint)
            }
        }
        if constraint.active {
            if constraint.installedView === self { return }
            constraint.uninstall()
        }
        constraint.install(on: self)
    }

    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.active, constraint.installedView === self else { return }
        constraint.uninstall()
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(AnchorReference(item: self, attribute: .leading))
    }
    public var trailingAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(AnchorReference(item: self, attribute: .trailing))
    }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorReference(item: self, attribute: .left)) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorReference(item: self, attribute: .right)) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(AnchorReference(item: self, attribute: .top)) }
    public var bottomAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(AnchorReference(item: self, attribute: .bottom))
    }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(AnchorReference(item: self, attribute: .width)) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(AnchorReference(item: self, attribute: .height)) }
    public var centerXAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(AnchorReference(item: self, attribute: .centerX))
    }
    public var centerYAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(AnchorReference(item: self, attribute: .centerY))
    }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(AnchorReference(item: self, attribute: .firstBaseline))
    }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(AnchorReference(item: self, attribute: .lastBaseline))
    }
}
