import Foundation

/// A screen's traits: its device's idiom and scale, and the size classes of a full-screen app in
/// its orientation (DeviceSizeClasses.swift). Windows on the screen pass them down their trees
/// (docs/reference/attributes.md#trait-collections).
extension UIScreen: UITraitEnvironment {
    /// The screen's traits, with the application's layout direction
    /// (`LayoutEnvironment.userInterfaceLayoutDirection`).
    public var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: device.userInterfaceIdiom),
            UITraitCollection(horizontalSizeClass: device.horizontalSizeClass(in: orientation)),
            UITraitCollection(verticalSizeClass: device.verticalSizeClass(in: orientation)),
            UITraitCollection(displayScale: scale),
            UITraitCollection(layoutDirection: .init(LayoutEnvironment.userInterfaceLayoutDirection)),
        ])
    }
}
