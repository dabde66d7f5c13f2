import Foundation
import OpenUIKit

/// Text a view wants drawn in pictures of it: the hook through which labels, buttons, text
/// fields and any other view type (including an app's own) show their text. The renderer asks
/// every view that conforms.
@MainActor
public protocol RenderableText: AnyObject {
    /// The text to draw in the view's bounds, or nil for none.
    var renderedText: RenderedText? { get }
}

/// Lines of text laid out in a view's bounds, as the renderer draws them.
public struct RenderedText: Equatable, Sendable {
    /// Where lines sit across `frame`: its left edge, its middle or its right edge.
    public enum Alignment: String, Sendable {
        /// Lines start at the left edge.
        case left
        /// Lines are centred.
        case center
        /// Lines end at the right edge.
        case right
    }

    /// The lines, already wrapped and truncated.
    public var lines: [String]
    /// Each line's baseline below the top of `frame`.
    public var baselines: [CGFloat]
    /// Font size in points.
    public var fontSize: CGFloat
    /// The font family pictures ask for first (`DejaVu Sans`, `DejaVu Sans Mono`).
    public var fontFamily: String
    /// Whether the font is bold.
    public var isBold: Bool
    /// Whether the font is italic (oblique).
    public var isItalic: Bool
    /// The text's rectangle, relative to the top-left corner of the view's bounds.
    public var frame: CGRect
    /// Where the lines sit across ``frame``.
    public var alignment: Alignment
    /// Red, green, blue and alpha in 0…1.
    public var color: [CGFloat]

    /// Lines set evenly: the first baseline `firstBaseline` below the top of `frame` (default
    /// 0.95 em), each next one `lineHeight` lower (default 1.2 em, rounded).
    public init(
        lines: [String], fontSize: CGFloat, fontFamily: String = "DejaVu Sans", isBold: Bool = false,
        isItalic: Bool = false, lineHeight: CGFloat? = nil, firstBaseline: CGFloat? = nil, frame: CGRect,
        alignment: Alignment = .left, color: [CGFloat] = [0, 0, 0, 1]
    ) {
        let lineHeight = lineHeight ?? (fontSize * 1.2).rounded()
        let firstBaseline = firstBaseline ?? (fontSize * 0.95)
        self.init(
            lines: lines, baselines: lines.indices.map { firstBaseline + CGFloat($0) * lineHeight }, fontSize: fontSize,
            fontFamily: fontFamily, isBold: isBold, isItalic: isItalic, frame: frame, alignment: alignment, color: color
        )
    }

    /// Lines with their own baselines (one per line), as a text layout placed them.
    public init(
        lines: [String], baselines: [CGFloat], fontSize: CGFloat, fontFamily: String = "DejaVu Sans",
        isBold: Bool = false, isItalic: Bool = false, frame: CGRect, alignment: Alignment = .left,
        color: [CGFloat] = [0, 0, 0, 1]
    ) {
        precondition(lines.count == baselines.count, "one baseline per line")
        self.lines = lines
        self.baselines = baselines
        self.fontSize = fontSize
        self.fontFamily = fontFamily
        self.isBold = isBold
        self.isItalic = isItalic
        self.frame = frame
        self.alignment = alignment
        self.color = color
    }
}
