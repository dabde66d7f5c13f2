import InterfaceBuilder

/// Where a unit comes from in its document, found in file order: every view controller with a
/// root view (storyboard scenes, and controllers among a xib's objects), then the cells of its
/// tables and collection views; every top-level view of a xib, then the cells among them.
enum UnitSource {
    /// A view controller's scene.
    case scene(IBViewController)
    /// A cell of the table or collection view `hostID` of a controller's scene.
    case sceneCell(IBViewController, hostID: String, cell: IBView)
    /// A xib's top-level view; `isControllerView` when File's Owner's `view` outlet is it.
    case topLevelView(IBView, isControllerView: Bool)
    /// A table or collection view cell at the top level of a xib.
    case topLevelCell(IBView)

    static func all(in document: IBDocument) -> [UnitSource] {
        var sources: [UnitSource] = []
        for controller in document.viewControllers {
            guard let root = controller.view else { continue }
            sources.append(.scene(controller))
            for host in root.allViews where host.kind == .tableView || host.kind == .collectionView {
                guard let hostID = host.id else { continue }
                let cells = host.cells + (host.table?.sections.flatMap(\.cells) ?? [])
                for cell in cells { sources.append(.sceneCell(controller, hostID: hostID, cell: cell)) }
            }
        }
        let ownerView = document.filesOwner?.connections.lazy.compactMap { connection -> String? in
            guard case .outlet(let outlet) = connection, outlet.property == "view" else { return nil }
            return outlet.destination
        }.first
        for view in document.topLevelViews {
            switch view.kind {
            case .tableViewCell, .collectionViewCell, .collectionReusableView: sources.append(.topLevelCell(view))
            default: sources.append(.topLevelView(view, isControllerView: view.id != nil && view.id == ownerView))
            }
        }
        return sources
    }
}
