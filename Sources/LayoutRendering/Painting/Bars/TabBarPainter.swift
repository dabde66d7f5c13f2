import Foundation
import OpenUIKit

/// A tab bar as iOS 13–17 draw it: the bar background (`barTintColor`, or the bar material at
/// 94 % while translucent) with a hairline at the top, and its tabs in the row above the home
/// indicator's inset, the selected one in the tint colour and the others in
/// `unselectedItemTintColor` (system grey).
///
/// On an iPhone upright each tab takes an equal share of the width: its image (a symbol's glyph
/// 25 points square, filled while selected; a picture's stand-in at its size up to 30 points;
/// nothing without an image) above its title in 10-point text. Where the bar is short (an iPhone on
/// its side) or wide (an iPad), image and 13-point title sit side by side, tabs at most 110
/// points wide, centred. A badge is a red capsule at the image's top trailing corner.
struct TabBarPainter: ViewPainting {
    static let stackedTitleFont = UIFont.systemFont(ofSize: 10)
    static let inlineTitleFont = UIFont.systemFont(ofSize: 13)
    static let iconSide: CGFloat = 25
    static let badgeFont = UIFont.systemFont(ofSize: 13)

    var drawsBackground: Bool { true }

    func paint(_ bar: UITabBar, in context: PaintContext, _ svg: inout SVGWriter) {
        let rect = context.rect
        BarBackground.draw(
            bar, barTintColor: bar.barTintColor, isTranslucent: bar.isTranslucent, in: rect, hairlineAt: .top,
            hairlineRect: rect, context, &svg)
        guard let items = bar.items, !items.isEmpty else { return }
        let safe = bar.safeAreaInsets
        let row = CGRect(
            x: rect.minX + safe.left, y: rect.minY, width: rect.width - safe.left - safe.right,
            height: max(0, rect.height - safe.bottom))
        let stacked = row.height >= 44 && row.width < 500
        let slot = stacked ? row.width / CGFloat(items.count) : min(row.width / CGFloat(items.count), 110)
        let start = row.midX - slot * CGFloat(items.count) / 2
        for (index, item) in items.enumerated() {
            let isSelected = item === bar.selectedItem
            let color = context.resolve(
                isSelected ? bar.tintColor : (bar.unselectedItemTintColor ?? .systemGray))
            let frame = CGRect(x: start + CGFloat(index) * slot, y: row.minY, width: slot, height: row.height)
            draw(item, in: frame, stacked: stacked, selected: isSelected, color: color, context, &svg)
        }
    }

    private func draw(
        _ item: UITabBarItem, in frame: CGRect, stacked: Bool, selected: Bool, color: UIColor,
        _ context: PaintContext, _ svg: inout SVGWriter
    ) {
        let image = (selected ? item.selectedImage : nil) ?? item.image
        // Symbols are drawn at the bar's own size; pictures at theirs, up to 30 points.
        let side = stacked ? Self.iconSide : Self.iconSide - 2
        let iconSize =
            image.flatMap {
                $0.isSymbolImage ? nil : CGSize(width: min($0.size.width, 30), height: min($0.size.height, 30))
            }
            ?? CGSize(width: side, height: side)
        let font = stacked ? Self.stackedTitleFont : Self.inlineTitleFont
        let title = item.title ?? ""
        let icon: CGRect
        if stacked {
            icon = CGRect(
                x: frame.midX - iconSize.width / 2, y: frame.minY + 19 - iconSize.height / 2, width: iconSize.width,
                height: iconSize.height)
            TextBox.draw(
                title, font: font, color: color,
                in: CGRect(x: frame.minX + 2, y: frame.minY + 33, width: frame.width - 4, height: 13),
                alignment: .center,
                &svg)
        } else {
            let titleWidth = min(TextBox.width(of: title, font: font) + 1, frame.width - iconSize.width - 14)
            let total = iconSize.width + (title.isEmpty ? 0 : 6 + titleWidth)
            let x = frame.midX - total / 2
            icon = CGRect(
                x: x, y: frame.midY - iconSize.height / 2, width: iconSize.width, height: iconSize.height)
            TextBox.draw(
                title, font: font, color: color,
                in: CGRect(x: icon.maxX + 6, y: frame.minY, width: titleWidth, height: frame.height), &svg)
        }
        if let image, !image.isSymbolImage {
            svg.rect(icon, radius: 4, fill: selected ? SVGPaint(color) : nil, stroke: SVGPaint(color), strokeWidth: 1.5)
        } else if let image {
            Glyphs.symbol(named: image.name, in: icon, color: SVGPaint(color), filled: selected, &svg)
        }
        if let badge = item.badgeValue {
            let width = max(18, TextBox.width(of: badge, font: Self.badgeFont) + 10)
            let badgeRect = CGRect(x: icon.maxX - 7, y: icon.minY - (stacked ? 4 : 9), width: width, height: 18)
            svg.rect(badgeRect, radius: 9, fill: context.paint(.systemRed))
            TextBox.draw(badge, font: Self.badgeFont, color: .white, in: badgeRect, alignment: .center, &svg)
        }
    }
}
