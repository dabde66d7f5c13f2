import Foundation

/// A view controller's traits (docs/reference/attributes.md#trait-collections): as from iOS 17,
/// what its root view inherits from its superview (for a window's root view controller, the
/// window's; for a child, the parent's view it sits in). A controller whose view is not loaded
/// takes its parent's traits, or the main screen's.
extension UIViewController {
    /// The traits of the controller's environment now.
    public var traitCollection: UITraitCollection {
        if let view = viewIfLoaded { return view.inheritedTraitCollection }
        return parent?.traitCollection ?? LayoutEnvironment.traitCollection
    }

    package func hostedViewInherits(_ traits: UITraitCollection) -> UITraitCollection? {
        let previous = deliveredTraits
        deliveredTraits = traits
        guard let previous, previous != traits else { return nil }
        return previous
    }
}
