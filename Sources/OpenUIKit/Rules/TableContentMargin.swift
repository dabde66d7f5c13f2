import Foundation

/// docs/reference/margins.md#table-cell-content-view-margins: the side margin of a table's rows
/// (their content views' side margins, their accessories, their separators and section titles):
/// 16 points in a table narrower than 390 points, 20 from 390 points up; from iOS 18, 16 below
/// 393 points. It is a root view's system minimum margin (``SystemMinimumLayoutMargins``) at
/// every measured width except 390 (before iOS 18) and 393 points, where the frames Xcode stores
/// give rows 20 and root views 16.
package enum TableContentMargin {
    /// The narrowest table whose rows have 20-point margins, on iOS `systemVersion`.
    package static func threshold(systemVersion: Double) -> CGFloat {
        systemVersion >= 18 ? 393 : 390
    }

    /// The side margin of the rows of a table `width` points wide on iOS `systemVersion`.
    package static func side(forTableWidth width: CGFloat, systemVersion: Double) -> CGFloat {
        width < threshold(systemVersion: systemVersion) ? 16 : 20
    }
}
