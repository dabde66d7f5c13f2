import Foundation

/// docs/reference/priorities.md, docs/reference/attributes.md: which constraints are legal, and UIKit's words for the ones that are not.
@MainActor
enum ConstraintValidation {
    static let factoryPrefix =
        "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "

    /// Checks an item/attribute constraint and returns its two sides.
    static func validate(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, toItem view2: Any?,
        attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat
    ) throws(LayoutError) -> (AnchorReference, AnchorReference?) {
        guard let item1 = view1 as? LayoutItem else {
            throw LayoutError(
                .invalidItem, message: factoryPrefix + "Constraint items must each be a view or layout guide.")
        }
        var item2: LayoutItem?
        if let view2 {
            guard let resolved = view2 as? LayoutItem else {
                throw LayoutError(
                    .invalidItem, message: factoryPrefix + "Constraint items must each be a view or layout guide.")
            }
            item2 = resolved
        }
        guard attr1 != .notAnAttribute else { throw invalidPairing }
        guard multiplier.isFinite else { throw nonFiniteMultiplierError(multiplier) }
        let first = AnchorReference(item: item1, attribute: attr1)
        guard let item2, attr2 != .notAnAttribute else {
            // A size against a constant: UIKit ignores whatever second attribute comes with the
            // missing second item (SnapKit passes the first attribute again) and reads back
            // `.notAnAttribute`.
            if item2 != nil { throw invalidPairing }
            if attr1.kind != .dimension { throw locationEqualToConstant }
            if !constant.isFinite { throw nonFiniteConstantError(constant, first, nil) }
            return (first, nil)
        }
        let second = AnchorReference(item: item2, attribute: attr2)
        if !constant.isFinite { throw nonFiniteConstantError(constant, first, second) }
        if attr1.kind != .dimension && multiplier == 0 { throw locationEqualToConstant }
        if (attr1.isDirectional && attr2.isAbsoluteHorizontal) || (attr1.isAbsoluteHorizontal && attr2.isDirectional) {
            throw LayoutError(
                .mixedDirectionalAndAbsoluteAttributes,
                message: factoryPrefix
                    + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
            )
        }
        // A location goes with a location and a dimension with a dimension. UIKit refuses nothing
        // else here: an x-axis location against a y-axis one is accepted at run time, as SnapKit's
        // own suite, run on iOS, relies on (docs/reference/attributes.md#invalid-pairings).
        if (attr1.kind == .dimension) != (attr2.kind == .dimension) { throw invalidPairing }
        return (first, second)
    }

    static var invalidPairing: LayoutError {
        LayoutError(.invalidPairing, message: factoryPrefix + "Invalid pairing of layout attributes.")
    }

    static var locationEqualToConstant: LayoutError {
        LayoutError(
            .locationEqualToConstant,
            message: factoryPrefix
                + "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        )
    }

    /// UIKit's message for a multiplier that is NaN or infinite, from the factory method every
    /// way of making a constraint goes through (anchors included).
    static func nonFiniteMultiplierError(_ multiplier: CGFloat) -> LayoutError {
        LayoutError(
            .nonFiniteValue,
            message: factoryPrefix
                + "Multiplier is not finite!  That's illegal.  multiplier:\(formatNumber(multiplier))")
    }

    static func nonFiniteConstantError(_ constant: CGFloat, _ first: AnchorReference, _ second: AnchorReference?)
        -> LayoutError
    {
        let firstText = NSLayoutAnchor<AnyObject>(first).description
        let secondText = second.map { NSLayoutAnchor<AnyObject>($0).description } ?? "(null)"
        return LayoutError(
            .nonFiniteValue,
            message:
                "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(formatNumber(constant)) firstAnchor:\(firstText) secondAnchor:\(secondText)"
        )
    }

    static func invalidPriorityError(_ priority: UILayoutPriority) -> LayoutError {
        LayoutError(
            .invalidPriority,
            message:
                "It's illegal to set priority:\(formatNumber(priority.rawValue)). Priority must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000."
        )
    }

    /// docs/reference/priorities.md, verbatim (two spaces after the first full stop).
    static func priorityMutationError(passed: UILayoutPriority, existing: UILayoutPriority) -> LayoutError {
        LayoutError(
            .priorityMutation,
            message:
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(formatNumber(passed.rawValue)) and the existing priority was \(formatNumber(existing.rawValue))."
        )
    }

    /// docs/reference/attributes.md, verbatim (two spaces after full stops).
    static func noCommonAncestorError(_ constraint: NSLayoutConstraint) -> LayoutError {
        let firstText = NSLayoutAnchor<AnyObject>(constraint.first).description
        let secondText = constraint.second.map { NSLayoutAnchor<AnyObject>($0).description } ?? "(null)"
        return LayoutError(
            .noCommonAncestor,
            message:
                "Unable to activate constraint with anchors \(firstText) and \(secondText) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
        )
    }

    /// Activating an empty constraint (`NSLayoutConstraint()`), which has no items.
    static func missingItemsError(_ constraint: NSLayoutConstraint) -> LayoutError {
        LayoutError(
            .missingItems,
            message: "NSLayoutConstraint for \(constraint): Constraint items must each be a view or layout guide.")
    }

    /// UIKit's complaint when `addConstraint(_:)` is sent to a view that does not contain the items.
    static func unpreparedHierarchyError(_ constraint: NSLayoutConstraint) -> LayoutError {
        LayoutError(
            .unpreparedHierarchy,
            message:
                "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). This will crash if the constraint needs to be resolved before the view hierarchy is assembled. Break on -[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug."
        )
    }
}
