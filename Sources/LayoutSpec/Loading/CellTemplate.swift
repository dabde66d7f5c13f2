import Foundation

/// A table row's content as the model's ``ScreenModel/Cell`` describes it: views inside the
/// cell's `contentView`, with their own names and constraints, made again for every cell.
@MainActor
struct CellTemplate {
    let cell: ScreenModel.Cell
    let file: String

    /// What building the template into a cell made: the cell's colour and its labels by name.
    struct Filled {
        var color: UIColor?
        var labels: [String: UILabel]
    }

    /// Builds the template into `cell`; returns the cell's colour and labels.
    func fill(_ tableCell: UITableViewCell) throws(SpecError) -> Filled {
        let scope = SpecScope(file: file)
        scope.provide(view: tableCell.contentView, name: "contentView")
        scope.managedViews.insert(ObjectIdentifier(tableCell.contentView))
        let builder = ViewTreeBuilder(scope: scope)
        var content = ScreenModel.View(location: cell.location)
        content.snapKit = cell.snapKit
        let root = ViewTreeBuilder.Made(model: content, view: tableCell.contentView)
        scope.snapKitLines += cell.snapKit.map { SpecScope.PendingSnapKitLine(view: tableCell.contentView, line: $0) }
        for subview in cell.subviews { root.children.append(try builder.make(subview)) }
        try builder.place(root)
        try ConstraintResolver(scope: scope).activateAll(
            constraints: cell.constraints, visualFormats: cell.visualFormats, metrics: [:])
        let color = try cell.color.map { color throws(SpecError) in try builder.uiColor(color, at: cell.location) }
        return Filled(color: color, labels: scope.views.compactMapValues { $0 as? UILabel })
    }
}
