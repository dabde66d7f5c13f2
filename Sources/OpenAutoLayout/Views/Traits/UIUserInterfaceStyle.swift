/// Whether an interface is drawn light or dark, with UIKit's raw values.
///
/// A trait collection's ``UITraitCollection/userInterfaceStyle`` is `.unspecified` unless a
/// view or view controller overrides it (``UIView/overrideUserInterfaceStyle``); dynamic
/// colours (``UIColor/init(dynamicProvider:)``) resolve an unspecified style as light, as UIKit
/// does. The style never affects layout.
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    /// No style specified: drawn light.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}
