import Foundation
import OpenUIKit

/// A navigation bar as iOS 13–17 draw it, from its items (the stack's navigation items).
///
/// The background: `barTintColor` or the bar material (94 % while translucent), reaching up
/// behind the status bar when the bar sits right below it, with a hairline at the bottom. In the
/// top row (44 points on a phone, 32 on its side, 50 on an iPad): the back button (a chevron
/// and the title of the item below, or its `backButtonTitle` / back item's title; "Back" when
/// that does not fit; none when the top item hides it), the leading items after it, the trailing
/// items from the trailing margin inwards, and the title, 17-point semibold, centred on the bar
/// unless the items leave it less room. A prompt sits in a 30-point row above, in 13-point text;
/// a large title, 34-point bold, at the leading margin of the 52-point row below. Items and
/// titles stay inside the bar's safe area and the system's side margins (16 points, 20 from 400
/// points wide).
struct NavigationBarPainter: ViewPainting {
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let largeTitleFont = UIFont.boldSystemFont(ofSize: 34)
    static let promptFont = UIFont.systemFont(ofSize: 13)
    static let backFont = UIFont.systemFont(ofSize: 17)
    /// The large title's row.
    static let largeTitleRowHeight: CGFloat = 52
    /// Space between items, and between the items and the title.
    static let gap: CGFloat = 16

    var drawsBackground: Bool { true }

    func paint(_ bar: UINavigationBar, in context: PaintContext, _ svg: inout SVGWriter) {
        let rect = context.rect
        var background = rect
        // A bar right below the status bar paints behind it too, as on iOS.
        if context.statusBarHeight > 0, abs(rect.minY - context.statusBarHeight) < 0.01 {
            background = CGRect(x: rect.minX, y: 0, width: rect.width, height: rect.maxY)
        }
        BarBackground.draw(
            bar, barTintColor: bar.barTintColor, isTranslucent: bar.isEffectivelyTranslucent, in: background,
            hairlineAt: .bottom, hairlineRect: rect, context, &svg)
        guard let top = bar.topItem else { return }
        let span = BarBackground.contentSpan(of: bar, in: rect)
        let promptHeight = bar.showsPrompt ? BarHeights.promptExtension : 0
        let isLarge = bar.showsLargeTitle && rect.height - promptHeight > 60
        let rowHeight = rect.height - promptHeight - (isLarge ? Self.largeTitleRowHeight : 0)
        let row = CGRect(x: rect.minX, y: rect.minY + promptHeight, width: rect.width, height: rowHeight)
        let tint = context.resolve(bar.tintColor)
        if let prompt = top.prompt {
            TextBox.draw(
                prompt, font: Self.promptFont, color: context.resolve(.label),
                in: CGRect(x: span.minX, y: rect.minY, width: span.maxX - span.minX, height: promptHeight),
                alignment: .center, &svg)
        }
        var leading = span.minX
        if let back = bar.backItem, !top.hidesBackButton {
            leading = drawBackButton(
                back, row: row, safeMinX: rect.minX + bar.safeAreaInsets.left, tint: tint, context, &svg)
        }
        for (item, x, width) in BarItemDrawing.positions(
            of: top.leftBarButtonItems ?? [], from: leading, to: span.maxX, gap: Self.gap)
        {
            BarItemDrawing.draw(item, minX: x, width: width, row: row, tint: tint, context, &svg)
            leading = x + width + Self.gap
        }
        var trailing = span.maxX
        for item in top.rightBarButtonItems ?? [] {
            let width = BarItemDrawing.width(of: item)
            BarItemDrawing.draw(item, minX: trailing - width, width: width, row: row, tint: tint, context, &svg)
            trailing -= width + Self.gap
        }
        guard let title = top.title, !title.isEmpty else { return }
        let titleColor = context.resolve(.label)
        if isLarge {
            TextBox.draw(
                title, font: Self.largeTitleFont, color: titleColor,
                in: CGRect(x: span.minX, y: row.maxY, width: span.maxX - span.minX, height: Self.largeTitleRowHeight),
                &svg)
            return
        }
        drawCentredTitle(title, row: row, between: leading, and: trailing, color: titleColor, &svg)
    }

    /// The back button: a chevron 8 points inside the safe area and the title of the item below
    /// 6 points after it; returns where the next item may start.
    private func drawBackButton(
        _ back: UINavigationItem, row: CGRect, safeMinX: CGFloat, tint: UIColor, _ context: PaintContext,
        _ svg: inout SVGWriter
    ) -> CGFloat {
        let chevronHeight = min(21, row.height - 12)
        let tip = CGPoint(x: safeMinX + 9, y: row.midY)
        Glyphs.chevron(tip: tip, height: chevronHeight, forward: false, color: SVGPaint(tint), width: 3, &svg)
        let textX = tip.x + chevronHeight / 2 + 6
        let wanted = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
        // The back title may take up to a third of the bar; else it says "Back", else nothing.
        let room = row.width / 3
        let text = [wanted, "Back"].first { TextBox.width(of: $0, font: Self.backFont) <= room }
        guard let text, !text.isEmpty else { return textX + Self.gap }
        let width = TextBox.width(of: text, font: Self.backFont)
        TextBox.draw(
            text, font: Self.backFont, color: tint,
            in: CGRect(x: textX, y: row.minY, width: width + 1, height: row.height), &svg)
        return textX + width + Self.gap
    }

    /// The title centred on the bar, moved (then truncated) to stay between `minX` and `maxX`.
    private func drawCentredTitle(
        _ title: String, row: CGRect, between minX: CGFloat, and maxX: CGFloat, color: UIColor, _ svg: inout SVGWriter
    ) {
        guard maxX > minX else { return }
        let width = min(TextBox.width(of: title, font: Self.titleFont) + 1, maxX - minX)
        var x = row.midX - width / 2
        x = min(max(x, minX), maxX - width)
        TextBox.draw(
            title, font: Self.titleFont, color: color, in: CGRect(x: x, y: row.minY, width: width, height: row.height),
            alignment: .center, &svg)
    }
}
