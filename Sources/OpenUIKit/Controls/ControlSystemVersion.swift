import Foundation

extension UIView {
    /// The iOS version whose control metrics this view follows: the `systemVersion` of its
    /// window's screen, or of the main screen while it is in no window (iOS 17 unless set).
    /// Controls whose sizes changed between iOS versions (docs/reference/controls.md) read it
    /// and invalidate their intrinsic size when they move to a window.
    var controlSystemVersion: Double {
        window?.screen.systemVersion ?? UIScreen.main.systemVersion
    }
}
