internal import Cassowary

/// SPEC §2: each attribute as a linear expression of its item's variables.
/// right = left + width, bottom = top + height, center = origin + size / 2; leading and trailing
/// follow the item's layout direction; margin attributes are the layout-margins guide's edges;
/// baselines are the top / bottom of `forFirstBaselineLayout` / `forLastBaselineLayout`.
enum AttributeExpression {
    static func expression(_ reference: AnchorReference?) -> LinearExpression {
        guard let reference else { return LinearExpression() }
        if let span = reference.span {
            return expression(span.to) - expression(span.from)
        }
        guard let item = reference.item else { return LinearExpression() }
        return expression(of: item, reference.attribute)
    }

    static func expression(of item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        let v = item.layoutVariables
        switch attribute {
        case .left: return LinearExpression(v.minX)
        case .right: return v.minX + v.width
        case .top: return LinearExpression(v.minY)
        case .bottom: return v.minY + v.height
        case .leading: return item.isRightToLeft ? v.minX + v.width : LinearExpression(v.minX)
        case .trailing: return item.isRightToLeft ? LinearExpression(v.minX) : v.minX + v.width
        case .width: return LinearExpression(v.width)
        case .height: return LinearExpression(v.height)
        case .centerX: return v.minX + v.width * 0.5
        case .centerY: return v.minY + v.height * 0.5
        case .firstBaseline:
            guard let view = item as? UIView else { return LinearExpression(v.minY) }
            return LinearExpression(view.forFirstBaselineLayout.layoutVariables.minY)
        case .lastBaseline:
            guard let view = item as? UIView else { return v.minY + v.height }
            let baselineView = view.forLastBaselineLayout.layoutVariables
            return baselineView.minY + baselineView.height
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
