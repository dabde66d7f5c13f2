import ArgumentParser
import LayoutRendering
import OpenUIKit

/// `--appearance light|dark`: the style the pictures are drawn in, set as each window's
/// `overrideUserInterfaceStyle` (as an app sets it), so that system colours take that style's
/// values. Without the option, windows keep their own style (light unless a spec's code says
/// otherwise).
enum AppearanceArgument: String, ExpressibleByArgument, CaseIterable {
    case light
    case dark

    /// Draws `window` (and what it shows) in this appearance.
    @MainActor func apply(to window: UIWindow) {
        window.overrideUserInterfaceStyle = self == .dark ? .dark : .light
    }
}
