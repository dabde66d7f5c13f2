import Foundation
import OpenUIKit

/// A spinner as iOS 13–17 draw it: eight rounded spokes around the centre, the top one darkest
/// and the others fading counter-clockwise behind it, in `color` (a grey by default); nothing
/// while stopped when it hides when stopped. The spokes scale with the style (20 or 37 points).
struct ActivityIndicatorPainter: ViewPainting {
    /// The spokes' opacities, from the leading one backwards.
    static let opacities: [CGFloat] = [1, 0.85, 0.7, 0.58, 0.48, 0.4, 0.34, 0.3]

    func paint(_ view: UIActivityIndicatorView, in context: PaintContext, _ svg: inout SVGWriter) {
        guard view.isAnimating || !view.hidesWhenStopped else { return }
        let rect = context.rect
        let side = view.style == .large ? 37 : 20 as CGFloat
        let scale = side / 20
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let color = context.resolve(view.color ?? .secondaryLabel)
        for (index, opacity) in Self.opacities.enumerated() {
            let angle = -CGFloat.pi / 2 - CGFloat(index) * .pi / 4
            let inner = 4.6 * scale
            let outer = 8.8 * scale
            svg.line(
                from: CGPoint(x: center.x + inner * cos(angle), y: center.y + inner * sin(angle)),
                to: CGPoint(x: center.x + outer * cos(angle), y: center.y + outer * sin(angle)),
                stroke: SVGPaint(color.withAlphaComponent(color.alpha * opacity)), width: 2.2 * scale,
                roundCaps: true)
        }
    }
}
