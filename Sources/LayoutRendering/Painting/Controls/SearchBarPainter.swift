import Foundation
import OpenUIKit

/// A search bar as iOS 13–17 draw it (its field draws itself, ``SearchTextFieldPainter``): the
/// bar material behind it in the default and prominent styles, nothing in the minimal style.
struct SearchBarPainter: ViewPainting {
    func paint(_ bar: UISearchBar, in context: PaintContext, _ svg: inout SVGWriter) {
        guard bar.searchBarStyle != .minimal, bar.backgroundColor == nil else { return }
        svg.rect(context.rect, fill: context.paint(BarBackground.chrome))
    }
}

/// A search field as iOS 13–17 draw it: a grey rounded field (`tertiarySystemFill`, 10-point
/// corners) with a magnifying glass in `secondaryLabel` before its text or placeholder.
struct SearchTextFieldPainter: ViewPainting {
    func paint(_ field: UISearchTextField, in context: PaintContext, _ svg: inout SVGWriter) {
        let rect = context.rect
        if field.backgroundColor == nil { svg.rect(rect, radius: 10, fill: context.paint(.tertiarySystemFill)) }
        let side: CGFloat = 16
        let x = field.effectiveUserInterfaceLayoutDirection == .rightToLeft ? rect.maxX - 8 - side : rect.minX + 8
        Glyphs.symbol(
            named: "magnifyingglass", in: CGRect(x: x, y: rect.midY - side / 2, width: side, height: side),
            color: context.paint(.secondaryLabel), filled: false, &svg)
    }
}
