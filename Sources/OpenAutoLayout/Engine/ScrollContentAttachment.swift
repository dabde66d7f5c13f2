import Foundation

/// docs/reference/scroll-views.md, the legacy rule for constraints made directly to a scroll view: an edge constraint
/// (left, right, top, bottom, leading, trailing) between the scroll view and an item inside it
/// (a descendant view, or a guide owned by one) attaches to the content area; width, height,
/// center and baseline constraints, and every constraint to items outside the scroll view,
/// attach to its frame.
@MainActor
enum ScrollContentAttachment {
    static func attach(_ first: AnchorReference, _ second: AnchorReference?) -> (AnchorReference, AnchorReference?) {
        // Width, height, center and baseline constraints never move: no item is read for them;
        // nor does a constraint between items neither of which is a scroll view's frame.
        guard let second, isEdge(first.attribute) || isEdge(second.attribute),
            let firstItem = first.item, let secondItem = second.item,
            firstItem.contentAreaGuide != nil || secondItem.contentAreaGuide != nil
        else { return (first, second) }
        return (redirect(first, from: secondItem), redirect(second, from: firstItem))
    }

    /// `reference` moved to the content area when it is an edge of a content-area view and
    /// `other` lies inside that view.
    private static func redirect(_ reference: AnchorReference, from other: LayoutItem) -> AnchorReference {
        guard isEdge(reference.attribute), let contentArea = reference.item?.contentAreaGuide,
            let container = contentArea.owner, let inside = other.hostView, inside !== container,
            inside.isDescendant(of: container)
        else { return reference }
        return AnchorReference(item: contentArea, attribute: reference.attribute)
    }

    private static func isEdge(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }
}
