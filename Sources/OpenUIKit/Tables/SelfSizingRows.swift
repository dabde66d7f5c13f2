import Foundation

/// How a table view sizes a row whose height is `UITableView.automaticDimension`: the cell is
/// made as wide as the table, and its content view is fitted with that width required and the
/// height as small as its constraints allow (`systemLayoutSizeFitting` with
/// `layoutFittingCompressedSize`'s height at fitting-size priority). UIKit then adds the
/// separator's height; there are no separators here.
@MainActor
enum SelfSizingRows {
    static func height(of cell: UITableViewCell, width: CGFloat) -> CGFloat {
        cell.frame = CGRect(x: 0, y: 0, width: width, height: cell.frame.height)
        cell.contentView.frame = cell.bounds
        cell.applyContentViewMargins()
        let target = CGSize(width: width, height: UIView.layoutFittingCompressedSize.height)
        let size = cell.contentView.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return size.height
    }
}
