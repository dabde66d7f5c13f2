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
    static func expression(_ reference: AnchorReference?, mirrored: Bool = false) -> LinearExpression {
        guard let reference else { return LinearExpression() }
        if let span = reference.span {
            let spanMirrored = isMirrored(span.from) || isMirrored(span.to)
            return expression(span.to, mirrored: spanMirrored) - expression(span.from, mirrored: spanMirrored)
        }
        guard let item = reference.item else { return LinearExpression() }
        let plain = expression(of: item, reference.attribute)
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
        let mirrored = isMirrored(first) || isMirrored(second)
        let plain = expression(first, mirrored: mirrored) - expression(second, mirrored: mirrored) * multiplier
        guard
            let correction = CommonAncestorCoordinates.correction(
                first, second, multiplier: multiplier, mirrored: mirrored)
        else { return plain }
        return plain + correction
    }

    static func expression(of item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        let v = item.layoutVariables
        switch attribute {
        case .left: return LinearExpression(v.minX)
        case .right: return v.minX + v.width
        case .top: return LinearExpression(v.minY)
        case .bottom: return v.minY + v.height
        // Right-to-left constraints negate this (mirrored axis): −(minX + width) is the leading edge.
        case .leading: return item.isRightToLeft ? v.minX + v.width : LinearExpression(v.minX)
        case .trailing: return item.isRightToLeft ? LinearExpression(v.minX) : v.minX + v.width
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
            guard let view = item as? UIView else { return expression(of: item, attribute.withoutMargin) }
            return expression(of: view.layoutMarginsGuide, attribute.withoutMargin)
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
