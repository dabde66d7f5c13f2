import Foundation

/// docs/reference/attributes.md#layout-direction, a view's layout direction: `forceRightToLeft` is
/// right-to-left, `forceLeftToRight`, `playback` and `spatial` are left-to-right, and
/// `unspecified` takes the direction of the view's trait collection: the one the nearest
/// ancestor with a forced attribute gives it (``UIView/ancestorForcedDirection``), otherwise
/// the environment of its tree: the root's `environmentLayoutDirection` when set, otherwise the
/// direction of the tree's ``LayoutContext`` (UIKit's application direction).
///
/// The engine reads the environment once per layout pass (`LayoutEngine.environmentDirection`),
/// and the inherited direction is stored on each view, so translating leading/trailing
/// constraints never walks up the tree.
extension UIView {
    /// The direction the view lays out in (UIKit's `effectiveUserInterfaceLayoutDirection`).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        direction(inherited: ancestorForcedDirection ?? treeEnvironmentDirection)
    }

    /// The direction implied by `attribute` in the default context's environment: as in UIKit,
    /// an `unspecified` attribute gives the application's direction.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        userInterfaceLayoutDirection(for: attribute, relativeTo: LayoutEnvironment.userInterfaceLayoutDirection)
    }

    /// The direction implied by `semanticContentAttribute` when the environment's direction is
    /// `layoutDirection`.
    public static func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: layoutDirection
        }
    }

    /// The environment's direction for this view's tree, read from its root now.
    var treeEnvironmentDirection: UIUserInterfaceLayoutDirection {
        let root = rootView
        return root.environmentLayoutDirection ?? effectiveLayoutContext.layoutDirection
    }

    /// The direction the engine uses: the environment as of this pass when the view is in a
    /// laid-out tree.
    var resolvedLayoutDirection: UIUserInterfaceLayoutDirection {
        if semanticContentAttribute != .unspecified { return direction(inherited: .leftToRight) }
        if let ancestorForcedDirection { return ancestorForcedDirection }
        return record.engineLink?.environmentDirection ?? treeEnvironmentDirection
    }

    /// Whether the view's direction is the one it inherits (rather than fixed by its attribute).
    var followsInheritedDirection: Bool { semanticContentAttribute == .unspecified }

    /// The direction a forced attribute gives the view's trait collection, and so its subviews.
    var forcedDirection: UIUserInterfaceLayoutDirection? {
        switch semanticContentAttribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified, .playback, .spatial: nil
        }
    }

    private func direction(inherited: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: inherited)
    }

    /// Leading/trailing constraints on this view are re-added at the next pass, and its
    /// directional margins re-resolved.
    func directionChanged() {
        registeredEngine?.directionChanged(of: self)
        marginSettingsChanged()
    }
}
