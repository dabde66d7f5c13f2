import Foundation
import OpenAutoLayout

/// The layout constraints the DSL makes: a subclass of `NSLayoutConstraint`, as in SnapKit, so
/// that `is LayoutConstraint` tells the DSL's constraints from any others and
/// `updateConstraints` / `removeConstraints` touch only those.
@preconcurrency @MainActor
public class LayoutConstraint: NSLayoutConstraint {
    /// The label given with `labeled(_:)`: kept as the constraint's `identifier`, so it shows in
    /// quotes in descriptions and logs.
    public var label: String? {
        get { identifier }
        set { identifier = newValue }
    }

    /// The DSL constraint this layout constraint belongs to; weak, as in SnapKit.
    weak var constraint: Constraint?

    /// Makes a layout constraint, or throws UIKit's message for an invalid pairing.
    static func madeByDSL(
        item: AnyObject, attribute: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem: AnyObject?, attribute toAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat,
        constant: CGFloat
    ) throws(LayoutError) -> LayoutConstraint {
        try LayoutConstraint(
            checkedItem: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: toAttribute,
            multiplier: multiplier, constant: constant)
    }
}
