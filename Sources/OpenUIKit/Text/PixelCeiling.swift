import Foundation

/// UIKit reports text-based sizes (a label's intrinsic size and `sizeThatFits`, a text field's,
/// a button's title) rounded up to the pixel grid of the view's screen: 20.5 on a 2× screen,
/// 20.333… on a 3× one. `scale` is the view's `contentScaleFactor`; 0 or less leaves the value
/// as it is. A value within a millionth of a pixel above a boundary stays on it (solver and
/// floating-point noise).
func ceilToPixels(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    guard scale > 0, value.isFinite else { return value }
    return ceil(value * scale - 1e-6) / scale
}
