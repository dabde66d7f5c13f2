import Foundation

/// A factory for constraints on one attribute of a view or layout guide. `AnchorType` is the
/// concrete anchor class, so that only anchors of one kind can be related: an x-axis anchor to
/// an x-axis anchor, a dimension to a dimension. Mixing axes does not compile.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let reference: AnchorReference
    /// The anchor's stand-in address number (DebugAddress); 0 until a description first prints it.
    var debugSerial = 0

    init(_ reference: AnchorReference) {
        self.reference = reference
        super.init()
    }

    /// The view or layout guide this anchor belongs to.
    public var item: AnyObject? { reference.primaryItem }

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
        switch reference.attribute.kind {
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
