import Foundation

/// docs/reference/margins.md: the smallest margins a view controller's root view gets: `{0, m, 0, m}` directional,
/// m = 16 when the view is narrower than 400 pt and 20 from 400 pt up; in iOS 8, 16 at every
/// width. Measured on 375- and 414-pt phones, 16 at 393 pt from the frames Xcode stores; the
/// 400-pt threshold is our choice. Table rows differ at 390 and 393 pt (TableContentMargin).
package enum SystemMinimumLayoutMargins {
    package static let threshold: CGFloat = 400

    /// The margins for a root view `width` points wide on iOS `systemVersion`.
    package static func margins(forWidth width: CGFloat, systemVersion: Double = 17) -> NSDirectionalEdgeInsets {
        let side: CGFloat = width < threshold || systemVersion < 9 ? 16 : 20
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
