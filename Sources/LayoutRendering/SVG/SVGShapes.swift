import Foundation
import OpenUIKit

/// Shapes in one call each, numbers written as ``NumberText/svg(_:)`` writes them: what painters
/// draw controls with.
extension SVGWriter {
    /// A rectangle with corners of `radius`, filled and/or stroked (a stroke is centred on the
    /// edge, as in SVG).
    mutating func rect(
        _ rect: CGRect, radius: CGFloat = 0, fill: SVGPaint?, stroke: SVGPaint? = nil, strokeWidth: CGFloat = 1,
        title: String? = nil
    ) {
        var attributes = Self.frame(rect)
        if radius > 0 { attributes.append(("rx", NumberText.svg(min(radius, rect.width / 2, rect.height / 2)))) }
        attributes += Self.paint(fill: fill, stroke: stroke, strokeWidth: strokeWidth)
        element("rect", attributes, title: title)
    }

    /// A circle.
    mutating func circle(
        center: CGPoint, radius: CGFloat, fill: SVGPaint?, stroke: SVGPaint? = nil, strokeWidth: CGFloat = 1
    ) {
        element(
            "circle",
            [("cx", NumberText.svg(center.x)), ("cy", NumberText.svg(center.y)), ("r", NumberText.svg(radius))]
                + Self.paint(fill: fill, stroke: stroke, strokeWidth: strokeWidth))
    }

    /// A straight line with round or butt caps.
    mutating func line(from start: CGPoint, to end: CGPoint, stroke: SVGPaint, width: CGFloat, roundCaps: Bool = false)
    {
        var attributes: [(String, String)] = [
            ("x1", NumberText.svg(start.x)), ("y1", NumberText.svg(start.y)), ("x2", NumberText.svg(end.x)),
            ("y2", NumberText.svg(end.y)),
        ]
        attributes += stroke.strokeAttributes + [("stroke-width", NumberText.svg(width))]
        if roundCaps { attributes.append(("stroke-linecap", "round")) }
        element("line", attributes)
    }

    /// A path (`d` from ``SVGPath``), filled and/or stroked with round joins and caps.
    mutating func path(
        _ path: SVGPath, fill: SVGPaint?, stroke: SVGPaint? = nil, strokeWidth: CGFloat = 1, title: String? = nil
    ) {
        var attributes: [(String, String)] = [("d", path.text)]
        attributes += Self.paint(fill: fill, stroke: stroke, strokeWidth: strokeWidth)
        if stroke != nil { attributes += [("stroke-linecap", "round"), ("stroke-linejoin", "round")] }
        element("path", attributes, title: title)
    }

    private static func frame(_ rect: CGRect) -> [(String, String)] {
        [
            ("x", NumberText.svg(rect.minX)), ("y", NumberText.svg(rect.minY)), ("width", NumberText.svg(rect.width)),
            ("height", NumberText.svg(rect.height)),
        ]
    }

    private static func paint(fill: SVGPaint?, stroke: SVGPaint?, strokeWidth: CGFloat) -> [(String, String)] {
        var attributes = fill?.fillAttributes ?? [("fill", "none")]
        if let stroke { attributes += stroke.strokeAttributes + [("stroke-width", NumberText.svg(strokeWidth))] }
        return attributes
    }
}

/// An SVG path's `d` text, built command by command.
struct SVGPath {
    private(set) var text = ""

    /// Starts a new subpath at `point`.
    mutating func move(to point: CGPoint) { add("M", [point]) }
    /// A straight line to `point`.
    mutating func line(to point: CGPoint) { add("L", [point]) }
    /// A quadratic curve to `point`.
    mutating func quad(to point: CGPoint, control: CGPoint) { add("Q", [control, point]) }
    /// A cubic curve to `point`.
    mutating func curve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        add("C", [control1, control2, point])
    }
    /// An elliptical arc of `radius` to `point` (the smaller arc, clockwise when `clockwise`).
    mutating func arc(to point: CGPoint, radius: CGFloat, clockwise: Bool, large: Bool = false) {
        let r = NumberText.svg(radius)
        append(
            "A \(r) \(r) 0 \(large ? 1 : 0) \(clockwise ? 1 : 0) \(NumberText.svg(point.x)) \(NumberText.svg(point.y))")
    }
    /// Closes the subpath.
    mutating func close() { append("Z") }

    /// A polyline through `points`, closed when `closed`.
    static func polyline(_ points: [CGPoint], closed: Bool = false) -> SVGPath {
        var path = SVGPath()
        for (index, point) in points.enumerated() {
            if index == 0 { path.move(to: point) } else { path.line(to: point) }
        }
        if closed { path.close() }
        return path
    }

    private mutating func add(_ command: String, _ points: [CGPoint]) {
        append(([command] + points.map { "\(NumberText.svg($0.x)) \(NumberText.svg($0.y))" }).joined(separator: " "))
    }

    private mutating func append(_ part: String) {
        text += text.isEmpty ? part : " " + part
    }
}
