import Foundation

extension UIView {
    /// How a view places its content in its bounds, with UIKit's raw values.
    public enum ContentMode: Int, Sendable, Hashable {
        /// Stretches the content to the bounds (the default).
        case scaleToFill = 0
        /// Scales the content to fit inside the bounds, keeping its aspect ratio.
        case scaleAspectFit = 1
        /// Scales the content to fill the bounds, keeping its aspect ratio; some of it may lie outside.
        case scaleAspectFill = 2
        /// UIKit redraws the content when the bounds change.
        case redraw = 3
        /// Centres the content, unscaled.
        case center = 4
        /// Centres the content horizontally at the top edge, unscaled.
        case top = 5
        /// Centres the content horizontally at the bottom edge, unscaled.
        case bottom = 6
        /// Centres the content vertically at the left edge, unscaled.
        case left = 7
        /// Centres the content vertically at the right edge, unscaled.
        case right = 8
        /// Puts the content in the top-left corner, unscaled.
        case topLeft = 9
        /// Puts the content in the top-right corner, unscaled.
        case topRight = 10
        /// Puts the content in the bottom-left corner, unscaled.
        case bottomLeft = 11
        /// Puts the content in the bottom-right corner, unscaled.
        case bottomRight = 12
    }
}
