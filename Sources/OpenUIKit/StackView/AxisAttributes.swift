import Foundation

/// The attributes of one axis: edges, length and center, plain and within margins. The
/// horizontal edges are the stack view's own leading and trailing sides, as left and right
/// attributes, so that arranged views follow the stack view's layout direction whatever theirs
/// is; right to left, the axis is mirrored (`leading` is `.right`).
struct AxisAttributes {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute
    let leadingMargin: NSLayoutConstraint.Attribute
    let trailingMargin: NSLayoutConstraint.Attribute
    let centerMargin: NSLayoutConstraint.Attribute
    /// Whether `leading` is the right edge (a horizontal axis, right to left).
    let isMirrored: Bool

    init(_ axis: NSLayoutConstraint.Axis, rightToLeft: Bool) {
        isMirrored = axis == .horizontal && rightToLeft
        if axis == .horizontal && rightToLeft {
            (leading, trailing, size, center) = (.right, .left, .width, .centerX)
            (leadingMargin, trailingMargin, centerMargin) = (.rightMargin, .leftMargin, .centerXWithinMargins)
        } else if axis == .horizontal {
            (leading, trailing, size, center) = (.left, .right, .width, .centerX)
            (leadingMargin, trailingMargin, centerMargin) = (.leftMargin, .rightMargin, .centerXWithinMargins)
        } else {
            (leading, trailing, size, center) = (.top, .bottom, .height, .centerY)
            (leadingMargin, trailingMargin, centerMargin) = (.topMargin, .bottomMargin, .centerYWithinMargins)
        }
    }

    /// `relation` between two positions along the axis, written in reading order (≤ means "not
    /// after"): on a mirrored axis, where a later position has a smaller x, it is reversed.
    func ordered(_ relation: NSLayoutConstraint.Relation) -> NSLayoutConstraint.Relation {
        isMirrored ? relation.reversed : relation
    }
}

extension NSLayoutConstraint.Relation {
    /// ≤ for ≥ and ≥ for ≤ (a mirrored axis).
    var reversed: NSLayoutConstraint.Relation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        }
    }
}
