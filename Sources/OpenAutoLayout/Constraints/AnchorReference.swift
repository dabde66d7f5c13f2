/// One side of a constraint: an attribute of an item, or (for `anchorWithOffset(to:)`) the
/// distance from one anchor to another.
///
/// The item is held unowned, as UIKit holds constraint items weakly: a view owns the constraints
/// installed on it, and those mention the view itself, so a strong reference would be a cycle.
/// (Not weak: a weak reference moves the view's counts to a side table and slows every retain.)
/// A span is held strongly: nothing else keeps it.
///
/// The item or the span share one 16-byte field (an enum whose case is kept in the pointers'
/// spare bits), and the attribute ends the value: 17 bytes, so that a constraint's one-byte
/// fields fill the word each of its sides ends in.
///
/// Swift 6.3.1 miscompiles an `unowned` *optional* existential inside a struct that is itself
/// wrapped in an Optional (`nil` comes back non-nil), so the unowned reference is non-optional.
@MainActor
struct AnchorReference {
    private let target: Target
    let attribute: NSLayoutConstraint.Attribute

    private enum Target {
        case item(UnownedItem)
        case span(AnchorSpan)
    }

    private struct UnownedItem {
        unowned let item: LayoutItem
    }

    /// The item, or nil for a span between two anchors.
    @inline(__always)
    var item: LayoutItem? {
        if case .item(let reference) = target { return reference.item }
        return nil
    }

    /// The span between two anchors, or nil for an item's attribute.
    @inline(__always)
    var span: AnchorSpan? {
        if case .span(let span) = target { return span }
        return nil
    }

    /// The item, or for a span the item of its first anchor.
    @inline(__always)
    var owner: LayoutItem {
        switch target {
        case .item(let reference): reference.item
        case .span(let span): span.from.owner
        }
    }

    init(item: LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        self.target = .item(UnownedItem(item: item))
        self.attribute = attribute
    }

    init(span: AnchorSpan, attribute: NSLayoutConstraint.Attribute) {
        self.target = .span(span)
        self.attribute = attribute
    }

    /// Calls `body` with every item this side mentions: its item, or the items of a span's two
    /// anchors, `from` first. No array is built: activation visits every constraint's items twice.
    func forEachItem<E: Error>(_ body: (LayoutItem) throws(E) -> Void) throws(E) {
        switch target {
        case .item(let reference): try body(reference.item)
        case .span(let span):
            try span.from.forEachItem(body)
            try span.to.forEachItem(body)
        }
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
