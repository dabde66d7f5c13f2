import Foundation
import OpenUIKit

/// A cell as iOS 13–17 draw it (its labels, image and content view draw themselves): its
/// background (`systemBackground` in a plain table, `secondarySystemGroupedBackground` in the
/// grouped ones, with 10-point rounded corners at the ends of an inset grouped section) unless it
/// has a background colour; its accessory (a grey chevron, a checkmark in the tint colour, an
/// info button in the tint colour, or the info button and chevron); and above its content the
/// separator along its bottom edge, one pixel thick, from `separatorInset.left` to the trailing
/// inset, in the table's `separatorColor` (`UIColor.separator`), except below the last row of a
/// grouped section.
struct TableViewCellPainter: ViewPainting {
    /// The corner radius of an inset grouped section.
    static let sectionCornerRadius: CGFloat = 10

    func paint(_ cell: UITableViewCell, in context: PaintContext, _ svg: inout SVGWriter) {
        let rect = context.rect
        let table = cell.superview as? UITableView
        if cell.backgroundColor == nil {
            let grouped = table.map { $0.style != .plain } ?? false
            let fill = context.paint(grouped ? .secondarySystemGroupedBackground : .systemBackground)
            if table?.style == .insetGrouped, let table, let indexPath = table.indexPath(for: cell) {
                let isFirst = indexPath.row == 0
                let isLast = indexPath.row == table.numberOfRows(inSection: indexPath.section) - 1
                svg.path(
                    Self.roundedPath(rect, top: isFirst, bottom: isLast, radius: Self.sectionCornerRadius), fill: fill)
            } else {
                svg.rect(rect, fill: fill)
            }
        }
        guard cell.accessoryView == nil, let frame = cell.accessoryFrame else { return }
        let accessory = frame.offsetBy(dx: rect.minX, dy: rect.minY)
        let tint = context.paint(cell.tintColor)
        switch cell.accessoryType {
        case .none:
            break
        case .disclosureIndicator:
            drawChevron(in: accessory, context, &svg)
        case .checkmark:
            Glyphs.checkmark(in: accessory.insetBy(dx: 1, dy: 1), color: tint, width: 2, &svg)
        case .detailButton:
            Glyphs.info(center: CGPoint(x: accessory.midX, y: accessory.midY), radius: 11, color: tint, &svg)
        case .detailDisclosureButton:
            let rightToLeft = cell.effectiveUserInterfaceLayoutDirection == .rightToLeft
            let infoX = rightToLeft ? accessory.maxX - 11 : accessory.minX + 11
            Glyphs.info(center: CGPoint(x: infoX, y: accessory.midY), radius: 11, color: tint, &svg)
            let chevronX = rightToLeft ? accessory.minX : accessory.maxX - 8
            drawChevron(in: CGRect(x: chevronX, y: accessory.midY - 6.5, width: 8, height: 13), context, &svg)
        }
    }

    func paintOver(_ cell: UITableViewCell, in context: PaintContext, _ svg: inout SVGWriter) {
        guard let table = cell.superview as? UITableView, table.separatorStyle != .none,
            let indexPath = table.indexPath(for: cell)
        else { return }
        let isLast = indexPath.row == table.numberOfRows(inSection: indexPath.section) - 1
        if isLast && table.style != .plain { return }
        let rect = context.rect
        let inset = cell.separatorInset
        let rightToLeft = cell.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let thickness = Self.separatorThickness(context)
        let y = rect.maxY - thickness / 2
        let minX = rect.minX + (rightToLeft ? inset.right : inset.left)
        let maxX = rect.maxX - (rightToLeft ? inset.left : inset.right)
        svg.line(
            from: CGPoint(x: minX, y: y), to: CGPoint(x: maxX, y: y),
            stroke: context.paint(table.separatorColor ?? .separator), width: thickness)
    }

    /// One pixel of the screen: 1 / scale points.
    static func separatorThickness(_ context: PaintContext) -> CGFloat {
        1 / max(1, context.traits.displayScale)
    }

    private func drawChevron(in rect: CGRect, _ context: PaintContext, _ svg: inout SVGWriter) {
        Glyphs.chevron(
            tip: CGPoint(x: rect.maxX - 1, y: rect.midY), height: rect.height - 1, forward: true,
            color: context.paint(.tertiaryLabel), width: 2, &svg)
    }

    /// `rect` with its top and/or bottom corners rounded.
    static func roundedPath(_ rect: CGRect, top: Bool, bottom: Bool, radius: CGFloat) -> SVGPath {
        let topRadius = top ? radius : 0
        let bottomRadius = bottom ? radius : 0
        var path = SVGPath()
        path.move(to: CGPoint(x: rect.minX + topRadius, y: rect.minY))
        path.line(to: CGPoint(x: rect.maxX - topRadius, y: rect.minY))
        if top {
            path.quad(to: CGPoint(x: rect.maxX, y: rect.minY + radius), control: CGPoint(x: rect.maxX, y: rect.minY))
        }
        path.line(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRadius))
        if bottom {
            path.quad(to: CGPoint(x: rect.maxX - radius, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
        }
        path.line(to: CGPoint(x: rect.minX + bottomRadius, y: rect.maxY))
        if bottom {
            path.quad(to: CGPoint(x: rect.minX, y: rect.maxY - radius), control: CGPoint(x: rect.minX, y: rect.maxY))
        }
        path.line(to: CGPoint(x: rect.minX, y: rect.minY + topRadius))
        if top {
            path.quad(to: CGPoint(x: rect.minX + radius, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        }
        path.close()
        return path
    }
}
