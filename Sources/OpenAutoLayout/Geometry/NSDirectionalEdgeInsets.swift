import Foundation

/// Insets whose horizontal sides follow the layout direction: leading is the left edge in
/// left-to-right layout and the right edge in right-to-left layout.
/// Described as `{top, leading, bottom, trailing}`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()

    public var description: String {
        "{\(formatNumber(top)), \(formatNumber(leading)), \(formatNumber(bottom)), \(formatNumber(trailing))}"
    }

    /// These insets as left/right insets for a direction.
    func edgeInsets(rightToLeft: Bool) -> UIEdgeInsets {
        rightToLeft
            ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

public func NSStringFromDirectionalEdgeInsets(_ insets: NSDirectionalEdgeInsets) -> String { insets.description }

extension UIEdgeInsets {
    /// These insets as leading/trailing insets for a direction.
    func directional(rightToLeft: Bool) -> NSDirectionalEdgeInsets {
        rightToLeft
            ? NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
