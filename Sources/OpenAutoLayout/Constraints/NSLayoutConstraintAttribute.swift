extension NSLayoutConstraint {
    /// A part of an item's rectangle, with Apple's raw values (docs/reference/attributes.md).
    public enum Attribute: Int, Sendable, Hashable, CustomStringConvertible {
        /// The left edge of the item's alignment rectangle.
        case left = 1
        /// The right edge: left + width.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge: top + height.
        case bottom = 4
        /// The leading edge: left in left-to-right layout, right in right-to-left layout.
        case leading = 5
        /// The trailing edge: right in left-to-right layout, left in right-to-left layout.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre: left + width / 2.
        case centerX = 9
        /// The vertical centre: top + height / 2.
        case centerY = 10
        /// The baseline of the last line of text; a view without text has it at its bottom edge.
        case lastBaseline = 11
        /// The baseline of the first line of text; a view without text has it at its top edge.
        case firstBaseline = 12
        /// The left edge of the layout-margins rectangle (a guide's own left edge).
        case leftMargin = 13
        /// The right edge of the layout-margins rectangle.
        case rightMargin = 14
        /// The top edge of the layout-margins rectangle.
        case topMargin = 15
        /// The bottom edge of the layout-margins rectangle.
        case bottomMargin = 16
        /// The leading edge of the layout-margins rectangle.
        case leadingMargin = 17
        /// The trailing edge of the layout-margins rectangle.
        case trailingMargin = 18
        /// The horizontal centre of the layout-margins rectangle.
        case centerXWithinMargins = 19
        /// The vertical centre of the layout-margins rectangle.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0

        /// The attribute's name as UIKit prints it in constraint descriptions: `leading`, `centerX`,
        /// `topMargin`; `notAnAttribute` for none.
        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        /// Which family an attribute belongs to, for the pairing rules of docs/reference/attributes.md#invalid-pairings.
        enum Kind { case xAxis, yAxis, dimension, none }

        var kind: Kind {
            switch self {
            case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin,
                .leadingMargin, .trailingMargin, .centerXWithinMargins:
                .xAxis
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                .yAxis
            case .width, .height: .dimension
            case .notAnAttribute: .none
            }
        }

        var isDirectional: Bool {
            switch self {
            case .leading, .trailing, .leadingMargin, .trailingMargin: true
            default: false
            }
        }

        var isAbsoluteHorizontal: Bool {
            switch self {
            case .left, .right, .leftMargin, .rightMargin: true
            default: false
            }
        }

        var axis: NSLayoutConstraint.Axis? {
            switch kind {
            case .xAxis: .horizontal
            case .yAxis: .vertical
            case .dimension: self == .width ? .horizontal : .vertical
            case .none: nil
            }
        }
    }

    /// How the two sides of a constraint compare, with Apple's raw values.
    public enum Relation: Int, Sendable, Hashable, CustomStringConvertible {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The two sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`.
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A layout axis (UILayoutConstraintAxis).
    public enum Axis: Int, Sendable, Hashable {
        /// Along the x-axis: widths and horizontal positions.
        case horizontal = 0
        /// Along the y-axis: heights and vertical positions.
        case vertical = 1
    }
}
