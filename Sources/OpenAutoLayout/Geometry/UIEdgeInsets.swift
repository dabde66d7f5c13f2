import Foundation

/// Insets for the four edges of a rectangle, as in UIKit: positive values shrink the rectangle.
/// Described as `{top, left, bottom, right}` (NSStringFromUIEdgeInsets).
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the left edge.
    public var left: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the right edge.
    public var right: CGFloat

    /// Zero insets on every edge.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets for each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Zero insets on every edge.
    public static let zero = UIEdgeInsets()

    /// `{top, left, bottom, right}`, as `NSStringFromUIEdgeInsets` prints them.
    public var description: String {
        "{\(formatNumber(top)), \(formatNumber(left)), \(formatNumber(bottom)), \(formatNumber(right))}"
    }
}

/// `{top, left, bottom, right}`, as in UIKit: `{8, 16, 8, 16}`.
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String { insets.description }

extension CGRect {
    /// The rectangle shrunk by `insets` (UIEdgeInsetsInsetRect).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}
