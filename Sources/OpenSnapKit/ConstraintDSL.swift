import OpenAutoLayout

/// What `view.snp` and `guide.snp` share: the target, and its label.
public protocol ConstraintDSL {
    var target: AnyObject? { get }

    func setLabel(_ value: String?)
    func label() -> String?
}

extension ConstraintDSL {
    /// Names the target in constraint descriptions and in the DSL's messages. SnapKit keeps the
    /// label in an associated object that only its own descriptions read; here it is the view's
    /// `accessibilityIdentifier` (or the guide's `identifier`), which UIKit-style descriptions
    /// print in quotes after the address: `UIView:0x7f…'avatar'.top`.
    public func setLabel(_ value: String?) {
        if let view = target as? UIView { view.accessibilityIdentifier = value }
        if let guide = target as? UILayoutGuide { guide.identifier = value ?? "" }
    }

    /// The label given with ``setLabel(_:)``.
    public func label() -> String? {
        if let view = target as? UIView { return view.accessibilityIdentifier }
        if let guide = target as? UILayoutGuide { return guide.identifier.isEmpty ? nil : guide.identifier }
        return nil
    }
}

/// The attributes of a target, to relate to: `view.snp.top`, `guide.snp.edges`.
public protocol ConstraintBasicAttributesDSL: ConstraintDSL {}

/// Every attribute, composites included; views and layout guides both have them (a guide's
/// baselines and margins are its edges, as UIKit reads them).
public protocol ConstraintAttributesDSL: ConstraintBasicAttributesDSL {}

extension ConstraintAttributesDSL {
    public var left: ConstraintItem { ConstraintItem(target: target, attributes: .left) }
    public var top: ConstraintItem { ConstraintItem(target: target, attributes: .top) }
    public var bottom: ConstraintItem { ConstraintItem(target: target, attributes: .bottom) }
    public var right: ConstraintItem { ConstraintItem(target: target, attributes: .right) }
    public var leading: ConstraintItem { ConstraintItem(target: target, attributes: .leading) }
    public var trailing: ConstraintItem { ConstraintItem(target: target, attributes: .trailing) }
    public var width: ConstraintItem { ConstraintItem(target: target, attributes: .width) }
    public var height: ConstraintItem { ConstraintItem(target: target, attributes: .height) }
    public var centerX: ConstraintItem { ConstraintItem(target: target, attributes: .centerX) }
    public var centerY: ConstraintItem { ConstraintItem(target: target, attributes: .centerY) }
    public var lastBaseline: ConstraintItem { ConstraintItem(target: target, attributes: .lastBaseline) }
    public var firstBaseline: ConstraintItem { ConstraintItem(target: target, attributes: .firstBaseline) }
    public var leftMargin: ConstraintItem { ConstraintItem(target: target, attributes: .leftMargin) }
    public var rightMargin: ConstraintItem { ConstraintItem(target: target, attributes: .rightMargin) }
    public var topMargin: ConstraintItem { ConstraintItem(target: target, attributes: .topMargin) }
    public var bottomMargin: ConstraintItem { ConstraintItem(target: target, attributes: .bottomMargin) }
    public var leadingMargin: ConstraintItem { ConstraintItem(target: target, attributes: .leadingMargin) }
    public var trailingMargin: ConstraintItem { ConstraintItem(target: target, attributes: .trailingMargin) }
    public var centerXWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: .centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: .centerYWithinMargins) }
    public var edges: ConstraintItem { ConstraintItem(target: target, attributes: .edges) }
    public var horizontalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .horizontalEdges) }
    public var verticalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .verticalEdges) }
    public var directionalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .directionalEdges) }
    public var directionalHorizontalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .directionalVerticalEdges) }
    public var size: ConstraintItem { ConstraintItem(target: target, attributes: .size) }
    public var center: ConstraintItem { ConstraintItem(target: target, attributes: .center) }
    public var margins: ConstraintItem { ConstraintItem(target: target, attributes: .margins) }
    public var directionalMargins: ConstraintItem { ConstraintItem(target: target, attributes: .directionalMargins) }
    public var centerWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: .centerWithinMargins) }
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintItem { lastBaseline }
}
