import Foundation

/// A one-line text entry field, as UIKit's UITextField, sized by its font (docs/reference/priorities.md).
///
/// Intrinsic content size: the width of the text (or of the placeholder when the text is
/// empty) and the font's line height, both rounded up to the screen's pixel grid, plus the
/// border's padding: 7 points on every side for ``BorderStyle/roundedRect``, 2 for `line` and
/// `bezel`, none for `none`; a rounded-rect field is as tall as UIKit makes it instead, 34 points
/// from iOS 13 and 30 before unless its line needs more. The font defaults to the system font
/// at 17 points. Hugging 250, compression resistance 750. Pictures draw
/// ``drawnLines`` (the text, or else the placeholder) in ``textRect(forBounds:)``.
open class UITextField: UIControl {
    /// UIKit's border styles (the same raw values).
    public enum BorderStyle: Int, Sendable {
        /// No border (the default); no padding.
        case none = 0
        /// A thin rectangle; 2 points of padding.
        case line = 1
        /// A bezelled rectangle; 2 points of padding.
        case bezel = 2
        /// A rounded rectangle; 7 points of padding.
        case roundedRect = 3
    }

    /// The text; the intrinsic width follows it.
    open var text: String? {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The text shown while ``text`` is empty; the intrinsic width follows it then.
    open var placeholder: String? {
        didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The font (default: the system font at 17 points); the intrinsic height and the baselines
    /// follow it.
    open var font: UIFont? = UIFont.systemFont(ofSize: 17) {
        didSet {
            invalidateIntrinsicContentSize()
            baselineOffsetsDidChange()
        }
    }

    /// The border (default none); it adds padding to the intrinsic size and moves the baselines.
    open var borderStyle: BorderStyle = .none {
        didSet {
            guard borderStyle != oldValue else { return }
            invalidateIntrinsicContentSize()
            baselineOffsetsDidChange()
        }
    }

    /// The horizontal alignment of the text; it does not affect sizes.
    open var textAlignment: NSTextAlignment = .natural

    /// The colour of the text (default `UIColor.label`: black, white in the dark appearance);
    /// the placeholder is drawn in `UIColor.placeholderText`.
    open var textColor: UIColor? = .label

    /// An empty field with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives do not exist here; a decoded field is empty with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The padding the border adds on each side.
    var borderPadding: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// The text's (or placeholder's) width plus the border's padding on each side; the font's
    /// line height on the pixel grid plus the padding above and below, and for `.roundedRect` at
    /// least UIKit's minimum height (docs/reference/text.md#controls): 34 points from iOS 13, 30
    /// before, growing by 10 (9 before iOS 13) over the line once the line needs more.
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? UIFont.systemFont(ofSize: 17)
        let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
        let width = shown.size(withAttributes: [.font: font]).width
        let scale = contentScaleFactor
        let line = ceilToPixels(font.lineHeight, scale: scale)
        let height: CGFloat
        if borderStyle == .roundedRect {
            let isModern = controlSystemVersion >= 13
            height = max(isModern ? 34 : 30, line + (isModern ? 10 : 9))
        } else {
            height = line + 2 * borderPadding
        }
        return CGSize(width: ceilToPixels(width, scale: scale) + 2 * borderPadding, height: height)
    }

    /// The intrinsic content size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The rectangle the text is drawn in: the bounds inset by the border's padding.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        bounds.insetBy(dx: borderPadding, dy: borderPadding)
    }

    /// Whether the field shows its placeholder (its text is empty).
    public var isShowingPlaceholder: Bool { text?.isEmpty ?? true }

    /// The line the field shows: its text, or else its placeholder, on one line at the width
    /// of ``textRect(forBounds:)`` with its tail truncated ("…"), centred vertically in the
    /// bounds. Baselines are measured from the top of the bounds. No text: no lines.
    public var drawnLines: [TextLine] {
        let shown = (isShowingPlaceholder ? placeholder : text) ?? ""
        guard !shown.isEmpty else { return [] }
        let font = self.font ?? UIFont.systemFont(ofSize: 17)
        var request = TextLayout.Request()
        request.width = max(textRect(forBounds: bounds).width, 0)
        request.maximumLines = 1
        request.wraps = false
        request.lineBreakMode = .byTruncatingTail
        let layout = TextLayout(
            StyledText(shown, attributes: [.font: font], defaultFont: font), request,
            measurer: effectiveLayoutContext.textMeasurer)
        return layout.textLines(belowTop: (bounds.height - layout.size.height) / 2)
    }
}
