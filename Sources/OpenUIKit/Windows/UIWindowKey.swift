import Foundation

/// Showing a window and making it the key window.
///
/// As in UIKit, a window starts hidden; a hidden window still lays out its views when asked,
/// but the screen covers nothing of it, so its controllers get no safe area or layout-guide
/// length from the status bar, the hardware or the bars (docs/reference/safe-area.md#hidden-windows).
extension UIWindow {
    /// Whether this is the key window: the last window made key that has not been hidden since.
    public var isKeyWindow: Bool { KeyWindow.current === self }

    /// Makes this the key window (the previous key window stops being key), without showing it.
    public func makeKey() {
        observePlacement()
        KeyWindow.current = self
    }

    /// Shows the window, makes it the key window and lays it out. UIKit lays out at the next
    /// turn of the run loop; there is no run loop here, so the layout happens now.
    public func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        layoutIfNeeded()
    }
}

/// The application's key window. Weak: a window nothing else keeps is gone, and so is its key
/// status.
@MainActor
enum KeyWindow {
    static weak var current: UIWindow?
}
