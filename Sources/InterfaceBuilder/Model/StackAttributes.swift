/// A stack view's arrangement (`<stackView axis=… distribution=… alignment=… spacing=…>`).
///
/// Interface Builder leaves out values equal to UIKit's defaults; the parser fills them in, so
/// every property holds what UIKit would use.
public struct StackAttributes: Sendable, Hashable, Codable {
    /// The axis (`axis`); horizontal when not stored.
    public var axis: StackAxis
    /// The distribution (`distribution`); `fill` when not stored.
    public var distribution: StackDistribution
    /// The alignment (`alignment`); `fill` when not stored.
    public var alignment: StackAlignment
    /// The spacing (`spacing`); 0 when not stored.
    public var spacing: Double
    /// Whether the spacing is the standard one (`spacingType="standard"`, UIKit's
    /// `UIStackView.spacingUseSystem`): Interface Builder then stores no `spacing`.
    public var usesStandardSpacing: Bool
    /// `baselineRelativeArrangement`; off when not stored.
    public var isBaselineRelativeArrangement: Bool
    /// `layoutMarginsRelativeArrangement`; off when not stored.
    public var isLayoutMarginsRelativeArrangement: Bool

    /// An arrangement with the given values; each defaults to UIKit's.
    public init(
        axis: StackAxis = .horizontal, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
        spacing: Double = 0, usesStandardSpacing: Bool = false, isBaselineRelativeArrangement: Bool = false,
        isLayoutMarginsRelativeArrangement: Bool = false
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.usesStandardSpacing = usesStandardSpacing
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    }

    /// The attributes of a `<stackView>` element (and of its size-class `<variation>`s) that
    /// set an arrangement, in the order they are read.
    public static let attributeNames = [
        "alignment", "axis", "distribution", "spacing", "spacingType", "baselineRelativeArrangement",
        "layoutMarginsRelativeArrangement",
    ]

    /// Sets the setting the document attribute `attribute` names to the document's `value`
    /// (`baseline` is the last baseline; `spacingType="standard"` the system spacing, which an
    /// explicit `spacing` replaces). Returns false, leaving the setting, for a value Interface
    /// Builder does not write or an attribute not in ``attributeNames``.
    public mutating func set(_ attribute: String, to value: String) -> Bool {
        switch attribute {
        case "alignment":
            guard let alignment = StackAlignment(rawValue: value == "baseline" ? "lastBaseline" : value) else {
                return false
            }
            self.alignment = alignment
        case "axis":
            guard let axis = StackAxis(rawValue: value) else { return false }
            self.axis = axis
        case "distribution":
            guard let distribution = StackDistribution(rawValue: value) else { return false }
            self.distribution = distribution
        case "spacing":
            guard let spacing = Double(value), spacing.isFinite else { return false }
            self.spacing = spacing
            usesStandardSpacing = false
        case "spacingType":
            guard value == "standard" else { return false }
            usesStandardSpacing = true
        case "baselineRelativeArrangement", "layoutMarginsRelativeArrangement":
            guard value == "YES" || value == "NO" else { return false }
            if attribute == "baselineRelativeArrangement" {
                isBaselineRelativeArrangement = value == "YES"
            } else {
                isLayoutMarginsRelativeArrangement = value == "YES"
            }
        default:
            return false
        }
        return true
    }
}

/// A stack view's axis.
public enum StackAxis: String, Sendable, Hashable, Codable, CaseIterable {
    /// Left to right (leading to trailing).
    case horizontal
    /// Top to bottom.
    case vertical
}

/// How a stack view sizes its arranged subviews along its axis.
public enum StackDistribution: String, Sendable, Hashable, Codable, CaseIterable {
    /// Fill, resizing by hugging and compression resistance.
    case fill
    /// Fill with equal sizes.
    case fillEqually
    /// Fill in proportion to intrinsic sizes.
    case fillProportionally
    /// Equal gaps between subviews.
    case equalSpacing
    /// Equal distances between subviews' centers.
    case equalCentering
}

/// How a stack view places its arranged subviews across its axis.
public enum StackAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    /// Fill the stack's breadth.
    case fill
    /// Leading edges (horizontal stacks write `top`).
    case leading
    /// Top edges.
    case top
    /// First baselines (horizontal stacks).
    case firstBaseline
    /// Centers.
    case center
    /// Trailing edges.
    case trailing
    /// Bottom edges.
    case bottom
    /// Last baselines (horizontal stacks); Interface Builder writes `baseline` or `lastBaseline`.
    case lastBaseline
}
