/// One side of a constraint: an attribute of an item, or (for `anchorWithOffset(to:)`) the
/// distance from one anchor to another.
///
/// The item is held unowned, as UIKit holds constraint items weakly: a view owns the constraints
/// installed on it, and those mention the view itself, so a strong reference would be a cycle.
/// (Not weak: a weak reference moves the view's counts to a side table and slows every retain.)
///
/// Swift 6.3.1 miscompiles an `unowned` *optional* existential inside a struct that is itself
/// wrapped in an Optional (`nil` comes back non-nil), so the unowned reference is non-optional
/// and spans keep their first anchor's item there.
@MainActor
struct AnchorReference {
    unowned let owner: LayoutItem
    // The span before the one-byte attribute: the attribute then ends the value, and a
    // constraint's next one-byte field fills the space after its optional second side.
    let span: AnchorSpan?
    let attribute: NSLayoutConstraint.Attribute

    /// The item, or nil for a span between two anchors.
    var item: LayoutItem? { span == nil ? owner : nil }

    init(item: LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        self.owner = item
        self.attribute = attribute
        self.span = nil
    }

    init(from: AnchorReference, to: AnchorReference) {
        self.owner = from.owner
        self.attribute = from.attribute.kind == .yAxis ? .height : .width
        self.span = AnchorSpan(from: from, to: to)
    }

    /// Calls `body` with every item this side mentions: its item, or the items of a span's two
    /// anchors, `from` first. No array is built: activation visits every constraint's items twice.
    func forEachItem<E: Error>(_ body: (LayoutItem) throws(E) -> Void) throws(E) {
        guard let span else { return try body(owner) }
        try span.from.forEachItem(body)
        try span.to.forEachItem(body)
    }

    /// The item UIKit reports as `firstItem` / `secondItem`.
    var primaryItem: LayoutItem? { item ?? span?.from.primaryItem }

    /// `UIView:0x….leading`, or `UIView:0x….leading - UIView:0x….trailing` for a span... as the
    /// distance from `from` to `to`: `to - from`.
    var text: String {
        if let item { return "\(item.itemDescription).\(attribute)" }
        if let span { return "\(span.to.text) - \(span.from.text)" }
        return "?"
    }
}

/// The distance between two anchors (`from.anchorWithOffset(to: to)` = to − from).
@MainActor
final class AnchorSpan {
    let from: AnchorReference
    let to: AnchorReference

    init(from: AnchorReference, to: AnchorReference) {
        self.from = from
        self.to = to
    }
}
