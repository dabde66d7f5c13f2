import Foundation
import OpenUIKit

/// The small shapes UIKit draws with SF Symbols, drawn as strokes (no Apple artwork): chevrons,
/// checkmarks, the info circle, a plus, and stand-ins for images and symbols.
@MainActor
enum Glyphs {
    /// A chevron pointing right (`forward`) or left, its tip at `tip`, `height` tall.
    static func chevron(
        tip: CGPoint, height: CGFloat, forward: Bool, color: SVGPaint, width: CGFloat, _ svg: inout SVGWriter
    ) {
        let depth = height * 0.5 * (forward ? -1 : 1)
        svg.path(
            .polyline([
                CGPoint(x: tip.x + depth, y: tip.y - height / 2), tip, CGPoint(x: tip.x + depth, y: tip.y + height / 2),
            ]), fill: nil, stroke: color, strokeWidth: width)
    }

    /// A checkmark filling `rect`.
    static func checkmark(in rect: CGRect, color: SVGPaint, width: CGFloat, _ svg: inout SVGWriter) {
        svg.path(
            .polyline([
                CGPoint(x: rect.minX, y: rect.minY + rect.height * 0.55),
                CGPoint(x: rect.minX + rect.width * 0.36, y: rect.maxY),
                CGPoint(x: rect.maxX, y: rect.minY),
            ]), fill: nil, stroke: color, strokeWidth: width)
    }

    /// An "i" in a circle (the detail button), `radius` around `center`.
    static func info(center: CGPoint, radius: CGFloat, color: SVGPaint, _ svg: inout SVGWriter) {
        svg.circle(center: center, radius: radius - 0.6, fill: nil, stroke: color, strokeWidth: 1.2)
        svg.circle(center: CGPoint(x: center.x, y: center.y - radius * 0.45), radius: radius * 0.1, fill: color)
        svg.line(
            from: CGPoint(x: center.x, y: center.y - radius * 0.15),
            to: CGPoint(x: center.x, y: center.y + radius * 0.5),
            stroke: color, width: radius * 0.16, roundCaps: true)
    }

    /// A plus sign filling `rect`.
    static func plus(in rect: CGRect, color: SVGPaint, width: CGFloat, _ svg: inout SVGWriter) {
        svg.line(
            from: CGPoint(x: rect.midX, y: rect.minY), to: CGPoint(x: rect.midX, y: rect.maxY), stroke: color,
            width: width, roundCaps: true)
        svg.line(
            from: CGPoint(x: rect.minX, y: rect.midY), to: CGPoint(x: rect.maxX, y: rect.midY), stroke: color,
            width: width, roundCaps: true)
    }

    /// A cross filling `rect`.
    static func cross(in rect: CGRect, color: SVGPaint, width: CGFloat, _ svg: inout SVGWriter) {
        svg.line(
            from: CGPoint(x: rect.minX, y: rect.minY), to: CGPoint(x: rect.maxX, y: rect.maxY), stroke: color,
            width: width, roundCaps: true)
        svg.line(
            from: CGPoint(x: rect.maxX, y: rect.minY), to: CGPoint(x: rect.minX, y: rect.maxY), stroke: color,
            width: width, roundCaps: true)
    }

    /// A picture's stand-in: a sun over two hills, centred in `rect` and `size` wide.
    static func photo(center: CGPoint, size: CGFloat, color: SVGPaint, _ svg: inout SVGWriter) {
        let frame = CGRect(x: center.x - size / 2, y: center.y - size * 0.4, width: size, height: size * 0.8)
        svg.rect(frame, radius: size * 0.1, fill: nil, stroke: color, strokeWidth: max(1, size / 16))
        svg.circle(
            center: CGPoint(x: frame.minX + size * 0.3, y: frame.minY + size * 0.28), radius: size * 0.09, fill: color)
        svg.path(
            .polyline(
                [
                    CGPoint(x: frame.minX + size * 0.08, y: frame.maxY - size * 0.08),
                    CGPoint(x: frame.minX + size * 0.38, y: frame.minY + size * 0.42),
                    CGPoint(x: frame.minX + size * 0.58, y: frame.minY + size * 0.6),
                    CGPoint(x: frame.minX + size * 0.72, y: frame.minY + size * 0.48),
                    CGPoint(x: frame.maxX - size * 0.08, y: frame.maxY - size * 0.08),
                ], closed: true), fill: color)
    }

    /// A symbol image in `rect`: a few common SF Symbols by the start of their name (house,
    /// magnifying glass, person, gear, star, heart, bell, plus, xmark, checkmark, info, trash,
    /// share, play, pause, backward, forward, arrow.clockwise, xmark.circle, photo), drawn as plain strokes, filled when `filled` or when the name ends in
    /// `.fill`; any other as a rounded square with a dot.
    static func symbol(named name: String?, in rect: CGRect, color: SVGPaint, filled: Bool, _ svg: inout SVGWriter) {
        let side = min(rect.width, rect.height)
        let box = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let stroke = max(1, side / 12)
        let name = name ?? ""
        let filled = filled || name.hasSuffix(".fill")
        let fill = filled ? color : nil
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: box.minX + x * side, y: box.minY + y * side) }
        if name.hasPrefix("house") {
            svg.path(
                .polyline(
                    [
                        point(0.08, 0.5), point(0.5, 0.1), point(0.92, 0.5), point(0.8, 0.5), point(0.8, 0.9),
                        point(0.2, 0.9), point(0.2, 0.5),
                    ], closed: true), fill: fill, stroke: color, strokeWidth: stroke)
        } else if name.hasPrefix("magnifyingglass") {
            svg.circle(
                center: point(0.42, 0.42), radius: side * 0.3, fill: nil, stroke: color, strokeWidth: stroke * 1.3)
            svg.line(
                from: point(0.64, 0.64), to: point(0.92, 0.92), stroke: color, width: stroke * 1.6, roundCaps: true)
        } else if name.hasPrefix("person") {
            svg.circle(center: point(0.5, 0.3), radius: side * 0.2, fill: fill, stroke: color, strokeWidth: stroke)
            var body = SVGPath()
            body.move(to: point(0.12, 0.92))
            body.curve(to: point(0.88, 0.92), control1: point(0.12, 0.5), control2: point(0.88, 0.5))
            body.close()
            svg.path(body, fill: fill, stroke: color, strokeWidth: stroke)
        } else if name.hasPrefix("gear") {
            for index in 0..<8 {
                let angle = CGFloat(index) * .pi / 4
                svg.line(
                    from: point(0.5 + 0.3 * cos(angle), 0.5 + 0.3 * sin(angle)),
                    to: point(0.5 + 0.46 * cos(angle), 0.5 + 0.46 * sin(angle)), stroke: color, width: stroke * 2.2)
            }
            svg.circle(
                center: point(0.5, 0.5), radius: side * 0.3, fill: fill, stroke: color, strokeWidth: stroke * 1.4)
            svg.circle(center: point(0.5, 0.5), radius: side * 0.1, fill: nil, stroke: color, strokeWidth: stroke)
        } else if name.hasPrefix("star") {
            let points = (0..<10).map { index -> CGPoint in
                let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
                let radius: CGFloat = index % 2 == 0 ? 0.47 : 0.2
                return point(0.5 + radius * cos(angle), 0.53 + radius * sin(angle))
            }
            svg.path(.polyline(points, closed: true), fill: fill, stroke: color, strokeWidth: stroke)
        } else if name.hasPrefix("heart") {
            var heart = SVGPath()
            heart.move(to: point(0.5, 0.9))
            heart.curve(to: point(0.5, 0.28), control1: point(-0.1, 0.5), control2: point(0.25, 0.0))
            heart.curve(to: point(0.5, 0.9), control1: point(0.75, 0.0), control2: point(1.1, 0.5))
            heart.close()
            svg.path(heart, fill: fill, stroke: color, strokeWidth: stroke)
        } else if name.hasPrefix("bell") {
            var bell = SVGPath()
            bell.move(to: point(0.12, 0.78))
            bell.quad(to: point(0.25, 0.45), control: point(0.25, 0.7))
            bell.curve(to: point(0.75, 0.45), control1: point(0.25, 0.05), control2: point(0.75, 0.05))
            bell.quad(to: point(0.88, 0.78), control: point(0.75, 0.7))
            bell.close()
            svg.path(bell, fill: fill, stroke: color, strokeWidth: stroke)
            svg.circle(center: point(0.5, 0.86), radius: side * 0.08, fill: color)
        } else if name.hasPrefix("plus") {
            plus(in: box.insetBy(dx: side * 0.15, dy: side * 0.15), color: color, width: stroke * 1.5, &svg)
        } else if name.hasPrefix("xmark.circle") {
            svg.circle(
                center: point(0.5, 0.5), radius: side * 0.45, fill: filled ? color : nil, stroke: filled ? nil : color,
                strokeWidth: stroke)
            cross(
                in: box.insetBy(dx: side * 0.33, dy: side * 0.33), color: filled ? SVGPaint(hex: "#ffffff") : color,
                width: stroke * 1.4, &svg)
        } else if name.hasPrefix("xmark") {
            cross(in: box.insetBy(dx: side * 0.2, dy: side * 0.2), color: color, width: stroke * 1.5, &svg)
        } else if name.hasPrefix("checkmark") {
            checkmark(in: box.insetBy(dx: side * 0.12, dy: side * 0.2), color: color, width: stroke * 1.5, &svg)
        } else if name.hasPrefix("info") {
            info(center: point(0.5, 0.5), radius: side * 0.46, color: color, &svg)
        } else if name.hasPrefix("trash") {
            svg.line(from: point(0.1, 0.2), to: point(0.9, 0.2), stroke: color, width: stroke, roundCaps: true)
            svg.path(
                .polyline([point(0.2, 0.2), point(0.26, 0.92), point(0.74, 0.92), point(0.8, 0.2)]), fill: fill,
                stroke: color, strokeWidth: stroke)
            svg.path(
                .polyline([point(0.36, 0.2), point(0.4, 0.08), point(0.6, 0.08), point(0.64, 0.2)]), fill: nil,
                stroke: color, strokeWidth: stroke)
        } else if name.hasPrefix("square.and.arrow.up") {
            svg.path(
                .polyline([
                    point(0.35, 0.38), point(0.18, 0.38), point(0.18, 0.92), point(0.82, 0.92), point(0.82, 0.38),
                    point(0.65, 0.38),
                ]),
                fill: nil, stroke: color, strokeWidth: stroke)
            svg.line(from: point(0.5, 0.06), to: point(0.5, 0.62), stroke: color, width: stroke, roundCaps: true)
            svg.path(
                .polyline([point(0.33, 0.22), point(0.5, 0.06), point(0.67, 0.22)]), fill: nil, stroke: color,
                strokeWidth: stroke)
        } else if name.hasPrefix("play") {
            svg.path(
                .polyline([point(0.2, 0.1), point(0.88, 0.5), point(0.2, 0.9)], closed: true), fill: fill,
                stroke: color, strokeWidth: stroke)
        } else if name.hasPrefix("pause") {
            svg.rect(
                CGRect(x: box.minX + side * 0.2, y: box.minY + side * 0.12, width: side * 0.2, height: side * 0.76),
                fill: fill, stroke: color, strokeWidth: stroke)
            svg.rect(
                CGRect(x: box.minX + side * 0.6, y: box.minY + side * 0.12, width: side * 0.2, height: side * 0.76),
                fill: fill, stroke: color, strokeWidth: stroke)
        } else if name.hasPrefix("backward") || name.hasPrefix("forward") {
            let ahead = name.hasPrefix("forward")
            for start in [0.04, 0.48] as [CGFloat] {
                let tip = ahead ? start + 0.48 : start
                let back = ahead ? start : start + 0.48
                svg.path(
                    .polyline([point(back, 0.22), point(tip, 0.5), point(back, 0.78)], closed: true), fill: fill,
                    stroke: color, strokeWidth: stroke)
            }
        } else if name.hasPrefix("arrow.clockwise") {
            // Most of a circle, open at the upper right, with the arrowhead at the top.
            let angle = -CGFloat.pi * 2 / 9
            var arc = SVGPath()
            arc.move(to: point(0.5 + 0.34 * cos(angle), 0.55 + 0.34 * sin(angle)))
            arc.arc(to: point(0.5, 0.21), radius: side * 0.34, clockwise: true, large: true)
            svg.path(arc, fill: nil, stroke: color, strokeWidth: stroke * 1.3)
            svg.path(
                .polyline([point(0.4, 0.09), point(0.53, 0.21), point(0.4, 0.33)]), fill: nil, stroke: color,
                strokeWidth: stroke * 1.3)
        } else if name.hasPrefix("photo") {
            photo(center: point(0.5, 0.5), size: side, color: color, &svg)
        } else {
            svg.rect(
                box.insetBy(dx: side * 0.1, dy: side * 0.1), radius: side * 0.2, fill: fill, stroke: color,
                strokeWidth: stroke)
            svg.circle(
                center: point(0.5, 0.5), radius: side * 0.12, fill: filled ? nil : color,
                stroke: filled ? SVGPaint(hex: "#ffffff") : nil)
        }
    }
}
