import Foundation
import OpenUIKit

/// Text in pictures: ``RenderedText`` drawn as SVG `<text>`, and single lines that painters lay
/// out the way a label would (the same measuring, truncation and baselines).
extension SVGWriter {
    /// Each line at its own baseline; `text-anchor` places it at the left edge, middle or right
    /// edge of the text's frame (relative to `rect`'s origin), so a viewer with DejaVu Sans draws
    /// it exactly where it was measured.
    mutating func text(_ text: RenderedText, in rect: CGRect) {
        let frame = text.frame.offsetBy(dx: rect.minX, dy: rect.minY)
        let x: CGFloat
        let anchor: String
        switch text.alignment {
        case .left: (x, anchor) = (frame.minX, "start")
        case .center: (x, anchor) = (frame.midX, "middle")
        case .right: (x, anchor) = (frame.maxX, "end")
        }
        let components = text.color + Array(repeating: 1, count: max(0, 4 - text.color.count))
        let paint = SVGPaint(
            UIColor(red: components[0], green: components[1], blue: components[2], alpha: components[3]))
        var attributes: [(String, String)] = [
            ("text-anchor", anchor), ("font-family", Typography.fontFamilies(for: text.fontFamily)),
            ("font-size", NumberText.svg(text.fontSize)),
        ]
        if text.isBold { attributes.append(("font-weight", "bold")) }
        if text.isItalic { attributes.append(("font-style", "italic")) }
        attributes += paint.fillAttributes
        // Positions to a thousandth of a point, so baselines can be checked against the anchors.
        let lines = zip(text.lines, text.baselines).map { line, baseline in
            (
                Typography.preservingSpaces(line),
                [("x", NumberText.svgText(x)), ("y", NumberText.svgText(frame.minY + baseline))]
            )
        }
        if lines.count == 1 {
            element("text", lines[0].1 + attributes, text: lines[0].0)
            return
        }
        open("text", attributes)
        for (line, position) in lines {
            element("tspan", position, text: line)
        }
        close("text")
    }
}

/// Text that painters place themselves (bar titles, cell accessories' neighbours, placeholders'
/// captions), laid out as a label of the same font in the same frame lays it out.
@MainActor
enum TextBox {
    /// `text` in `font` and `color` within `frame` (window coordinates), on at most
    /// `numberOfLines` lines (0: as many as fit), truncated at the tail and centred vertically,
    /// as a label of that frame draws it; nil for empty text.
    static func layout(
        _ text: String, font: UIFont, color: UIColor, in frame: CGRect, alignment: NSTextAlignment = .left,
        numberOfLines: Int = 1
    ) -> RenderedText? {
        guard !text.isEmpty, frame.width > 0, frame.height > 0 else { return nil }
        let label = UILabel(frame: CGRect(origin: .zero, size: frame.size))
        label.font = font
        label.numberOfLines = numberOfLines
        label.text = text
        let lines = label.drawnLines
        guard !lines.isEmpty else { return nil }
        var rendered = RenderedText(
            lines, font: font, frame: CGRect(origin: .zero, size: frame.size), alignment: alignment, color: color)
        rendered.frame = rendered.frame.offsetBy(dx: frame.minX, dy: frame.minY)
        return rendered
    }

    /// Draws ``layout(_:font:color:in:alignment:numberOfLines:)``'s text.
    static func draw(
        _ text: String, font: UIFont, color: UIColor, in frame: CGRect, alignment: NSTextAlignment = .left,
        numberOfLines: Int = 1, _ svg: inout SVGWriter
    ) {
        guard
            let rendered = layout(
                text, font: font, color: color, in: frame, alignment: alignment, numberOfLines: numberOfLines)
        else { return }
        svg.text(rendered, in: .zero)
    }

    /// The width of `text` on one line in `font`.
    static func width(of text: String, font: UIFont) -> CGFloat {
        text.size(withAttributes: [.font: font]).width
    }
}
