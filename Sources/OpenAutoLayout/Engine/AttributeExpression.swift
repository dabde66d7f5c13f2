internal import Cassowary

/// docs/reference/attributes.md: each attribute as a linear expression of its item's variables.
/// right = left + width, bottom = top + height, center = origin + size / 2; margin attributes
/// are the layout-margins guide's edges; baselines are the top / bottom of
/// `forFirstBaselineLayout` / `forLastBaselineLayout`, moved inwards by the offsets of a
/// ``BaselineOffsetProvider`` (a label's text).
///
/// Leading and trailing: in right-to-left layout a constraint on directional attributes is read
/// in a mirrored horizontal axis (x′ = −x), so leading is the right edge and a positive constant
/// moves an item in the leading direction (leftwards), as in UIKit. Every x-axis location of
/// such a constraint (centerX too) is mirrored with it; widths are not.
@MainActor
enum AttributeExpression {
    /// `rightToLeft`, when given, is ``isMirrored(_:)`` of this side, read once by the caller.
    static func expression(
        _ reference: AnchorReference?, mirrored: Bool = false, rightToLeft: Bool? = nil
    ) -> LinearExpression {
        guard let reference else { return LinearExpression() }
        if let span = reference.span {
            let spanMirrored = isMirrored(span.from) || isMirrored(span.to)
            return expression(span.to, mirrored: spanMirrored) - expression(span.from, mirrored: spanMirrored)
        }
        let plain = expression(of: reference.owner, reference.attribute, rightToLeft: rightToLeft)
        return mirrored && reference.attribute.kind == .xAxis ? plain * -1 : plain
    }

    /// Whether a directional attribute of this side belongs to a right-to-left item.
    static func isMirrored(_ reference: AnchorReference?) -> Bool {
        guard let reference, reference.attribute.isDirectional, let item = reference.item else { return false }
        return item.isRightToLeft
    }

    /// `first − multiplier × second` of a constraint, mirrored when docs/reference/attributes.md asks for it;
    /// positions with a multiplier other than 1 are measured from the items' common ancestor
    /// (``CommonAncestorCoordinates``).
    static func difference(
        _ first: AnchorReference, _ second: AnchorReference?, multiplier: Double
    ) -> LinearExpression {
        let (first, second) = ScrollContentAttachment.attach(first, second)
        // Each side's direction is read once: the leading and trailing edges need it again.
        let firstRightToLeft = isMirrored(first)
        let secondRightToLeft = isMirrored(second)
        let mirrored = firstRightToLeft || secondRightToLeft
        // One scaled copy of the second side's terms (subtracting scales by −1 once more).
        let plain =
            expression(first, mirrored: mirrored, rightToLeft: firstRightToLeft)
            + expression(second, mirrored: mirrored, rightToLeft: secondRightToLeft) * -multiplier
        guard
            let correction = CommonAncestorCoordinates.correction(
                first, second, multiplier: multiplier, mirrored: mirrored)
        else { return plain }
        return plain + correction
    }

    /// `rightToLeft` is the item's `isRightToLeft` when the caller has read it already.
    static func expression(
        of item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool? = nil
    ) -> LinearExpression {
        let v = item.layoutVariables
        switch attribute {
        case .left: return LinearExpression(v.minX)
        case .right: return v.minX + v.width
        case .top: return LinearExpression(v.minY)
        case .bottom: return v.minY + v.height
        // Right-to-left constraints negate this (mirrored axis): −(minX + width) is the leading edge.
        case .leading: return (rightToLeft ?? item.isRightToLeft) ? v.minX + v.width : LinearExpression(v.minX)
        case .trailing: return (rightToLeft ?? item.isRightToLeft) ? LinearExpression(v.minX) : v.minX + v.width
        case .width: return LinearExpression(v.width)
        case .height: return LinearExpression(v.height)
        case .centerX: return v.minX + v.width * 0.5
        case .centerY: return v.minY + v.height * 0.5
        case .firstBaseline:
            guard let view = item as? UIView else { return LinearExpression(v.minY) }
            let baselineView = view.forFirstBaselineLayout
            return LinearExpression(baselineView.layoutVariables.minY) + baselineView.firstBaselineOffset
        case .lastBaseline:
            guard let view = item as? UIView else { return v.minY + v.height }
            let baselineView = view.forLastBaselineLayout
            let b = baselineView.layoutVariables
            return b.minY + b.height - baselineView.lastBaselineOffset
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            guard let view = item as? UIView else {
                return expression(of: item, attribute.withoutMargin, rightToLeft: rightToLeft)
            }
            // The margins guide's direction is its view's.
            return expression(of: view.layoutMarginsGuide, attribute.withoutMargin, rightToLeft: rightToLeft)
        case .notAnAttribute: return LinearExpression()
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The plain edge a margin attribute measures on the margins guide.
    var withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}
