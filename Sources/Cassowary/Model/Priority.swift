/// How much a constraint matters, on UILayoutPriority's scale: 0 to 1000, 1000 = required.
///
/// Unlike kiwi's strengths, which are weights in one sum (so that enough weak constraints can
/// outvote a strong one), priorities here form a strict hierarchy: the solver first minimises
/// the violations at the highest non-required priority in use, then, holding that optimum,
/// the next one down, and so on. Any real number of distinct levels may be used (UIStackView
/// uses 999.5).
public struct Priority: Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The priority on UIKit's scale, 0…1000; the solver refuses values outside it.
    public var value: Double

    /// A priority of `value`, which may lie between UIKit's named levels (999.5, say).
    @inlinable public init(_ value: Double) { self.value = value }
    /// A priority written as an integer literal, as in `.priority(750)`.
    @inlinable public init(integerLiteral value: Int) { self.value = Double(value) }
    /// A priority written as a floating-point literal, as in `.priority(999.5)`.
    @inlinable public init(floatLiteral value: Double) { self.value = value }

    /// Must hold: 1000.
    public static let required: Priority = 1000
    /// kiwi's "strong", placed at UILayoutPriority.defaultHigh: 750.
    public static let strong: Priority = 750
    /// kiwi's "medium": 500.
    public static let medium: Priority = 500
    /// kiwi's "weak", placed at UILayoutPriority.defaultLow: 250.
    public static let weak: Priority = 250

    /// Whether the constraint must hold: the value is 1000 or more.
    public var isRequired: Bool { value >= 1000 }
    var isValid: Bool { value >= 0 && value <= 1000 }

    /// Whether `lhs` yields to `rhs`: its value is smaller.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }
    /// `required`, or the value, for instance `750.0`.
    public var description: String { isRequired ? "required" : "\(value)" }
}
