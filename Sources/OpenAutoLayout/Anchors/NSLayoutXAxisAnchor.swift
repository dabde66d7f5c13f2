import Foundation

/// An anchor on the horizontal axis: left, right, leading, trailing, centerX and their margin forms.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A dimension that measures from this anchor to `otherAnchor` (other − self).
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(from: self, to: otherAnchor)
    }

    /// self == anchor + standard spacing × multiplier (docs/reference/attributes.md: 8 points).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: SystemSpacing.standard * multiplier)
    }

    /// self >= anchor + standard spacing × multiplier (8 points per unit, as the standard spacing
    /// between siblings; docs/reference/attributes.md).
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: SystemSpacing.standard * multiplier)
    }

    /// self <= anchor + standard spacing × multiplier (8 points per unit).
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: SystemSpacing.standard * multiplier)
    }
}

/// UIKit's standard spacing between sibling items (docs/reference/attributes.md).
@MainActor
enum SystemSpacing {
    static let standard: CGFloat = 8
}
