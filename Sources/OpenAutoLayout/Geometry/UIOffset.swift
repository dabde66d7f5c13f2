import Foundation

/// A horizontal and vertical offset, described as `{horizontal, vertical}`.
public struct UIOffset: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init() { self.init(horizontal: 0, vertical: 0) }
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = UIOffset()

    public var description: String { "{\(formatNumber(horizontal)), \(formatNumber(vertical))}" }
}

public func NSStringFromUIOffset(_ offset: UIOffset) -> String { offset.description }
