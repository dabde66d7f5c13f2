import Foundation
import OpenUIKit

/// A table view's own drawing, as iOS 13–17 draw it (its cells draw themselves,
/// ``TableViewCellPainter``): the background, `systemBackground` in the plain style and
/// `systemGroupedBackground` in the grouped ones (unless it has a background colour); section
/// titles (plain: headers in 17-point semibold on a grey band; grouped: headers in 13-point
/// capitals in `secondaryLabel` just above the rows; footers in 13-point `secondaryLabel` text,
/// wrapped, below the rows, on a grey band in a plain table) aligned with the cells' text; and, in a plain table without a footer view, the separators of the empty rows
/// that fill the rest of the table, `rowHeight` apart.
struct TableViewPainter: ViewPainting {
    func paint(_ table: UITableView, in context: PaintContext, _ svg: inout SVGWriter) {
        let rect = context.rect
        if table.backgroundColor == nil {
            svg.rect(rect, fill: context.paint(table.style == .plain ? .systemBackground : .systemGroupedBackground))
        }
        let offset = CGPoint(x: rect.minX - table.bounds.minX, y: rect.minY - table.bounds.minY)
        for section in 0..<table.numberOfSections {
            drawTitles(of: section, table, offset: offset, context, &svg)
        }
        drawFillerSeparators(table, offset: offset, context, &svg)
    }

    private func drawTitles(
        of section: Int, _ table: UITableView, offset: CGPoint, _ context: PaintContext, _ svg: inout SVGWriter
    ) {
        let inset = table.style == .insetGrouped ? table.layoutMargins : .zero
        let header = table.rectForHeader(inSection: section).offsetBy(dx: offset.x, dy: offset.y)
        let footer = table.rectForFooter(inSection: section).offsetBy(dx: offset.x, dy: offset.y)
        let rowWidth = header.width - inset.left - inset.right
        let margin = TableContentMargin.side(forTableWidth: rowWidth, systemVersion: table.controlSystemVersion)
        let textX = header.minX + inset.left + margin
        let textWidth = rowWidth - 2 * margin
        let color = context.resolve(.secondaryLabel)
        if table.style == .plain {
            if let title = table.headerTitle(inSection: section), header.height > 0 {
                svg.rect(header, fill: context.paint(.secondarySystemBackground))
                TextBox.draw(
                    title, font: UITableView.plainTitleFont, color: context.resolve(.label),
                    in: CGRect(x: textX, y: header.minY, width: textWidth, height: header.height), &svg)
            }
            if table.footerTitle(inSection: section) != nil, footer.height > 0 {
                svg.rect(footer, fill: context.paint(.secondarySystemBackground))
            }
        } else if let title = table.headerTitle(inSection: section), header.height > 0 {
            TextBox.draw(
                title.uppercased(), font: UITableView.groupedTitleFont, color: color,
                in: CGRect(x: textX, y: header.maxY - 7 - 16, width: textWidth, height: 16), &svg)
        }
        if let title = table.footerTitle(inSection: section), footer.height > 0 {
            TextBox.draw(
                title, font: UITableView.groupedTitleFont, color: color,
                in: CGRect(x: textX, y: footer.minY + 8, width: textWidth, height: footer.height - 16),
                numberOfLines: 0,
                &svg)
        }
    }

    private func drawFillerSeparators(
        _ table: UITableView, offset: CGPoint, _ context: PaintContext, _ svg: inout SVGWriter
    ) {
        guard table.style == .plain, table.tableFooterView == nil, table.separatorStyle != .none,
            table.rowHeight > 0
        else { return }
        let lastSection = table.numberOfSections - 1
        var bottom: CGFloat = 0
        if lastSection >= 0 {
            bottom = max(
                table.rectForFooter(inSection: lastSection).maxY,
                table.rectForRow(
                    at: IndexPath(row: max(0, table.numberOfRows(inSection: lastSection) - 1), section: lastSection)
                ).maxY)
        }
        let paint = context.paint(table.separatorColor ?? .separator)
        let thickness = TableViewCellPainter.separatorThickness(context)
        let margin = TableContentMargin.side(
            forTableWidth: table.bounds.width, systemVersion: table.controlSystemVersion)
        var y = bottom + table.rowHeight
        while y <= table.bounds.maxY {
            let lineY = y + offset.y - thickness / 2
            svg.line(
                from: CGPoint(x: context.rect.minX + margin, y: lineY), to: CGPoint(x: context.rect.maxX, y: lineY),
                stroke: paint, width: thickness)
            y += table.rowHeight
        }
    }
}
