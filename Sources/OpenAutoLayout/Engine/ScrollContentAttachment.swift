import Foundation

/// docs/reference/scroll-views.md, the legacy rule for constraints made directly to a scroll view: an edge constraint
/// (left, right, top, bottom, leading, trailing) between the scroll view and an item inside it
/// (a descendant view, or a guide owned by one) attaches to the content area, and a margin edge
/// (leftMargin … trailingMargin) to the content area inset by the layout margins; width,
/// height, center and baseline constraints, and every constraint to items outside the scroll
/// view, attach to its frame.
@MainActor
enum ScrollContentAttachment {
    /// Kept out of line: translation's common path (no scroll view) inlines its caller.
    @inline(never)
    static func attach(_ first: AnchorReference, _ second: AnchorReference?) -> (AnchorReference, AnchorReference?) {
        // Width, height, center and baseline constraints never move: no item is read for them;
        // nor does a constraint between items neither of which is a scroll view's frame.
        guard let second, movesToContent(first.attribute) || movesToContent(second.attribute),
            let firstItem = first.item, let secondItem = second.item,
            firstItem.hasContentArea || secondItem.hasContentArea
        else { return (first, second) }
        return (redirect(first, from: secondItem), redirect(second, from: firstItem))
    }

    /// `reference` moved to the content area (or its margins) when it is an edge or a margin
    /// edge of a content-area view and `other` lies inside that view.
    private static func redirect(_ reference: AnchorReference, from other: LayoutItem) -> AnchorReference {
        guard movesToContent(reference.attribute), let contentArea = reference.item?.contentAreaGuide,
            let container = contentArea.owner, let inside = other.hostView, inside !== container,
            inside.isDescendant(of: container)
        else { return reference }
        let edge = reference.attribute.withoutMargin
        guard edge != reference.attribute else { return AnchorReference(item: contentArea, attribute: edge) }
        return AnchorReference(item: container.contentMarginsGuide ?? contentArea, attribute: edge)
    }

    private static func movesToContent(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin: true
        default: false
        }
    }
}
