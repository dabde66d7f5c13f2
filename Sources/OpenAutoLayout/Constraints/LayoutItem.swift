/// What a constraint can relate: a view or a layout guide. Internal, so that UIKit's API stays
/// the only public surface (`item: Any`, `firstItem: AnyObject?`).
@MainActor
protocol LayoutItem: AnyObject {
    /// Where the item's record is in the engine it joined last (``EngineSlot``).
    var engineSlot: EngineSlot { get set }
    /// The view whose place in the tree decides where constraints on this item are installed:
    /// the view itself, or a guide's owning view.
    var hostView: UIView? { get }
    /// For a view whose edges, seen from its own content, are those of a movable content area
    /// (OpenUIKit's UIScrollView), the guide standing for that area; nil for other items.
    var contentAreaGuide: UILayoutGuide? { get }
    /// Whether ``contentAreaGuide`` is set: asked of both items of every constraint translated,
    /// without handing the guide out (a retain and a release).
    var hasContentArea: Bool { get }
    /// `UIView:0x7f…` with `'identifier'` when one is set: how descriptions name the item.
    var itemDescription: String { get }
    /// Whether leading is the right edge for this item (docs/reference/attributes.md).
    var isRightToLeft: Bool { get }
    /// Active constraints that mention this item, so removing it from the tree can deactivate them.
    var referenceList: ReferenceList { get set }
    /// Lists `constraint`, just activated, among those that mention this item; `wasActivatedBefore`:
    /// whether an older entry of it may be listed. A requirement, so that a view appends to its
    /// record's list directly rather than through the list's accessors.
    func addReference(_ constraint: NSLayoutConstraint, wasActivatedBefore: Bool)
}

extension LayoutItem {
    var referencingConstraints: [NSLayoutConstraint] { referenceList.constraints }

    func addReference(_ constraint: NSLayoutConstraint, wasActivatedBefore: Bool) {
        referenceList.append(constraint, wasActivatedBefore: wasActivatedBefore)
    }

    func removeReference(_ constraint: NSLayoutConstraint) {
        referenceList.noteRemoval()
    }
}
