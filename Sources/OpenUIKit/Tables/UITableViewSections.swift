import Foundation

/// Section headers and footers: a title from the data source, or a height from the delegate.
///
/// A titled header is 28 points tall in a plain table (the title in 17-point semibold text on a
/// grey band) and 38 in grouped styles (the title in 13-point capitals, `secondaryLabel`, 7
/// points above the rows); a titled footer is its 13-point text wrapped at the rows' width less
/// the content margins, plus 8 points above and below (on a grey band in a plain table). A delegate's height (other than ``UITableView/automaticDimension``) replaces
/// these. A section with neither gets no header or footer: UIKit also spaces grouped sections
/// without titles, which is not modelled. These heights are our reading of iOS 13–17's tables.
extension UITableView {
    /// A titled header's height in the plain style and in the grouped styles.
    static let plainHeaderHeight: CGFloat = 28
    static let groupedHeaderHeight: CGFloat = 38
    /// A grouped footer's space above and below its text.
    static let footerPadding: CGFloat = 8
    /// The font of grouped headers' and footers' titles.
    package static let groupedTitleFont = UIFont.systemFont(ofSize: 13)
    /// The font of plain headers' and footers' titles.
    package static let plainTitleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)

    /// The header's rectangle in content coordinates, as of the last layout (zero height
    /// without a header).
    public func rectForHeader(inSection section: Int) -> CGRect {
        section < sectionFrames.count ? sectionFrames[section].header : .zero
    }

    /// The footer's rectangle in content coordinates, as of the last layout (zero height
    /// without a footer).
    public func rectForFooter(inSection section: Int) -> CGRect {
        section < sectionFrames.count ? sectionFrames[section].footer : .zero
    }

    /// The header title the data source gives `section`.
    package func headerTitle(inSection section: Int) -> String? {
        dataSource?.tableView(self, titleForHeaderInSection: section)
    }

    /// The footer title the data source gives `section`.
    package func footerTitle(inSection section: Int) -> String? {
        dataSource?.tableView(self, titleForFooterInSection: section)
    }

    func headerHeight(inSection section: Int, width: CGFloat) -> CGFloat {
        if let height = delegate?.tableView(self, heightForHeaderInSection: section),
            height != UITableView.automaticDimension
        {
            return max(0, height)
        }
        guard headerTitle(inSection: section) != nil else { return 0 }
        return style == .plain ? UITableView.plainHeaderHeight : UITableView.groupedHeaderHeight
    }

    func footerHeight(inSection section: Int, width: CGFloat) -> CGFloat {
        if let height = delegate?.tableView(self, heightForFooterInSection: section),
            height != UITableView.automaticDimension
        {
            return max(0, height)
        }
        guard let title = footerTitle(inSection: section) else { return 0 }
        let inset = rowInsets
        let rowWidth = width - inset.left - inset.right
        let textWidth = max(
            0, rowWidth - 2 * TableContentMargin.side(forTableWidth: rowWidth, systemVersion: controlSystemVersion))
        let size = title.boundingRect(
            with: CGSize(width: textWidth, height: .greatestFiniteMagnitude), options: [.usesLineFragmentOrigin],
            attributes: [.font: UITableView.groupedTitleFont], context: nil
        ).size
        return ceilToPixels(size.height, scale: contentScaleFactor) + 2 * UITableView.footerPadding
    }
}

extension UITableViewCell {
    /// Whether a table draws lines between its rows, with UIKit's raw values.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A hairline between rows (the default).
        case singleLine = 1
        /// Drawn as `singleLine`, as iOS 7 and later do.
        case singleLineEtched = 2
    }
}
