import Foundation

/// One line of text as a view draws it: the characters it shows, its width and where its
/// baseline lies. Text layout makes these; renderers draw them.
public struct TextLine: Equatable, Sendable {
    /// The characters shown, with an ellipsis (…) where the line was truncated. Spaces at a
    /// wrapping break hang at the end of the line, as in TextKit.
    public var text: String
    /// The width in points, without the hanging spaces.
    public var width: CGFloat
    /// The baseline's distance below the top of the view's bounds.
    public var baseline: CGFloat

    /// A line showing `text`, `width` points wide, with its baseline `baseline` below the top of the
    /// bounds.
    public init(text: String, width: CGFloat, baseline: CGFloat) {
        self.text = text
        self.width = width
        self.baseline = baseline
    }
}

extension TextLayout {
    /// The lines, with baselines measured from a bounds whose top is `top` above the text.
    func textLines(belowTop top: CGFloat) -> [TextLine] {
        zip(lines, baselines).map { line, baseline in
            TextLine(text: line.text, width: line.width, baseline: top + baseline)
        }
    }

    /// The height of the first `count` lines (the bottom of the last one's descent).
    func height(ofFirst count: Int) -> CGFloat {
        guard count > 0 else { return 0 }
        return baselines[count - 1] - lines[count - 1].descender
    }
}
