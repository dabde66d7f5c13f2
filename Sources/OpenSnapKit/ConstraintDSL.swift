import OpenAutoLayout

/// What `view.snp` and `guide.snp` share: the target, and its label.
@preconcurrency @MainActor
public protocol ConstraintDSL {
    /// The view or layout guide.
    var target: AnyObject? { get }

    /// Names the target in descriptions.
    func setLabel(_ value: String?)
    /// The target's name.
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
@preconcurrency @MainActor
public protocol ConstraintBasicAttributesDSL: ConstraintDSL {}

/// Every attribute, composites included; views and layout guides both have them (a guide's
/// baselines and margins are its edges, as UIKit reads them).
@preconcurrency @MainActor
public protocol ConstraintAttributesDSL: ConstraintBasicAttributesDSL {}

extension ConstraintAttributesDSL {
    /// The target's left edge, to relate to.
    public var left: ConstraintItem { ConstraintItem(target: target, attributes: .left) }
    /// The target's top edge, to relate to.
    public var top: ConstraintItem { ConstraintItem(target: target, attributes: .top) }
    /// The target's bottom edge, to relate to.
    public var bottom: ConstraintItem { ConstraintItem(target: target, attributes: .bottom) }
    /// The target's right edge, to relate to.
    public var right: ConstraintItem { ConstraintItem(target: target, attributes: .right) }
    /// The target's leading edge (left in left-to-right layout), to relate to.
    public var leading: ConstraintItem { ConstraintItem(target: target, attributes: .leading) }
    /// The target's trailing edge (right in left-to-right layout), to relate to.
    public var trailing: ConstraintItem { ConstraintItem(target: target, attributes: .trailing) }
    /// The target's width, to relate to.
    public var width: ConstraintItem { ConstraintItem(target: target, attributes: .width) }
    /// The target's height, to relate to.
    public var height: ConstraintItem { ConstraintItem(target: target, attributes: .height) }
    /// The target's horizontal center, to relate to.
    public var centerX: ConstraintItem { ConstraintItem(target: target, attributes: .centerX) }
    /// The target's vertical center, to relate to.
    public var centerY: ConstraintItem { ConstraintItem(target: target, attributes: .centerY) }
    /// The target's last baseline (a view without text: its bottom), to relate to.
    public var lastBaseline: ConstraintItem { ConstraintItem(target: target, attributes: .lastBaseline) }
    /// The target's first baseline (a view without text: its top), to relate to.
    public var firstBaseline: ConstraintItem { ConstraintItem(target: target, attributes: .firstBaseline) }
    /// The target's left layout margin, to relate to.
    public var leftMargin: ConstraintItem { ConstraintItem(target: target, attributes: .leftMargin) }
    /// The target's right layout margin, to relate to.
    public var rightMargin: ConstraintItem { ConstraintItem(target: target, attributes: .rightMargin) }
    /// The target's top layout margin, to relate to.
    public var topMargin: ConstraintItem { ConstraintItem(target: target, attributes: .topMargin) }
    /// The target's bottom layout margin, to relate to.
    public var bottomMargin: ConstraintItem { ConstraintItem(target: target, attributes: .bottomMargin) }
    /// The target's leading layout margin, to relate to.
    public var leadingMargin: ConstraintItem { ConstraintItem(target: target, attributes: .leadingMargin) }
    /// The target's trailing layout margin, to relate to.
    public var trailingMargin: ConstraintItem { ConstraintItem(target: target, attributes: .trailingMargin) }
    /// The target's horizontal center of the margins, to relate to.
    public var centerXWithinMargins: ConstraintItem {
        ConstraintItem(target: target, attributes: .centerXWithinMargins)
    }
    /// The target's vertical center of the margins, to relate to.
    public var centerYWithinMargins: ConstraintItem {
        ConstraintItem(target: target, attributes: .centerYWithinMargins)
    }
    /// The target's left, top, right and bottom, to relate to.
    public var edges: ConstraintItem { ConstraintItem(target: target, attributes: .edges) }
    /// The target's left and right, to relate to.
    public var horizontalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .horizontalEdges) }
    /// The target's top and bottom, to relate to.
    public var verticalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .verticalEdges) }
    /// The target's top, bottom, leading and trailing, to relate to.
    public var directionalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .directionalEdges) }
    /// The target's leading and trailing, to relate to.
    public var directionalHorizontalEdges: ConstraintItem {
        ConstraintItem(target: target, attributes: .directionalHorizontalEdges)
    }
    /// The target's top and bottom, to relate to.
    public var directionalVerticalEdges: ConstraintItem {
        ConstraintItem(target: target, attributes: .directionalVerticalEdges)
    }
    /// The target's width and height, to relate to.
    public var size: ConstraintItem { ConstraintItem(target: target, attributes: .size) }
    /// The target's centerX and centerY, to relate to.
    public var center: ConstraintItem { ConstraintItem(target: target, attributes: .center) }
    /// The target's four margins (left, top, right, bottom), to relate to.
    public var margins: ConstraintItem { ConstraintItem(target: target, attributes: .margins) }
    /// The target's four directional margins (top, bottom, leading, trailing), to relate to.
    public var directionalMargins: ConstraintItem { ConstraintItem(target: target, attributes: .directionalMargins) }
    /// The target's both centers within the margins, to relate to.
    public var centerWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: .centerWithinMargins) }
    /// The target's last baseline; SnapKit's old name for ``lastBaseline``.
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintItem { lastBaseline }
}
