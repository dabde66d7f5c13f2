import Foundation
import OpenAutoLayout

/// What one target of one DSL line made: a handle on its layout constraints (one per
/// attribute: `make.edges.equalToSuperview()` is one `Constraint` with four), which can be
/// kept to switch them on and off or change their constant and priority later.
@preconcurrency @MainActor
public final class Constraint {
    let sourceLocation: (file: String, line: UInt)
    private var constant: ConstraintConstantTarget
    private var priority: Float

    /// The UIKit constraints, in the order of the line's attributes (left, top, right, bottom …).
    public internal(set) var layoutConstraints: [LayoutConstraint]

    /// Whether any of the layout constraints is active. Setting it activates or deactivates all.
    public var isActive: Bool {
        get { layoutConstraints.contains { $0.isActive } }
        set { if newValue { activate() } else { deactivate() } }
    }

    private init(
        sourceLocation: (file: String, line: UInt), constant: ConstraintConstantTarget, priority: Float
    ) {
        self.sourceLocation = sourceLocation
        self.constant = constant
        self.priority = priority
        self.layoutConstraints = []
    }

    /// Builds the layout constraints by SnapKit's rules:
    /// - each attribute of `from` pairs with the same attribute of `to` when both sides name
    ///   the same attributes (or `to` names none), with `to`'s first attribute otherwise, and
    ///   edges with margins (and directional edges with directional margins) edge by edge;
    /// - without a target item (a constant), centerX and centerY relate to the superview's left
    ///   and top, other locations to the same attribute of the superview, and width and height
    ///   to nothing (a constant size);
    /// - each constant is the target's value for the second attribute (see
    ///   ``ConstraintConstantTarget``).
    static func make(
        from: ConstraintItem, to: ConstraintItem, relation: ConstraintRelation,
        sourceLocation: (file: String, line: UInt), label: String?, multiplier: CGFloat,
        constant: ConstraintConstantTarget, priority: Float
    ) throws(LayoutError) -> Constraint {
        let made = Constraint(sourceLocation: sourceLocation, constant: constant, priority: priority)
        guard let fromItem = from.layoutConstraintItem else { return made }
        let toAttributes = to.attributes.layoutAttributes
        let direction = ConstraintInterfaceLayoutDirection.forConstraints(on: fromItem)
        for fromAttribute in from.attributes.layoutAttributes {
            let toAttribute = pairedAttribute(fromAttribute, from: from.attributes, to: to, toAttributes: toAttributes)
            var toItem: AnyObject? = to.target
            if toItem == nil && toAttribute != .width && toAttribute != .height {
                toItem = fromItem.superview
            }
            let layoutConstraint = try LayoutConstraint.madeByDSL(
                item: fromItem, attribute: fromAttribute, relatedBy: relation.layoutRelation, toItem: toItem,
                attribute: toAttribute, multiplier: multiplier,
                constant: constant.constraintConstant(for: toAttribute, direction: direction))
            layoutConstraint.label = label
            layoutConstraint.constraint = made
            try layoutConstraint.checkedSetPriority(UILayoutPriority(priority))
            made.layoutConstraints.append(layoutConstraint)
        }
        return made
    }

    /// A constraint with no layout constraints: what a line that failed in a `checked…` call
    /// returns from `.constraint`, since the call throws before anything is activated.
    static func inert(for description: ConstraintDescription) -> Constraint {
        Constraint(
            sourceLocation: description.sourceLocation ?? ("", 0), constant: 0, priority: description.priority)
    }

    private static func pairedAttribute(
        _ attribute: NSLayoutConstraint.Attribute, from: ConstraintAttributes, to: ConstraintItem,
        toAttributes: [NSLayoutConstraint.Attribute]
    ) -> NSLayoutConstraint.Attribute {
        guard !toAttributes.isEmpty else {
            guard to.target == nil else { return attribute }
            switch attribute {
            case .centerX: return .left
            case .centerY: return .top
            default: return attribute
            }
        }
        let pairs: [(ConstraintAttributes, ConstraintAttributes)] = [
            (.edges, .margins), (.margins, .edges), (.directionalEdges, .directionalMargins),
            (.directionalMargins, .directionalEdges),
        ]
        if pairs.contains(where: { $0.0 == from && $0.1 == to.attributes }) {
            return attribute.isMargin ? attribute.withoutMargin : attribute.withMargin
        }
        return from == to.attributes ? attribute : toAttributes[0]
    }

    // MARK: Activation

    /// Activates the layout constraints (traps with UIKit's message when their items share no
    /// ancestor; ``checkedActivate()`` throws instead).
    public func activate() {
        NSLayoutConstraint.activate(layoutConstraints)
    }

    /// The throwing twin of ``activate()``: activates all or none.
    public func checkedActivate() throws(LayoutError) {
        try NSLayoutConstraint.checkedActivate(layoutConstraints)
    }

    /// Deactivates the layout constraints.
    public func deactivate() {
        NSLayoutConstraint.deactivate(layoutConstraints)
    }

    // MARK: Updates

    /// Sets every layout constraint's constant to `offset`.
    @discardableResult
    public func update(offset: ConstraintOffsetTarget) -> Constraint {
        trapping { _ throws(LayoutError) in try checkedUpdate(offset: offset) }
    }

    /// Sets the constants from insets, pushing inwards as `inset(_:)` does.
    @discardableResult
    public func update(inset: ConstraintInsetTarget) -> Constraint {
        trapping { _ throws(LayoutError) in try checkedUpdate(inset: inset) }
    }

    /// Sets the constants from directional insets.
    @discardableResult
    public func update(inset: ConstraintDirectionalInsetTarget) -> Constraint {
        trapping { _ throws(LayoutError) in try checkedUpdate(inset: inset) }
    }

    /// Changes the priority of optional layout constraints to another optional priority. As in
    /// SnapKit, nothing changes when either the old or the new priority is required (UIKit
    /// forbids that change on an active constraint).
    @discardableResult
    public func update(priority: ConstraintPriorityTarget) -> Constraint {
        trapping { _ throws(LayoutError) in try checkedUpdate(priority: priority) }
    }

    /// Changes the priority to one of SnapKit's named levels.
    @discardableResult
    public func update(priority: ConstraintPriority) -> Constraint {
        update(priority: priority.value)
    }

    /// The throwing twin of `update(offset:)`: UIKit refuses a constant that is not finite.
    /// Layout constraints are updated in order, and the first refusal stops the update.
    @discardableResult
    public func checkedUpdate(offset: ConstraintOffsetTarget) throws(LayoutError) -> Constraint {
        try apply(constant: offset.constraintOffsetTargetValue, priority: priority)
    }

    /// The throwing twin of `update(inset:)`.
    @discardableResult
    public func checkedUpdate(inset: ConstraintInsetTarget) throws(LayoutError) -> Constraint {
        try apply(constant: inset.constraintInsetTargetValue, priority: priority)
    }

    /// The throwing twin of `update(inset:)` with directional insets.
    @discardableResult
    public func checkedUpdate(inset: ConstraintDirectionalInsetTarget) throws(LayoutError) -> Constraint {
        try apply(constant: inset.constraintDirectionalInsetTargetValue, priority: priority)
    }

    /// The throwing twin of `update(priority:)`: UIKit refuses priorities outside 1…1000.
    @discardableResult
    public func checkedUpdate(priority: ConstraintPriorityTarget) throws(LayoutError) -> Constraint {
        try apply(constant: constant, priority: priority.constraintPriorityTargetValue)
    }

    private func apply(constant: ConstraintConstantTarget, priority: Float) throws(LayoutError) -> Constraint {
        let required = ConstraintPriority.required.value
        for layoutConstraint in layoutConstraints {
            let attribute =
                layoutConstraint.secondAttribute == .notAnAttribute
                ? layoutConstraint.firstAttribute : layoutConstraint.secondAttribute
            let direction = ConstraintInterfaceLayoutDirection.forConstraints(on: layoutConstraint.firstItem)
            try layoutConstraint.checkedSetConstant(constant.constraintConstant(for: attribute, direction: direction))
            if layoutConstraint.priority.rawValue < required && priority != required {
                try layoutConstraint.checkedSetPriority(UILayoutPriority(priority))
            }
        }
        self.constant = constant
        self.priority = priority
        return self
    }
}

extension NSLayoutConstraint.Attribute {
    var isMargin: Bool { withoutMargin != self }

    /// The plain edge of a margin attribute.
    var withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// The margin form of a plain edge.
    var withMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .left, .leftMargin: .leftMargin
        case .right, .rightMargin: .rightMargin
        case .top, .topMargin: .topMargin
        case .bottom, .bottomMargin: .bottomMargin
        case .leading, .leadingMargin: .leadingMargin
        case .trailing, .trailingMargin: .trailingMargin
        case .centerX, .centerXWithinMargins: .centerXWithinMargins
        case .centerY, .centerYWithinMargins: .centerYWithinMargins
        default: self
        }
    }
}
