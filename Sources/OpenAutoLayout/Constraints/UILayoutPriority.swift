/// How much a constraint matters: 1…1000, 1000 = required (docs/reference/priorities.md).
///
/// Priorities form a strict hierarchy: the solver satisfies a higher priority as well as it can
/// before it looks at any lower one, so no number of weaker constraints outvotes a stronger one.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority, 1…1000.
    public var rawValue: Float

    /// A priority of `rawValue`. A constraint given one outside 1…1000 stops the process with
    /// UIKit's message, as UIKit raises.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`, for instance `UILayoutPriority(999)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a literal, for instance `999.5`.
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// A priority written as an integer literal, for instance `751`.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a view's default compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: UIKit's level for a drag that may resize a window scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: UIKit's level at which a window scene keeps its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: UIKit's level for a drag that cannot resize a window scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: a view's default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the level at which `systemLayoutSizeFitting(_:)` pulls towards the target size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether `lhs` is the lower priority.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The priority `rhs` above `lhs`, for instance `.defaultHigh + 1`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }
    /// The priority `lhs` above `rhs`.
    public static func + (lhs: Float, rhs: UILayoutPriority) -> UILayoutPriority {
        UILayoutPriority(lhs + rhs.rawValue)
    }
    /// The priority `rhs` below `lhs`, for instance `.required - 1`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// The value as UIKit prints it: `750`, `999.5`.
    public var description: String { formatNumber(rawValue) }

    var isRequired: Bool { rawValue >= 1000 }
    var isValid: Bool { rawValue > 0 && rawValue <= 1000 }
}
