import Foundation

/// A number given to `offset(_:)` or `update(offset:)`: the constant of every constraint of
/// the line, as it is.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

extension Int: ConstraintOffsetTarget {}
extension Int8: ConstraintOffsetTarget {}
extension Int16: ConstraintOffsetTarget {}
extension Int32: ConstraintOffsetTarget {}
extension Int64: ConstraintOffsetTarget {}
extension UInt: ConstraintOffsetTarget {}
extension UInt8: ConstraintOffsetTarget {}
extension UInt16: ConstraintOffsetTarget {}
extension UInt32: ConstraintOffsetTarget {}
extension UInt64: ConstraintOffsetTarget {}
extension Float: ConstraintOffsetTarget {}
extension Double: ConstraintOffsetTarget {}
extension CGFloat: ConstraintOffsetTarget {}

extension ConstraintOffsetTarget {
    var constraintOffsetTargetValue: CGFloat { (self as? ConstraintNumber)?.constraintValue ?? 0 }
}
