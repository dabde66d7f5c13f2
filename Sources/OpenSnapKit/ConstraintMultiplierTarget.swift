import Foundation

/// A number given to `multipliedBy(_:)` or `dividedBy(_:)`.
public protocol ConstraintMultiplierTarget {}

extension Int: ConstraintMultiplierTarget {}
extension Int8: ConstraintMultiplierTarget {}
extension Int16: ConstraintMultiplierTarget {}
extension Int32: ConstraintMultiplierTarget {}
extension Int64: ConstraintMultiplierTarget {}
extension UInt: ConstraintMultiplierTarget {}
extension UInt8: ConstraintMultiplierTarget {}
extension UInt16: ConstraintMultiplierTarget {}
extension UInt32: ConstraintMultiplierTarget {}
extension UInt64: ConstraintMultiplierTarget {}
extension Float: ConstraintMultiplierTarget {}
extension Double: ConstraintMultiplierTarget {}
extension CGFloat: ConstraintMultiplierTarget {}

extension ConstraintMultiplierTarget {
    /// The multiplier as a `CGFloat`.
    public var constraintMultiplierTargetValue: CGFloat { (self as? ConstraintNumber)?.constraintValue ?? 1 }
}
