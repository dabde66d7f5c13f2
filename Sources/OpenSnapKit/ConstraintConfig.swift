import Foundation
import OpenAutoLayout

/// The type of ``ConstraintConfig/interfaceLayoutDirection``, as SnapKit names it on iOS.
public typealias ConstraintInterfaceLayoutDirection = UIUserInterfaceLayoutDirection

/// Process-wide settings of the DSL, as in SnapKit: here the settings of
/// `LayoutContext.default`, which DSL lines on views of trees without a context of their own
/// read (`LayoutContext.constraintInterfaceLayoutDirection`).
public enum ConstraintConfig {
    /// How insets are read for leading and trailing (and directional insets for left and
    /// right): `.leftToRight` (the default) reads leading as left. SnapKit's global switch; the
    /// constraints themselves still follow each view's own direction in layout.
    public static var interfaceLayoutDirection: ConstraintInterfaceLayoutDirection {
        get { LayoutContext.default.constraintInterfaceLayoutDirection }
        set { LayoutContext.default.constraintInterfaceLayoutDirection = newValue }
    }
}

extension LayoutContext {
    /// SnapKit's ``ConstraintConfig/interfaceLayoutDirection`` for DSL lines that constrain views
    /// of this context's trees (the tree of the view, or of the guide's owning view, being
    /// constrained when the line runs). `.leftToRight` unless set.
    public var constraintInterfaceLayoutDirection: ConstraintInterfaceLayoutDirection {
        get { self[ConstraintDirectionKey.self] }
        set { self[ConstraintDirectionKey.self] = newValue }
    }
}

/// The `LayoutContext` value behind `LayoutContext.constraintInterfaceLayoutDirection`.
private enum ConstraintDirectionKey: LayoutContextKey {
    static let defaultValue = ConstraintInterfaceLayoutDirection.leftToRight
}

extension ConstraintInterfaceLayoutDirection {
    /// The direction DSL lines on `item` read insets in: its tree's context's.
    @MainActor static func forConstraints(on item: AnyObject?) -> ConstraintInterfaceLayoutDirection {
        let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        return (view?.effectiveLayoutContext ?? .default).constraintInterfaceLayoutDirection
    }
}
