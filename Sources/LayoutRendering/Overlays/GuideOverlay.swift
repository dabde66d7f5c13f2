import Foundation
import OpenUIKit

/// Draws layout guides as dashed purple rectangles labelled with their names.
@MainActor
struct GuideOverlay {
    private static let paint = SVGPaint(hex: "#af52de")

    func draw(_ guides: [(name: String, guide: UILayoutGuide)], in window: UIWindow, _ svg: inout SVGWriter) {
        for (name, guide) in guides {
            guard let rect = ViewTree.rectInWindow(guide, window) else { continue }
            svg.element(
                "rect",
                [
                    ("x", n(rect.minX)), ("y", n(rect.minY)), ("width", n(rect.width)), ("height", n(rect.height)),
                    ("fill", "#af52de"), ("fill-opacity", "0.08"), ("stroke-width", "1"), ("stroke-dasharray", "5 3"),
                ] + Self.paint.strokeAttributes,
                title: "\(name) (UILayoutGuide) layoutFrame \(GeometryText.rect(guide.layoutFrame))")
            svg.element(
                "text",
                [
                    ("x", n(rect.minX + 3)), ("y", n(rect.minY + 11)), ("font-family", Typography.fontFamily),
                    ("font-size", "9"), ("fill", "#8e3bb3"),
                ], text: name)
        }
    }

    private func n(_ value: CGFloat) -> String { NumberText.svg(value) }
}
