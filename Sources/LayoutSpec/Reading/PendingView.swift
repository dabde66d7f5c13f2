/// A view read from a spec but not yet placed in the tree: its subviews may name views
/// described elsewhere (under the spec's `views`), placed once everything is read.
final class PendingView {
    enum Child {
        case inline(PendingView)
        /// A subview given by name: a view described under the spec's `views`.
        case reference(name: String, node: SpecNode)
    }

    let node: SpecNode
    /// The view without its subviews and SnapKit lines.
    let model: ScreenModel.View
    /// The name of the controller whose root view this is.
    var controllerName: String?
    var children: [Child] = []
    /// The subviews once placed, in order.
    private(set) var placed: [PendingView] = []
    /// The view it was placed in.
    private(set) weak var parent: PendingView?
    /// Set once the view has a place in the tree (or is a controller's root view).
    var isPlaced = false
    var snapKit: [ScreenModel.SnapKitLine] = []

    init(node: SpecNode, model: ScreenModel.View) {
        self.node = node
        self.model = model
    }

    /// What messages call the view: its name, its controller's, or its class.
    var displayName: String { model.name ?? controllerName ?? "(unnamed \(model.kind.className))" }

    /// Named, by its own name or its controller's.
    var givenName: String? { model.name ?? controllerName }

    func add(_ child: PendingView) {
        placed.append(child)
        child.parent = self
    }

    /// The view with its placed subviews and SnapKit lines. Built subviews first with a stack
    /// of its own, so that a tree thousands of levels deep does not exhaust a thread's stack.
    var resolved: ScreenModel.View {
        var built: [ObjectIdentifier: ScreenModel.View] = [:]
        var pending: [(view: PendingView, subviewsBuilt: Bool)] = [(self, false)]
        while let (view, subviewsBuilt) = pending.popLast() {
            if subviewsBuilt {
                var model = view.model
                model.subviews = view.placed.compactMap { built.removeValue(forKey: ObjectIdentifier($0)) }
                model.snapKit = view.snapKit
                built[ObjectIdentifier(view)] = model
            } else {
                pending.append((view, true))
                pending += view.placed.map { ($0, false) }
            }
        }
        return built[ObjectIdentifier(self)] ?? model
    }
}
