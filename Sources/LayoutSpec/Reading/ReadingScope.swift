/// One namespace of a spec being read — the screen, or one table cell's template: the names it
/// declares, the views that can be named, and the constraint entries waiting for the whole tree.
final class ReadingScope {
    /// An anchor equation waiting for the tree to be read.
    struct PendingEquation {
        var node: SpecNode
        var text: String
        var identifier: String?
        var isActive: Bool
    }

    /// SnapKit lines listed under a view's name, waiting for every view to have been read.
    struct PendingSnapKitLines {
        var viewName: String
        var viewNode: SpecNode
        var lines: [ScreenModel.SnapKitLine]
    }

    let file: String
    /// Where each name was first used, for duplicate-name errors.
    private(set) var declarations: [String: SourceLocation] = [:]
    /// Views that SnapKit lines can be listed under: named views, content controllers' root
    /// views (by the controller's name), a cell's `contentView`.
    private(set) var views: [String: PendingView] = [:]
    /// The names of views and controllers (a controller's name names its view too).
    var viewNames: Set<String> = []
    var equations: [PendingEquation] = []
    var visualFormats: [ScreenModel.VisualFormat] = []
    var snapKitLines: [PendingSnapKitLines] = []

    init(file: String) {
        self.file = file
    }

    /// Claims `name` for a view, a guide or a controller.
    func declare(_ name: String, at node: SpecNode) throws(SpecError) {
        if let first = declarations[name] {
            throw node.error("duplicate name '\(name)' (first used at \(first))", at: node.textLocation)
        }
        if Self.reservedNames.contains(name) {
            throw node.error(
                "'\(name)' is a reserved word and cannot name a view, guide or controller", at: node.textLocation)
        }
        declarations[name] = node.textLocation
    }

    /// Names a view SnapKit lines can be listed under (declared already, or given by the scope).
    func provide(view: PendingView, name: String) {
        views[name] = view
    }

    /// Words with a meaning in constraints, which names cannot take.
    static let reservedNames: Set<String> = Set(ScreenModel.ItemReference.Step.allCases.map(\.rawValue))
}
