import Foundation

/// The layout margins UIKit gives a cell's content view (docs/reference/margins.md#table-cell-content-view-margins):
/// from iOS 11, 11 points at the top and bottom (15 from iOS 26) and, at the sides, the table's own margins
/// (16 points, 20 from 390 points of table width, 393 from iOS 18: TableContentMargin.swift); before
/// iOS 11, 8 points on every side. Beside an accessory the trailing margin is 8 points, a plain
/// view's default: the content view ends before the accessory, short of the table's margin. The
/// version is the one of the table's screen (the cell's own while it is in no table).
///
/// The cell sets them when they change (a new table width or screen), as UIKit resets them when
/// the table's margins change; margins the app sets last until then. A cell in no table takes
/// its own width for the table's (our choice: what UIKit gives a cell made in code before it
/// joins a table was not measured).
extension UITableViewCell {
    /// The content view's margins in a table `tableWidth` points wide on iOS `systemVersion`;
    /// `besideAccessory`: an accessory narrows the content view.
    nonisolated package static func contentViewMargins(
        tableWidth: CGFloat, systemVersion: Double, besideAccessory: Bool
    ) -> NSDirectionalEdgeInsets {
        guard systemVersion >= 11 else { return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        let side = TableContentMargin.side(forTableWidth: tableWidth, systemVersion: systemVersion)
        let vertical: CGFloat = systemVersion >= 26 ? 15 : 11
        return NSDirectionalEdgeInsets(
            top: vertical, leading: side, bottom: vertical, trailing: besideAccessory ? plainViewMargin : side)
    }

    /// A plain view's default margin, which the content view keeps on the side an accessory takes.
    private nonisolated static let plainViewMargin: CGFloat = 8

    /// Gives the content view the rule's margins for the table the cell is in (or is measured
    /// for), when they differ from the ones last given.
    func applyContentViewMargins() {
        let margins =
            if let table = owningTable {
                UITableViewCell.contentViewMargins(
                    tableWidth: table.bounds.width, systemVersion: table.controlSystemVersion,
                    besideAccessory: accessoryFrame != nil)
            } else {
                UITableViewCell.contentViewMargins(
                    tableWidth: bounds.width, systemVersion: controlSystemVersion,
                    besideAccessory: accessoryFrame != nil)
            }
        guard margins != appliedContentViewMargins else { return }
        appliedContentViewMargins = margins
        contentView.directionalLayoutMargins = margins
    }
}
