import Foundation
import OpenUIKit

/// Text a view wants drawn in pictures of it: the hook through which labels, buttons and any
/// other view type (including an app's own) show their text. The renderer asks every view
/// that conforms.
public protocol RenderableText: AnyObject {
    /// The text to draw in the view's bounds, or nil for none.
    var renderedText: RenderedText? { get }
}

/// Lines of text laid out in a view's bounds, as the renderer draws them.
public struct RenderedText: Equatable, Sendable {
    /// Where lines sit across the bounds.
    public enum Alignment: String, Sendable {
        case left
        case center
        case right
    }

    /// The lines, already wrapped and truncated.
    public var lines: [String]
    /// Font size in points.
    public var fontSize: CGFloat
    /// Whether the font is bold.
    public var isBold: Bool
    /// Distance between baselines.
    public var lineHeight: CGFloat
    /// The first baseline's distance from the top of `frame`.
    public var firstBaseline: CGFloat
    /// The text's rectangle in the view's bounds.
    public var frame: CGRect
    public var alignment: Alignment
    /// Red, green, blue and alpha in 0…1.
    public var color: [CGFloat]

    public init(
        lines: [String], fontSize: CGFloat, isBold: Bool = false, lineHeight: CGFloat? = nil,
        firstBaseline: CGFloat? = nil, frame: CGRect, alignment: Alignment = .left,
        color: [CGFloat] = [0, 0, 0, 1]
    ) {
        self.lines = lines
        self.fontSize = fontSize
        self.isBold = isBold
        self.lineHeight = lineHeight ?? (fontSize * 1.2).rounded()
        self.firstBaseline = firstBaseline ?? (fontSize * 0.95)
        self.frame = frame
        self.alignment = alignment
        self.color = color
    }
}
