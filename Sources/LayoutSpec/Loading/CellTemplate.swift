import Foundation

/// A table row's content as the spec's `rows.cell` describes it: views inside the cell's
/// `contentView`, with their own names and constraints, made again for every cell.
@MainActor
struct CellTemplate {
    let node: SpecNode
    let file: String

    /// Builds the template into `cell`; returns the cell's colour.
    func fill(_ cell: UITableViewCell) throws(SpecError) -> UIColor? {
        let node = SpecNode(node: self.node.node, file: file, role: "a cell")
        let mapping = try node.mapping(SpecKeys.cell)
        let scope = SpecScope(file: file)
        scope.provide(view: cell.contentView, name: "contentView")
        scope.managedViews.insert(ObjectIdentifier(cell.contentView))
        let builder = ViewTreeBuilder(scope: scope)
        let root = ViewDefinition(node: node, view: cell.contentView, name: "contentView")
        if let subviews = mapping["subviews"] {
            for child in try subviews.list() { root.children.append(.inline(try builder.makeView(child))) }
        }
        try builder.collectConstraints(in: mapping)
        try builder.place(root)
        try ConstraintResolver(scope: scope).activateAll()
        return try mapping["color"].map { node throws(SpecError) in try ColorParser.color(node) }
    }
}
