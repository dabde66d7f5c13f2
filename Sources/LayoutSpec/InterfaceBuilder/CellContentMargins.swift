import InterfaceBuilder

/// The layout margins of a table view cell's content view: those UIKit gives the content view
/// of a cell in a plain table (from iOS 11, 11 points at the top and bottom and the table's side
/// margins, 16 points below 393 points of width and 20 from 393 up, 8 at the trailing side
/// beside an accessory; 8 on every side before), where the document stores none of its own, and
/// on iOS 11 whatever it stores (UIKit 11 set them over a nib's; later versions keep a nib's);
/// before iOS 12 a cell and content view that preserve their superview's margins have the
/// table's 15 points at the sides.
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
        let besideAccessory = source.cell?.accessoryType.map { $0 != "none" } ?? false
        let margins = UITableViewCell.contentViewMargins(
            tableWidth: CGFloat(width), systemVersion: systemVersion, besideAccessory: besideAccessory)
        var result = cell
        var leading = Double(margins.leading)
        var trailing = Double(margins.trailing)
        if systemVersion < 12, source.preservesSuperviewLayoutMargins == true,
            stored.preservesSuperviewLayoutMargins == true
        {
            // The table's side margins, which a cell and its content view that preserve their
            // superview's margins took before iOS 12.
            leading = preservedSideMargin
            if !besideAccessory { trailing = preservedSideMargin }
            result.subviews[index].preservesSuperviewLayoutMargins = false
        }
        result.subviews[index].directionalLayoutMargins = ScreenModel.DirectionalInsets(
            top: Double(margins.top), leading: leading, bottom: Double(margins.bottom), trailing: trailing)
        return result
    }

    /// The side margins a cell's content view takes from its table through a cell that
    /// preserves its superview's margins, before iOS 12: SwipeCellKit's mail cell (Xcode 8.3, on
    /// the 5.5-inch canvas) and a photo cell of Xcode 9.4 (5.8-inch) store views pinned to the
    /// content view's leading margin 15 points in, where cells that preserve nothing store 8
    /// (iOS 10) and 16 (iOS 11), and from Xcode 10 (iOS 12) such cells store 16 and 20 as others.
    static let preservedSideMargin = 15.0
}
