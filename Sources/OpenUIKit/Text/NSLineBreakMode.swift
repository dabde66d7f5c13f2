import Foundation

/// How text that does not fit is wrapped or cut, as UIKit's NSLineBreakMode (same raw values).
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries (a word longer than the line breaks between characters).
    case byWordWrapping = 0
    /// Wrap between characters.
    case byCharWrapping = 1
    /// Do not wrap; cut the line at the edge.
    case byClipping = 2
    /// Do not wrap; replace the start of the line with an ellipsis.
    case byTruncatingHead = 3
    /// Do not wrap; replace the end of the line with an ellipsis.
    case byTruncatingTail = 4
    /// Do not wrap; replace the middle of the line with an ellipsis.
    case byTruncatingMiddle = 5

    /// Whether the mode ends a cut line with an ellipsis.
    var truncates: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }
}

/// The horizontal alignment of text lines, as UIKit's NSTextAlignment (UIKit's raw values).
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines fill the width, except the last, in UIKit; drawn here as ``natural``, and no size changes.
    case justified = 3
    /// Left in left-to-right text, right in right-to-left text.
    case natural = 4
}
