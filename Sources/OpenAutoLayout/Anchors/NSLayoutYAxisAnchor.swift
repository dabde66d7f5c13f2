import Foundation

/// An anchor on the vertical axis: top, bottom, centerY, the baselines and their margin forms.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension that measures from this anchor to `otherAnchor` (other − self).
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(from: self, to: otherAnchor)
    }

    /// self == anchor + standard spacing × multiplier (docs/reference/attributes.md: 8 points).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: SystemSpacing.standard * multiplier)
    }

    /// self >= anchor + standard spacing × multiplier (8 points per unit; docs/reference/attributes.md).
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: SystemSpacing.standard * multiplier)
    }

    /// self <= anchor + standard spacing × multiplier (8 points per unit).
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: SystemSpacing.standard * multiplier)
    }
}
