import Foundation

/// Insets whose horizontal sides follow the layout direction: leading is the left edge in
/// left-to-right layout and the right edge in right-to-left layout.
/// Described as `{top, leading, bottom, trailing}`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the leading edge (left in left-to-right layout).
    public var leading: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the trailing edge (right in left-to-right layout).
    public var trailing: CGFloat

    /// Zero insets on every edge.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets for each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero insets on every edge.
    public static let zero = NSDirectionalEdgeInsets()

    /// `{top, leading, bottom, trailing}`, as `NSStringFromDirectionalEdgeInsets` prints them.
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

/// `{top, leading, bottom, trailing}`, as in UIKit.
public func NSStringFromDirectionalEdgeInsets(_ insets: NSDirectionalEdgeInsets) -> String { insets.description }

extension UIEdgeInsets {
    /// These insets as leading/trailing insets for a direction.
    func directional(rightToLeft: Bool) -> NSDirectionalEdgeInsets {
        rightToLeft
            ? NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
