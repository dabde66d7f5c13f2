import Foundation

/// docs/reference/margins.md#table-cell-content-view-margins: the side margin of a table's rows
/// (their content views' side margins, their accessories, their separators and section titles):
/// 16 points in a table narrower than 390 points, 20 from 390 points up. It is a root view's
/// system minimum margin (``SystemMinimumLayoutMargins``) at every measured width except 390
/// and 393 points, where the frames Xcode stores give rows 20 and root views 16.
package enum TableContentMargin {
    package static let threshold: CGFloat = 390

    /// The side margin of the rows of a table `width` points wide.
    package static func side(forTableWidth width: CGFloat) -> CGFloat {
        width < threshold ? 16 : 20
    }
}
