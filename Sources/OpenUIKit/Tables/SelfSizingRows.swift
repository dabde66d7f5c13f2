import Foundation

/// How a table view sizes a row whose height is `UITableView.automaticDimension`: the cell is
/// made as wide as the table, and its content view is fitted with the width the cell will give
/// it (the table's, less an accessory's room) required and the height as small as its
/// constraints allow (`systemLayoutSizeFitting` with `layoutFittingCompressedSize`'s height at
/// fitting-size priority). UIKit then adds the
/// separator's height; there are no separators here.
///
/// The cell is measured in the table's environment, as it will be shown: the pixel grid of the
/// table's screen, its size classes, layout direction and layout context (text measurement),
/// and the content view margins of the table (docs/reference/fitting.md#self-sizing-rows). A
/// cell measured outside it rounded its labels and its height to another screen's pixels, so a
/// row's first layout squeezed or stretched content that its next layout did not.
@MainActor
enum SelfSizingRows {
    static func height(of cell: UITableViewCell, in table: UITableView, width: CGFloat) -> CGFloat {
        adoptEnvironment(of: table, for: cell)
        cell.owningTable = table
        cell.frame = CGRect(x: 0, y: 0, width: width, height: cell.frame.height)
        cell.contentView.frame = cell.contentViewFrame
        cell.applyContentViewMargins()
        let target = CGSize(width: cell.contentView.frame.width, height: UIView.layoutFittingCompressedSize.height)
        let size = cell.contentView.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return size.height
    }

    /// Gives `cell`, the root of its own tree while it is measured, what the tree of `table`
    /// gives its views; these settings count only while the cell is a root.
    private static func adoptEnvironment(of table: UITableView, for cell: UITableViewCell) {
        let context = table.effectiveLayoutContext
        if cell.layoutContext !== context { cell.layoutContext = context }
        let direction = table.effectiveUserInterfaceLayoutDirection
        if cell.environmentLayoutDirection != direction { cell.environmentLayoutDirection = direction }
        cell.hostDisplayScale = table.traitCollection.displayScale
        cell.hostTraitCollection = table.window?.screen.traitCollection
    }
}
