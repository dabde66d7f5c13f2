import Foundation

/// A view whose edges, seen from its own content, are those of a movable content area rather
/// than its frame: OpenUIKit's UIScrollView, whose content area is its `contentLayoutGuide`.
@MainActor
package protocol ContentAreaProviding: UIView {
    /// The guide that stands for the content rectangle (origin at −contentOffset, size
    /// contentSize).
    var contentAreaGuide: UILayoutGuide { get }
}

/// docs/reference/scroll-views.md, the legacy rule for constraints made directly to a scroll view: an edge constraint
/// (left, right, top, bottom, leading, trailing) between the scroll view and an item inside it
/// (a descendant view, or a guide owned by one) attaches to the content area; width, height,
/// center and baseline constraints, and every constraint to items outside the scroll view,
/// attach to its frame.
@MainActor
enum ScrollContentAttachment {
    static func attach(_ first: AnchorReference, _ second: AnchorReference?) -> (AnchorReference, AnchorReference?) {
        guard let second, let firstItem = first.item, let secondItem = second.item else { return (first, second) }
        return (redirect(first, from: secondItem), redirect(second, from: firstItem))
    }

    /// `reference` moved to the content area when it is an edge of a content-area view and
    /// `other` lies inside that view.
    private static func redirect(_ reference: AnchorReference, from other: LayoutItem) -> AnchorReference {
        guard isEdge(reference.attribute), let container = reference.item as? ContentAreaProviding,
            let inside = other.hostView, inside !== container, inside.isDescendant(of: container)
        else { return reference }
        return AnchorReference(item: container.contentAreaGuide, attribute: reference.attribute)
    }

    private static func isEdge(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }
}
