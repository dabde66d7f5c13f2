import Foundation
import OpenUIKit

/// A toolbar as iOS draws it: the bar background (`barTintColor`, or the bar material at 94 %
/// while translucent) with a hairline at the top, and its items leading first from the side
/// margin, 8 points apart, flexible spaces sharing what is left so that the last item can reach
/// the trailing margin.
struct ToolbarPainter: ViewPainting {
    static let gap: CGFloat = 8

    var drawsBackground: Bool { true }

    func paint(_ bar: UIToolbar, in context: PaintContext, _ svg: inout SVGWriter) {
        let rect = context.rect
        BarBackground.draw(
            bar, barTintColor: bar.barTintColor, isTranslucent: bar.isTranslucent, in: rect, hairlineAt: .top,
            hairlineRect: rect, context, &svg)
        let span = BarBackground.contentSpan(of: bar, in: rect)
        let tint = context.resolve(bar.tintColor)
        for (item, x, width) in BarItemDrawing.positions(
            of: bar.items ?? [], from: span.minX, to: span.maxX, gap: Self.gap)
        {
            BarItemDrawing.draw(item, minX: x, width: width, row: rect, tint: tint, context, &svg)
        }
    }
}
