import Foundation
import OpenUIKit

/// Draws the band between a rectangle and the same rectangle inset (layout margins, the safe
/// area) as a translucent fill with a dashed inner edge, so both the outer frame and the inset
/// rectangle read at a glance.
struct InsetBandOverlay {
    let paint: SVGPaint
    let edgePaint: SVGPaint

    /// Layout margins: yellow-orange.
    static let margins = InsetBandOverlay(
        paint: SVGPaint(hex: "#ff9500", opacity: 0.22), edgePaint: SVGPaint(hex: "#c76a00"))
    /// The safe area: green.
    static let safeArea = InsetBandOverlay(
        paint: SVGPaint(hex: "#34c759", opacity: 0.2), edgePaint: SVGPaint(hex: "#1f8a3a"))

    func draw(outer: CGRect, insets: UIEdgeInsets, title: String, _ svg: inout SVGWriter) {
        let inner = outer.inset(by: insets)
        guard inner != outer else { return }
        let innerRect =
            inner.width >= 0 && inner.height >= 0 ? inner : CGRect(x: inner.minX, y: inner.minY, width: 0, height: 0)
        let path = "\(rectPath(outer)) \(rectPath(innerRect))"
        svg.element("path", [("d", path), ("fill-rule", "evenodd")] + paint.fillAttributes, title: title)
        svg.element(
            "rect",
            [
                ("x", n(innerRect.minX)), ("y", n(innerRect.minY)), ("width", n(innerRect.width)),
                ("height", n(innerRect.height)),
                ("fill", "none"), ("stroke-width", "0.75"), ("stroke-dasharray", "3 2"),
            ] + edgePaint.strokeAttributes)
    }

    private func rectPath(_ rect: CGRect) -> String {
        "M \(n(rect.minX)) \(n(rect.minY)) H \(n(rect.maxX)) V \(n(rect.maxY)) H \(n(rect.minX)) Z"
    }

    private func n(_ value: CGFloat) -> String { NumberText.svg(value) }
}
