import Foundation
import OpenAutoLayout

/// A number or `UIEdgeInsets` given to `inset(_:)` or `update(inset:)`. A number n means the
/// insets `{n, n, n, n}`; insets push inwards on every edge (see
/// ``ConstraintConstantTarget``): `make.edges.equalToSuperview().inset(10)` gives left and top
/// +10, right and bottom −10.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

extension Int: ConstraintInsetTarget {}
extension Int8: ConstraintInsetTarget {}
extension Int16: ConstraintInsetTarget {}
extension Int32: ConstraintInsetTarget {}
extension Int64: ConstraintInsetTarget {}
extension UInt: ConstraintInsetTarget {}
extension UInt8: ConstraintInsetTarget {}
extension UInt16: ConstraintInsetTarget {}
extension UInt32: ConstraintInsetTarget {}
extension UInt64: ConstraintInsetTarget {}
extension Float: ConstraintInsetTarget {}
extension Double: ConstraintInsetTarget {}
extension CGFloat: ConstraintInsetTarget {}
extension UIEdgeInsets: ConstraintInsetTarget {}

extension ConstraintInsetTarget {
    var constraintInsetTargetValue: UIEdgeInsets {
        if let insets = self as? UIEdgeInsets { return insets }
        let amount = (self as? ConstraintNumber)?.constraintValue ?? 0
        return UIEdgeInsets(top: amount, left: amount, bottom: amount, right: amount)
    }
}

/// `NSDirectionalEdgeInsets` given to `inset(_:)` or `update(inset:)`.
public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {}

extension NSDirectionalEdgeInsets: ConstraintDirectionalInsetTarget {}

extension ConstraintDirectionalInsetTarget {
    var constraintDirectionalInsetTargetValue: NSDirectionalEdgeInsets {
        self as? NSDirectionalEdgeInsets ?? .zero
    }
}
