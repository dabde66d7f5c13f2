import Foundation

extension UIView {
    /// The view's bounds in its window's coordinates (its tree's root's, outside a window).
    var frameInWindow: CGRect {
        convert(bounds, to: nil)
    }
}
