import Foundation
import OpenAutoLayout

/// A value that gives a constraint its constant: a number, a `CGPoint`, a `CGSize`,
/// `UIEdgeInsets` or `NSDirectionalEdgeInsets`. One value serves every attribute of a
/// composite line (`make.edges.equalTo(insets)`): each attribute reads its own part of it.
public protocol ConstraintConstantTarget {}

extension Int: ConstraintConstantTarget {}
extension Int8: ConstraintConstantTarget {}
extension Int16: ConstraintConstantTarget {}
extension Int32: ConstraintConstantTarget {}
extension Int64: ConstraintConstantTarget {}
extension UInt: ConstraintConstantTarget {}
extension UInt8: ConstraintConstantTarget {}
extension UInt16: ConstraintConstantTarget {}
extension UInt32: ConstraintConstantTarget {}
extension UInt64: ConstraintConstantTarget {}
extension Float: ConstraintConstantTarget {}
extension Double: ConstraintConstantTarget {}
extension CGFloat: ConstraintConstantTarget {}
extension CGPoint: ConstraintConstantTarget {}
extension CGSize: ConstraintConstantTarget {}
extension UIEdgeInsets: ConstraintConstantTarget {}
extension NSDirectionalEdgeInsets: ConstraintConstantTarget {}

extension ConstraintConstantTarget {
    /// The constant for a constraint whose second attribute (or, without one, first attribute)
    /// is `attribute`, by SnapKit's rules:
    /// - a number is the constant of every attribute;
    /// - a size gives width and height, 0 elsewhere; a point gives x to horizontal locations and
    ///   y to vertical ones (baselines included), 0 to dimensions;
    /// - insets push inwards: left and top as they are, right and bottom negated, centers the
    ///   half difference, width and height minus the sum of the two sides; leading and trailing
    ///   read the insets through `direction` (``ConstraintConfig/interfaceLayoutDirection``,
    ///   SnapKit's global switch, kept per `LayoutContext`; not the view's own direction), and
    ///   directional insets read left and right the same way.
    func constraintConstant(
        for attribute: NSLayoutConstraint.Attribute, direction: ConstraintInterfaceLayoutDirection
    ) -> CGFloat {
        if let number = self as? ConstraintNumber { return number.constraintValue }
        if let size = self as? CGSize {
            switch attribute {
            case .width: return size.width
            case .height: return size.height
            default: return 0
            }
        }
        if let point = self as? CGPoint {
            switch attribute.axis {
            case .horizontal: return point.x
            case .vertical: return point.y
            case nil: return 0
            }
        }
        let leftToRight = direction == .leftToRight
        if let insets = self as? UIEdgeInsets { return insets.constant(for: attribute, leftToRight: leftToRight) }
        if let insets = self as? NSDirectionalEdgeInsets {
            let physical = UIEdgeInsets(
                top: insets.top, left: leftToRight ? insets.leading : insets.trailing, bottom: insets.bottom,
                right: leftToRight ? insets.trailing : insets.leading)
            return physical.constant(for: attribute, leftToRight: leftToRight)
        }
        return 0
    }
}

extension UIEdgeInsets {
    /// SnapKit's inward reading of insets for one attribute.
    fileprivate func constant(for attribute: NSLayoutConstraint.Attribute, leftToRight: Bool) -> CGFloat {
        switch attribute {
        case .left, .leftMargin: return left
        case .top, .topMargin, .firstBaseline: return top
        case .right, .rightMargin: return -right
        case .bottom, .bottomMargin, .lastBaseline: return -bottom
        case .leading, .leadingMargin: return leftToRight ? left : right
        case .trailing, .trailingMargin: return leftToRight ? -right : -left
        case .centerX, .centerXWithinMargins: return (left - right) / 2
        case .centerY, .centerYWithinMargins: return (top - bottom) / 2
        case .width: return -(left + right)
        case .height: return -(top + bottom)
        case .notAnAttribute: return 0
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The axis a location attribute measures along; nil for dimensions.
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .lastBaseline,
            .firstBaseline:
            .vertical
        default: nil
        }
    }
}
