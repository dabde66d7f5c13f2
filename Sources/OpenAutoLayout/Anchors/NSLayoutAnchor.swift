import Foundation

/// A factory for constraints on one attribute of a view or layout guide. `AnchorType` is the
/// concrete anchor class, so that only anchors of one kind can be related: an x-axis anchor to
/// an x-axis anchor, a dimension to a dimension. Mixing axes does not compile.
///
/// An anchor keeps its item alive (UIKit's refers to it weakly), and an offset anchor the items
/// of both its anchors: anchors are made for one constraint and dropped, and a strong reference
/// costs a fraction of the unowned count a constraint's side takes. The constraints an anchor
/// makes refer to their items as UIKit's do, without owning them.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    private let side: Side
    let attribute: NSLayoutConstraint.Attribute
    /// The anchor's stand-in address number (DebugAddress); 0 until a description first prints it.
    var debugSerial = 0

    private enum Side {
        case item(LayoutItem)
        /// The distance between two anchors, which it keeps (and so their items) alive.
        case span(AnchorSpan, anchors: (from: AnyObject, to: AnyObject)?)
    }

    /// The anchor on `attribute` of `item`.
    init(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
        self.side = .item(item)
        self.attribute = attribute
        super.init()
    }

    /// The distance from `from` to `to` (`anchorWithOffset(to:)`).
    init(from: NSLayoutAnchor<some AnyObject>, to: NSLayoutAnchor<some AnyObject>) {
        self.side = .span(AnchorSpan(from: from.reference, to: to.reference), anchors: (from, to))
        self.attribute = from.attribute.kind == .yAxis ? .height : .width
        super.init()
    }

    /// The anchor standing for a constraint's side (its messages print the sides as anchors).
    init(_ reference: AnchorReference) {
        if let span = reference.span {
            self.side = .span(span, anchors: nil)
        } else {
            self.side = .item(reference.owner)
        }
        self.attribute = reference.attribute
        super.init()
    }

    /// The side a constraint made from this anchor holds.
    var reference: AnchorReference {
        switch side {
        case .item(let item): AnchorReference(item: item, attribute: attribute)
        case .span(let span, _): AnchorReference(span: span, attribute: attribute)
        }
    }

    /// The item, or for a span the item of its first anchor.
    var owner: LayoutItem {
        switch side {
        case .item(let item): item
        case .span(let span, _): span.from.owner
        }
    }

    /// The view or layout guide this anchor belongs to.
    public var item: AnyObject? {
        switch side {
        case .item(let item): item
        case .span(let span, _): span.from.primaryItem
        }
    }

    /// The constraint `self == anchor`, inactive: activate it with
    /// ``NSLayoutConstraint/isActive`` or ``NSLayoutConstraint/activate(_:)``, as in UIKit.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// The constraint `self >= anchor`, inactive.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// The constraint `self <= anchor`, inactive.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// The constraint `self == anchor + c`, inactive.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// The constraint `self >= anchor + c`, inactive.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// The constraint `self <= anchor + c`, inactive.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    func make<T>(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<T>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: reference, relation: relation, second: anchor?.reference, multiplier: multiplier,
            constant: constant)
    }

    /// UIKit's class for an anchor on this attribute.
    var className: String {
        switch attribute.kind {
        case .xAxis: "NSLayoutXAxisAnchor"
        case .yAxis: "NSLayoutYAxisAnchor"
        case .dimension: "NSLayoutDimension"
        case .none: "NSLayoutAnchor"
        }
    }

    /// `<NSLayoutXAxisAnchor:0x6000… "UIView:0x7f….leading">`, as UIKit prints anchors.
    open override var description: String {
        MainActor.assumeIsolated { anchorDescription }
    }

    /// The same text as ``description``.
    open override var debugDescription: String { description }

    private var anchorDescription: String {
        "<\(className):\(DebugAddress.objectAddress(serial)) \"\(reference.text)\">"
    }
}
