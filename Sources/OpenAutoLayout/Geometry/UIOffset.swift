import Foundation

/// A horizontal and vertical offset, described as `{horizontal, vertical}`.
public struct UIOffset: Hashable, Sendable, CustomStringConvertible {
    /// The offset along the x-axis.
    public var horizontal: CGFloat
    /// The offset along the y-axis.
    public var vertical: CGFloat

    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// An offset along each axis.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset()

    /// `{horizontal, vertical}`, as `NSStringFromUIOffset` prints it.
    public var description: String { "{\(formatNumber(horizontal)), \(formatNumber(vertical))}" }
}

/// `{horizontal, vertical}`, as in UIKit.
public func NSStringFromUIOffset(_ offset: UIOffset) -> String { offset.description }
