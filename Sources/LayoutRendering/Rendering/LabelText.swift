import Foundation
import OpenUIKit

/// Labels draw the lines OpenUIKit's text layout gave them (`UILabel.drawnLines`): the same
/// line breaks, truncation and baselines the label was measured with, in its font and text
/// colour (resolved in the label's appearance), aligned by `UILabel.drawnTextAlignment`. A
/// button's title is its title label, drawn in the button's title colour
/// (`ButtonPainter.titleColor(of:)`).
extension UILabel: RenderableText {
    /// The label's drawn lines in its font, colour and alignment; nil when it shows no text.
    public var renderedText: RenderedText? {
        let lines = drawnLines
        guard !lines.isEmpty else { return nil }
        let color = (superview as? UIButton).map(ButtonPainter.titleColor(of:)) ?? textColor ?? .label
        return RenderedText(
            lines, font: font, frame: CGRect(origin: .zero, size: bounds.size), alignment: drawnTextAlignment,
            color: color.resolvedColor(with: traitCollection))
    }
}

/// Text fields draw their text, or else their placeholder in `UIColor.placeholderText`, on one
/// line in `UITextField.textRect(forBounds:)`.
extension UITextField: RenderableText {
    /// The text or placeholder on one line in the text rectangle; nil when there is neither.
    public var renderedText: RenderedText? {
        let lines = drawnLines
        guard !lines.isEmpty else { return nil }
        let textRect = textRect(forBounds: bounds).offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        let shifted = lines.map { TextLine(text: $0.text, width: $0.width, baseline: $0.baseline - textRect.minY) }
        let color = isShowingPlaceholder ? UIColor.placeholderText : (textColor ?? .label)
        return RenderedText(
            shifted, font: font ?? UIFont.systemFont(ofSize: 17), frame: textRect,
            alignment: textAlignment.drawn(in: effectiveUserInterfaceLayoutDirection),
            color: color.resolvedColor(with: traitCollection))
    }
}

/// Text views draw their text's lines (`UITextView.drawnLines`) in `UITextView.drawnTextRect`,
/// moved by the content offset (the view clips them to its bounds), in their font and text
/// colour.
extension UITextView: RenderableText {
    /// The text's lines in the view's font, colour and alignment; nil for empty text.
    public var renderedText: RenderedText? {
        let lines = drawnLines
        guard !lines.isEmpty else { return nil }
        let frame = drawnTextRect.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        return RenderedText(
            lines, font: font ?? UIFont.systemFont(ofSize: 12), frame: frame,
            alignment: textAlignment.drawn(in: effectiveUserInterfaceLayoutDirection),
            color: (textColor ?? .label).resolvedColor(with: traitCollection))
    }
}

extension RenderedText {
    /// `lines` of a text layout (baselines below the top of `frame`) in `font`, with the
    /// spaces that hang at the ends of wrapped lines removed.
    init(_ lines: [TextLine], font: UIFont, frame: CGRect, alignment: NSTextAlignment, color: UIColor) {
        self.init(
            lines: lines.map { String($0.text.reversed().drop { $0.isWhitespace }.reversed()) },
            baselines: lines.map(\.baseline), fontSize: font.pointSize, fontFamily: font.familyName,
            isBold: font.fontName.contains("Bold"), isItalic: font.fontName.contains("Oblique"), frame: frame,
            alignment: Alignment(alignment), color: [color.red, color.green, color.blue, color.alpha])
    }
}

extension RenderedText.Alignment {
    /// `left`, `center` or `right` from a resolved text alignment.
    init(_ alignment: NSTextAlignment) {
        switch alignment {
        case .center: self = .center
        case .right: self = .right
        default: self = .left
        }
    }
}
