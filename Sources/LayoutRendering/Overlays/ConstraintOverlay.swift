import Foundation
import OpenUIKit

/// Draws constraints as dimension lines: a position constraint as a line between the two
/// attributes it relates (at the middle of where the items overlap across the axis), a size
/// constraint as a line across its item; each labelled with its constant. Broken constraints
/// are grey and dashed.
@MainActor
struct ConstraintOverlay {
    let window: UIWindow
    let naming: ViewNaming

    private static let activePaint = SVGPaint(hex: "#ff2d55")
    private static let brokenPaint = SVGPaint(hex: "#8e8e93")

    func draw(_ constraints: [NSLayoutConstraint], _ svg: inout SVGWriter) {
        let geometry = AttributeGeometry(window: window)
        let text = ConstraintText(naming: naming)
        for constraint in constraints {
            guard let firstItem = constraint.firstItem,
                let first = geometry.rect(of: firstItem, for: constraint.firstAttribute)
            else { continue }
            let attribute = constraint.firstAttribute
            let horizontal = AttributeGeometry.isHorizontal(attribute)
            let start: CGFloat, end: CGFloat, across: CGFloat
            if AttributeGeometry.isDimension(attribute) {
                // Across the item, near its leading (top) edge.
                if horizontal {
                    (start, end, across) = (first.minX, first.maxX, first.minY + min(8, first.height / 2))
                } else {
                    (start, end, across) = (first.minY, first.maxY, first.minX + min(8, first.width / 2))
                }
            } else {
                guard let secondItem = constraint.secondItem,
                    let second = geometry.rect(of: secondItem, for: constraint.secondAttribute)
                else { continue }
                start = geometry.position(of: constraint.secondAttribute, in: second, item: secondItem)
                end = geometry.position(of: attribute, in: first, item: firstItem)
                across =
                    horizontal
                    ? Self.middleOfOverlap(first.minY, first.maxY, second.minY, second.maxY)
                    : Self.middleOfOverlap(first.minX, first.maxX, second.minX, second.maxX)
            }
            let broken = constraint.isBrokenByEngine
            let paint = broken ? Self.brokenPaint : Self.activePaint
            let label = text.label(constraint) + (broken ? " (broken)" : "")
            svg.open("g", [("aria-label", text.equation(constraint))])
            line(from: start, to: end, across: across, horizontal: horizontal, paint: paint, dashed: broken, &svg)
            // A flush "0" says nothing the ticks do not; every other constant is labelled.
            if label != "0" {
                labelText(label, at: (start + end) / 2, across: across, horizontal: horizontal, paint: paint, &svg)
            }
            svg.close("g")
        }
    }

    /// The middle of the overlap of two ranges, or of the first range when they do not overlap.
    private static func middleOfOverlap(_ a0: CGFloat, _ a1: CGFloat, _ b0: CGFloat, _ b1: CGFloat) -> CGFloat {
        let low = max(a0, b0), high = min(a1, b1)
        return low <= high ? (low + high) / 2 : (a0 + a1) / 2
    }

    private func line(
        from start: CGFloat, to end: CGFloat, across: CGFloat, horizontal: Bool, paint: SVGPaint, dashed: Bool,
        _ svg: inout SVGWriter
    ) {
        func point(_ along: CGFloat, _ offset: CGFloat) -> (String, String) {
            horizontal ? (n(along), n(across + offset)) : (n(across + offset), n(along))
        }
        var style: [(String, String)] = [("stroke-width", "1")] + paint.strokeAttributes
        if dashed { style.append(("stroke-dasharray", "3 2")) }
        let (x1, y1) = point(start, 0), (x2, y2) = point(end, 0)
        svg.element("line", [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] + style)
        for tip in start == end ? [start] : [start, end] {
            let (tx1, ty1) = point(tip, -3), (tx2, ty2) = point(tip, 3)
            svg.element("line", [("x1", tx1), ("y1", ty1), ("x2", tx2), ("y2", ty2)] + style)
        }
    }

    private func labelText(
        _ label: String, at along: CGFloat, across: CGFloat, horizontal: Bool, paint: SVGPaint, _ svg: inout SVGWriter
    ) {
        let position: [(String, String)] =
            horizontal
            ? [("x", n(along)), ("y", n(across - 3)), ("text-anchor", "middle")]
            : [("x", n(across + 4)), ("y", n(along + 3)), ("text-anchor", "start")]
        svg.element(
            "text",
            position + [
                ("font-family", Typography.fontFamily), ("font-size", "9"), ("stroke", "#ffffff"),
                ("stroke-width", "2.5"), ("paint-order", "stroke"),
            ] + paint.fillAttributes, text: label)
    }

    private func n(_ value: CGFloat) -> String { NumberText.svg(value) }
}
