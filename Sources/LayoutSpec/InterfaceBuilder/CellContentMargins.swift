import InterfaceBuilder

/// The layout margins of a table view cell's content view: those UIKit gives the content view
/// of a cell in a plain table (from iOS 11, 11 points at the top and bottom and the table's side
/// margins, 16 points below 393 points of width and 20 from 393 up, 8 at the trailing side
/// beside an accessory; 8 on every side before), where the document stores none of its own, and
/// on iOS 11 whatever it stores (UIKit 11 set them over a nib's; later versions keep a nib's).
/// docs/reference/margins.md#table-cell-content-view-margins
/// states the rule, and docs/interface-builder.md#canvas-mode the evidence that the canvas gives
/// them to a xib's cell, which is in no table, and to a storyboard's prototype cell.
enum CellContentMargins {
    /// `cell` (the mapped table view cell `source`) with its content view's margins for a table
    /// `width` points wide on iOS `systemVersion`.
    static func applying(
        to cell: ScreenModel.View, of source: IBView, width: Double, systemVersion: Double
    ) -> ScreenModel.View {
        guard let stored = source.contentView,
            systemVersion == 11 || (stored.layoutMargins == nil && stored.directionalLayoutMargins == nil),
            let index = cell.subviews.firstIndex(where: {
                $0.name.map { [stored.id, stored.id.map { $0 + "-" }].contains($0) } ?? false
            })
        else { return cell }
        let margins = UITableViewCell.contentViewMargins(
            tableWidth: CGFloat(width), systemVersion: systemVersion,
            besideAccessory: source.cell?.accessoryType.map { $0 != "none" } ?? false)
        var result = cell
        result.subviews[index].directionalLayoutMargins = ScreenModel.DirectionalInsets(
            top: Double(margins.top), leading: Double(margins.leading), bottom: Double(margins.bottom),
            trailing: Double(margins.trailing))
        return result
    }
}
