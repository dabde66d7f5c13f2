import Foundation
import OpenUIKit

/// What the three bars share: their background and hairline, the side margins of their content,
/// and how a bar button item is measured and drawn.
@MainActor
enum BarBackground {
    /// The system bar material, flattened: a light grey (dark: near-black) that translucent bars
    /// show at 94 % (UIKit blurs what is under it instead).
    static let chrome = UIColor.dynamic(light: .rgb255(249, 249, 249), dark: .rgb255(29, 29, 31))
    /// The hairline between a bar and the content: black at 30 % (dark: white at 15 %).
    static let hairline = UIColor.dynamic(light: UIColor(white: 0, alpha: 0.3), dark: UIColor(white: 1, alpha: 0.15))

    /// Which edge of the bar faces the content.
    enum ContentEdge { case top, bottom }

    /// The background over `rect` (in `barTintColor`, else the chrome, at 94 % when
    /// translucent) with the view's hover title, and the hairline on `edge`.
    static func draw(
        _ view: UIView, barTintColor: UIColor?, isTranslucent: Bool, in rect: CGRect, hairlineAt edge: ContentEdge,
        hairlineRect: CGRect, _ context: PaintContext, _ svg: inout SVGWriter
    ) {
        var paint = context.paint(view.backgroundColor ?? barTintColor ?? chrome)
        if view.backgroundColor == nil && barTintColor == nil && isTranslucent { paint.opacity = 0.94 }
        svg.rect(rect, fill: paint, title: context.title)
        let y = edge == .bottom ? hairlineRect.maxY - 0.25 : hairlineRect.minY + 0.25
        svg.line(
            from: CGPoint(x: hairlineRect.minX, y: y), to: CGPoint(x: hairlineRect.maxX, y: y),
            stroke: context.paint(hairline), width: 0.5)
    }

    /// The bar's content area across: its bounds less its safe area's sides and the system's
    /// side margin (16 points, 20 from 400 points wide, as view controllers' root views get).
    static func contentSpan(of view: UIView, in rect: CGRect) -> (minX: CGFloat, maxX: CGFloat) {
        let margin = SystemMinimumLayoutMargins.margins(forWidth: rect.width).leading
        return (rect.minX + view.safeAreaInsets.left + margin, rect.maxX - view.safeAreaInsets.right - margin)
    }
}
