import InterfaceBuilder

/// The layout margins of the content view of a table view cell at the top level of a xib: those
/// UIKit gives the content view of a cell in a plain table as wide as the row (from iOS 11, 11
/// points at the top and bottom and the table's side margins, 16 points below 400 points of
/// width and 20 from 400 up; 8 on every side before), where the document stores none of its
/// own. docs/reference/margins.md#table-cell-content-view-margins states the rule, and
/// docs/interface-builder.md#canvas-mode the evidence that the canvas gives a xib's cell them
/// too.
enum XibCellMargins {
    /// `cell` (a mapped table view cell of the xib cell `source`) with its content view's
    /// margins for a row `width` points wide on iOS `systemVersion`.
    static func applying(
        to cell: ScreenModel.View, of source: IBView, width: Double, systemVersion: Double
    ) -> ScreenModel.View {
        guard let stored = source.contentView, stored.layoutMargins == nil, stored.directionalLayoutMargins == nil,
            let index = cell.subviews.firstIndex(where: {
                $0.name.map { [stored.id, stored.id.map { $0 + "-" }].contains($0) } ?? false
            })
        else { return cell }
        let margins = UITableViewCell.contentViewMargins(
            tableWidth: CGFloat(width), systemVersion: systemVersion)
        var result = cell
        result.subviews[index].directionalLayoutMargins = ScreenModel.DirectionalInsets(
            top: Double(margins.top), leading: Double(margins.leading), bottom: Double(margins.bottom),
            trailing: Double(margins.trailing))
        return result
    }
}
