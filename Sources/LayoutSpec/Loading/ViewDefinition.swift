import Foundation

/// A view the spec describes: made and configured at once, placed in the tree later (its
/// subviews may name views described elsewhere, under `views`).
final class ViewDefinition {
    enum Child {
        case inline(ViewDefinition)
        /// A subview given by name: a view described under the spec's `views`.
        case reference(name: String, node: SpecNode)
    }

    let node: SpecNode
    let view: UIView
    let name: String?
    var children: [Child] = []
    /// Set once the view has a place in the tree (or is a controller's root view).
    var isPlaced = false

    init(node: SpecNode, view: UIView, name: String?) {
        self.node = node
        self.view = view
        self.name = name
    }
}
