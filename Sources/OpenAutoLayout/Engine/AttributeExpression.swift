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
    /// Appends `scale ×` the reference's expression. `rightToLeft`, when given, is
    /// ``isMirrored(_:)`` of this side, read once by the caller.
    static func append(
        _ reference: AnchorReference?, scale: Double, mirrored: Bool = false, rightToLeft: Bool? = nil,
        to translation: inout Translation
    ) {
        guard let reference else { return }
        if let span = reference.span {
            let spanMirrored = isMirrored(span.from) || isMirrored(span.to)
            append(span.to, scale: scale, mirrored: spanMirrored, to: &translation)
            append(span.from, scale: -scale, mirrored: spanMirrored, to: &translation)
            return
        }
        let sign: Double = mirrored && reference.attribute.kind == .xAxis ? -1 : 1
        append(
            of: reference.owner, reference.attribute, scale: scale * sign, rightToLeft: rightToLeft, to: &translation)
    }

    /// Whether a directional attribute of this side belongs to a right-to-left item.
    static func isMirrored(_ reference: AnchorReference?) -> Bool {
        guard let reference, reference.attribute.isDirectional, let item = reference.item else { return false }
        return item.isRightToLeft
    }

    /// Appends `first − multiplier × second` of a constraint, mirrored when docs/reference/attributes.md
    /// asks for it; positions with a multiplier other than 1 are measured from the items' common
    /// ancestor (``CommonAncestorCoordinates``).
    @inline(__always)
    static func appendDifference(
        _ first: AnchorReference, _ second: AnchorReference?, multiplier: Double, to translation: inout Translation
    ) {
        // Sides that name their items (no span), neither of them a scroll view's frame, the
        // common case: each item is read once, and the second side in place (optional
        // chaining) rather than bound to a copy, which would take and drop an unowned count.
        if let firstItem = first.item {
            guard let secondAttribute = second?.attribute else {
                let rightToLeft = first.attribute.isDirectional && firstItem.isRightToLeft
                let sign: Double = rightToLeft && first.attribute.kind == .xAxis ? -1 : 1
                return append(of: firstItem, first.attribute, scale: sign, rightToLeft: rightToLeft, to: &translation)
            }
            if let secondItem = second?.item, !firstItem.hasContentArea, !secondItem.hasContentArea {
                return appendDifference(
                    of: firstItem, first.attribute, secondItem, secondAttribute, multiplier: multiplier,
                    to: &translation)
            }
        }
        let (first, second) = ScrollContentAttachment.attach(first, second)
        // Each side's direction is read once: the leading and trailing edges need it again.
        let firstRightToLeft = isMirrored(first)
        let secondRightToLeft = isMirrored(second)
        let mirrored = firstRightToLeft || secondRightToLeft
        append(first, scale: 1, mirrored: mirrored, rightToLeft: firstRightToLeft, to: &translation)
        append(second, scale: -multiplier, mirrored: mirrored, rightToLeft: secondRightToLeft, to: &translation)
        CommonAncestorCoordinates.appendCorrection(
            first, second, multiplier: multiplier, mirrored: mirrored, to: &translation)
    }

    /// ``appendDifference(_:_:multiplier:to:)`` of two items' attributes, neither item a scroll
    /// view's frame.
    private static func appendDifference(
        of firstItem: LayoutItem, _ firstAttribute: NSLayoutConstraint.Attribute, _ secondItem: LayoutItem,
        _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: Double, to translation: inout Translation
    ) {
        let firstRightToLeft = firstAttribute.isDirectional && firstItem.isRightToLeft
        let secondRightToLeft = secondAttribute.isDirectional && secondItem.isRightToLeft
        let mirrored = firstRightToLeft || secondRightToLeft
        let firstSign: Double = mirrored && firstAttribute.kind == .xAxis ? -1 : 1
        let secondSign: Double = mirrored && secondAttribute.kind == .xAxis ? -1 : 1
        append(of: firstItem, firstAttribute, scale: firstSign, rightToLeft: firstRightToLeft, to: &translation)
        append(
            of: secondItem, secondAttribute, scale: -multiplier * secondSign, rightToLeft: secondRightToLeft,
            to: &translation)
        CommonAncestorCoordinates.appendCorrection(
            firstItem, firstAttribute, secondItem, secondAttribute, multiplier: multiplier, mirrored: mirrored,
            to: &translation)
    }

    /// Appends `scale ×` the attribute's expression of `item`. `rightToLeft` is the item's
    /// `isRightToLeft` when the caller has read it already.
    static func append(
        of item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, scale: Double, rightToLeft: Bool? = nil,
        to t: inout Translation
    ) {
        switch attribute {
        case .left:
            t.add(item, .minX, scale)
        case .right:
            t.add(item, .minX, scale)
            t.add(item, .width, scale)
        case .top:
            t.add(item, .minY, scale)
        case .bottom:
            t.add(item, .minY, scale)
            t.add(item, .height, scale)
        // Right-to-left constraints negate this (mirrored axis): −(minX + width) is the leading edge.
        case .leading, .trailing:
            t.add(item, .minX, scale)
            if (rightToLeft ?? item.isRightToLeft) == (attribute == .leading) { t.add(item, .width, scale) }
        case .width:
            t.add(item, .width, scale)
        case .height:
            t.add(item, .height, scale)
        case .centerX:
            t.add(item, .minX, scale)
            t.add(item, .width, 0.5 * scale)
        case .centerY:
            t.add(item, .minY, scale)
            t.add(item, .height, 0.5 * scale)
        case .firstBaseline:
            guard let view = item as? UIView else { return t.add(item, .minY, scale) }
            let baselineView = view.forFirstBaselineLayout
            t.add(baselineView, .minY, scale)
            t.constant += Double(baselineView.firstBaselineOffset) * scale
            t.readBaselineOffsets = true
        case .lastBaseline:
            guard let view = item as? UIView else {
                t.add(item, .minY, scale)
                t.add(item, .height, scale)
                return
            }
            let baselineView = view.forLastBaselineLayout
            t.add(baselineView, .minY, scale)
            t.add(baselineView, .height, scale)
            t.constant += -Double(baselineView.lastBaselineOffset) * scale
            t.readBaselineOffsets = true
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            guard let view = item as? UIView else {
                return append(of: item, attribute.withoutMargin, scale: scale, rightToLeft: rightToLeft, to: &t)
            }
            // The margins guide's direction is its view's.
            append(of: view.layoutMarginsGuide, attribute.withoutMargin, scale: scale, rightToLeft: rightToLeft, to: &t)
        case .notAnAttribute:
            return
        }
    }
}

extension AnchorReference {
    /// Whether this side reads a margin attribute (for a span, either of its anchors): the first
    /// translation of one makes its view's margins guide.
    var readsMargins: Bool {
        if let span { return span.from.readsMargins || span.to.readsMargins }
        return attribute.withoutMargin != attribute
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
