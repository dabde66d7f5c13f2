import Foundation

extension UIView {
    /// How a view places its content in its bounds, with UIKit's raw values.
    public enum ContentMode: Int, Sendable, Hashable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }
}
