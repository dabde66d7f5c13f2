/// Reads a table row's content as the spec's `rows.cell` describes it: views inside the cell's
/// `contentView`, with names and constraints of their own.
struct CellReader {
    let file: String

    func read(_ cellNode: SpecNode) throws(SpecError) -> ScreenModel.Cell {
        let node = SpecNode(node: cellNode.node, file: file, role: "a cell")
        let mapping = try node.mapping(SpecKeys.cell)
        let scope = ReadingScope(file: file)
        let contentView = PendingView(node: node, model: ScreenModel.View(location: node.modelLocation))
        contentView.controllerName = "contentView"
        scope.provide(view: contentView, name: "contentView")
        scope.viewNames.insert("contentView")
        let reader = ViewReader(scope: scope)
        if let subviews = mapping["subviews"] {
            for child in try subviews.list() { contentView.children.append(.inline(try reader.readView(child))) }
        }
        try reader.collectEntries(in: mapping)
        try reader.place(contentView)
        let constraints = try EquationReader.constraints(of: scope)
        try SnapKitAttachment.attach(scope.snapKitLines, in: scope)
        let root = contentView.resolved
        return ScreenModel.Cell(
            color: try mapping["color"]?.color(), subviews: root.subviews, constraints: constraints,
            visualFormats: scope.visualFormats, snapKit: root.snapKit, location: node.modelLocation)
    }

    /// Reads `rows.content`: a list with a mapping per row from a label's name in `cell` to its
    /// text in that row.
    static func rowContent(_ node: SpecNode, cell: ScreenModel.Cell?) throws(SpecError) -> [ScreenModel.RowContent] {
        guard let cell else {
            throw node.error("'content' sets the texts of the labels of a 'cell', and there is none")
        }
        let labels = labelNames(in: cell.subviews)
        guard !labels.isEmpty else {
            throw node.error("'content' sets the texts of the cell's labels, and it has none")
        }
        var rows: [ScreenModel.RowContent] = []
        for rowNode in try node.list() {
            let row = SpecNode(node: rowNode.node, file: rowNode.file, role: "a row of 'content'")
            var texts: [String: String] = [:]
            for entry in try row.mapping(labels).entries {
                texts[try entry.key.string()] = try entry.value.string()
            }
            rows.append(ScreenModel.RowContent(texts: texts))
        }
        return rows
    }

    /// The names of the labels among `views` and their subviews, in order.
    private static func labelNames(in views: [ScreenModel.View]) -> [String] {
        views.flatMap { view -> [String] in
            var names: [String] = []
            if case .label = view.kind, let name = view.name { names.append(name) }
            return names + labelNames(in: view.subviews)
        }
    }
}
