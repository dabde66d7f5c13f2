/// A constraint attribute, spelled as Interface Builder writes `firstAttribute` / `secondAttribute`.
public enum LayoutAttribute: String, Sendable, Hashable, Codable, CaseIterable {
    /// Left edge.
    case left
    /// Right edge.
    case right
    /// Top edge.
    case top
    /// Bottom edge.
    case bottom
    /// Leading edge (left in left-to-right layouts).
    case leading
    /// Trailing edge.
    case trailing
    /// Width.
    case width
    /// Height.
    case height
    /// Horizontal center.
    case centerX
    /// Vertical center.
    case centerY
    /// The last line's baseline: Interface Builder writes `baseline` (or `lastBaseline`).
    case lastBaseline = "baseline"
    /// The first line's baseline.
    case firstBaseline
    /// The left layout margin.
    case leftMargin
    /// The right layout margin.
    case rightMargin
    /// The top layout margin.
    case topMargin
    /// The bottom layout margin.
    case bottomMargin
    /// The leading layout margin.
    case leadingMargin
    /// The trailing layout margin.
    case trailingMargin
    /// The horizontal center of the margins' rectangle.
    case centerXWithinMargins
    /// The vertical center of the margins' rectangle.
    case centerYWithinMargins

    /// The attribute Interface Builder spells `name`, accepting `lastBaseline` for ``lastBaseline``.
    public init?(interfaceBuilderName name: String) {
        if name == "lastBaseline" {
            self = .lastBaseline
        } else {
            self.init(rawValue: name)
        }
    }
}

/// A constraint's relation (`relation`); Interface Builder leaves out `equal`.
public enum LayoutRelation: String, Sendable, Hashable, Codable, CaseIterable {
    /// First ≤ second × multiplier + constant.
    case lessThanOrEqual
    /// First = second × multiplier + constant.
    case equal
    /// First ≥ second × multiplier + constant.
    case greaterThanOrEqual
}
