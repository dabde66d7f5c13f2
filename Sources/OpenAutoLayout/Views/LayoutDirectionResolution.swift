import Foundation

/// docs/reference/attributes.md, a view's layout direction: `forceRightToLeft` is right-to-left, `forceLeftToRight`,
/// `playback` and `spatial` are left-to-right, and `unspecified` follows the environment: the
/// tree root's `environmentLayoutDirection` when set, otherwise the process-wide
/// `LayoutEnvironment.userInterfaceLayoutDirection`. As in UIKit, a superview's semantic
/// content attribute is not inherited.
///
/// The engine reads the environment once per layout pass (`LayoutEngine.environmentDirection`),
/// so translating leading/trailing constraints does not walk up to the root for every view.
extension UIView {
    /// The direction the view lays out in (UIKit's `effectiveUserInterfaceLayoutDirection`).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        direction(inEnvironment: treeEnvironmentDirection)
    }

    /// The direction implied by `attribute` in the process-wide environment: as in UIKit, an
    /// `unspecified` attribute gives the application's direction.
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
        rootView.environmentLayoutDirection ?? LayoutEnvironment.userInterfaceLayoutDirection
    }

    /// The direction the engine uses: the environment as of this pass when the view is in a
    /// laid-out tree.
    var resolvedLayoutDirection: UIUserInterfaceLayoutDirection {
        if semanticContentAttribute != .unspecified { return direction(inEnvironment: .leftToRight) }
        return registeredEngine?.environmentDirection ?? treeEnvironmentDirection
    }

    private func direction(inEnvironment environment: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection
    {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: environment)
    }

    /// Leading/trailing constraints on this view are re-added at the next pass, and its
    /// directional margins re-resolved.
    func directionChanged() {
        registeredEngine?.directionChanged(of: self)
        marginSettingsChanged()
    }
}
