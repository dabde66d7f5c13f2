import Foundation

/// A view controller's traits (docs/reference/attributes.md#trait-collections): as from iOS 17,
/// what its root view inherits from its superview (for a window's root view controller, the
/// window's; for a child, the parent's view it sits in). A controller whose view is not loaded
/// takes its parent's traits, or the main screen's.
extension UIViewController {
    /// The traits of the controller's environment now, with the style it overrides.
    public var traitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let view = viewIfLoaded {
            inherited = view.inheritedTraitCollection
        } else {
            inherited = parent?.traitCollection ?? LayoutEnvironment.traitCollection
        }
        let style = overrideUserInterfaceStyle
        return style == .unspecified ? inherited : inherited.withUserInterfaceStyle(style)
    }

    package func hostedViewInherits(_ traits: UITraitCollection) -> UITraitCollection? {
        let previous = deliveredTraits
        deliveredTraits = traits
        guard let previous, previous != traits else { return nil }
        return previous
    }
}
