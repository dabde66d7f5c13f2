/// One side of a constraint: an attribute of an item, or (for `anchorWithOffset(to:)`) the
/// distance from one anchor to another.
struct AnchorReference {
    let item: LayoutItem?
    let attribute: NSLayoutConstraint.Attribute
    let span: AnchorSpan?

    init(item: LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        self.span = nil
    }

    init(from: AnchorReference, to: AnchorReference) {
        self.item = nil
        self.attribute = from.attribute.kind == .yAxis ? .height : .width
        self.span = AnchorSpan(from: from, to: to)
    }

    /// Every item this side mentions.
    var items: [LayoutItem] {
        if let item { return [item] }
        if let span { return span.from.items + span.to.items }
        return []
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
final class AnchorSpan {
    let from: AnchorReference
    let to: AnchorReference

    init(from: AnchorReference, to: AnchorReference) {
        self.from = from
        self.to = to
    }
}
