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
}
