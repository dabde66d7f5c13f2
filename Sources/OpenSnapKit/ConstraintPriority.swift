import Foundation
import OpenAutoLayout

/// A priority with SnapKit's named levels: required 1000, high 750, medium 500, low 250
/// (medium is 501 in SnapKit on macOS; this is the iOS value).
public struct ConstraintPriority: ExpressibleByFloatLiteral, Equatable, Strideable, Sendable {
    /// Priorities are written as `Float` literals, as in `600.0`.
    public typealias FloatLiteralType = Float

    /// The priority, 1…1000.
    public let value: Float

    /// `.priority(600.0)`.
    public init(floatLiteral value: Float) { self.value = value }
    /// A priority of `value`.
    public init(_ value: Float) { self.value = value }

    /// 1000: must hold.
    public static var required: ConstraintPriority { 1000.0 }
    /// 750, UIKit's `defaultHigh`.
    public static var high: ConstraintPriority { 750.0 }
    /// 500, between UIKit's `defaultHigh` and `defaultLow`.
    public static var medium: ConstraintPriority { 500.0 }
    /// 250, UIKit's `defaultLow`.
    public static var low: ConstraintPriority { 250.0 }

    /// `.high.advanced(by: 1)` is 751.
    public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }
    /// `other.value - value`.
    public func distance(to other: ConstraintPriority) -> Float { other.value - value }
}

/// A number or `UILayoutPriority` given to `priority(_:)` or `update(priority:)`.
public protocol ConstraintPriorityTarget {
    /// The priority as a number.
    var constraintPriorityTargetValue: Float { get }
}

extension ConstraintPriorityTarget where Self: BinaryInteger {
    /// The integer as a priority.
    public var constraintPriorityTargetValue: Float { Float(self) }
}

extension ConstraintPriorityTarget where Self: BinaryFloatingPoint {
    /// The number as a priority.
    public var constraintPriorityTargetValue: Float { Float(self) }
}

extension Int: ConstraintPriorityTarget {}
extension Int8: ConstraintPriorityTarget {}
extension Int16: ConstraintPriorityTarget {}
extension Int32: ConstraintPriorityTarget {}
extension Int64: ConstraintPriorityTarget {}
extension UInt: ConstraintPriorityTarget {}
extension UInt8: ConstraintPriorityTarget {}
extension UInt16: ConstraintPriorityTarget {}
extension UInt32: ConstraintPriorityTarget {}
extension UInt64: ConstraintPriorityTarget {}
extension Float: ConstraintPriorityTarget {}
extension Double: ConstraintPriorityTarget {}
extension CGFloat: ConstraintPriorityTarget {}

extension UILayoutPriority: ConstraintPriorityTarget {
    /// The priority's raw value.
    public var constraintPriorityTargetValue: Float { rawValue }
}
