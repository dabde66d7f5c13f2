import Foundation

/// A Swift number the DSL accepts as a constant, offset, inset, multiplier or priority.
/// SnapKit accepts Int, UInt, Float, Double and CGFloat; every fixed-width integer is accepted
/// here too.
protocol ConstraintNumber {
    var constraintValue: CGFloat { get }
}

extension ConstraintNumber where Self: BinaryInteger {
    var constraintValue: CGFloat { CGFloat(self) }
}

extension ConstraintNumber where Self: BinaryFloatingPoint {
    var constraintValue: CGFloat { CGFloat(self) }
}

extension Int: ConstraintNumber {}
extension Int8: ConstraintNumber {}
extension Int16: ConstraintNumber {}
extension Int32: ConstraintNumber {}
extension Int64: ConstraintNumber {}
extension UInt: ConstraintNumber {}
extension UInt8: ConstraintNumber {}
extension UInt16: ConstraintNumber {}
extension UInt32: ConstraintNumber {}
extension UInt64: ConstraintNumber {}
extension Float: ConstraintNumber {}
extension Double: ConstraintNumber {}
extension CGFloat: ConstraintNumber {}
