import OpenAutoLayout

/// What the DSL can constrain: `UIView` and `UILayoutGuide`.
///
/// SnapKit keeps each item's constraints in an associated object. Here an item's constraints
/// are read from the tree instead: the active constraints the DSL made whose first item is
/// this item, found on the item's view and its ancestors (where UIKit installs them). The DSL's
/// constraints are ``LayoutConstraint``s, as in SnapKit, and a constraint UIKit
/// deactivates (for example when its view leaves the tree) is no longer one of the item's
/// constraints — SnapKit would still list it.
@preconcurrency @MainActor
public protocol LayoutConstraintItem: AnyObject {}

extension UIView: LayoutConstraintItem {}
extension UILayoutGuide: LayoutConstraintItem {}

extension LayoutConstraintItem {
    /// Views stop translating their autoresizing mask when the DSL constrains them.
    func prepare() {
        if let view = self as? UIView { view.translatesAutoresizingMaskIntoConstraints = false }
    }

    /// The view that `…ToSuperview` and constant targets relate to: a view's superview, a
    /// guide's owning view.
    var superview: UIView? {
        if let view = self as? UIView { return view.superview }
        if let guide = self as? UILayoutGuide { return guide.owningView }
        return nil
    }

    /// The view whose `constraints` (and whose ancestors') hold constraints on this item.
    var hostView: UIView? {
        if let view = self as? UIView { return view }
        if let guide = self as? UILayoutGuide { return guide.owningView }
        return nil
    }

    /// The active constraints the DSL made with this item first: those on the item's view, then
    /// its ancestors', each list in installation order.
    var activeLayoutConstraints: [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        var view = hostView
        while let current = view {
            for constraint in current.constraints where constraint.firstItem === self {
                if let made = constraint as? LayoutConstraint { result.append(made) }
            }
            view = current.superview
        }
        return result
    }
}
