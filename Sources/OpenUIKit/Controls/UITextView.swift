import Foundation

/// A scrolling, multi-line text view, as UIKit's UITextView (docs/reference/controls.md#text-view).
///
/// A text view is a scroll view. While ``isScrollEnabled`` is true (the default) it has no
/// intrinsic size, as any scroll view. With scrolling disabled its intrinsic size is its text's:
/// the text wrapped at the view's width less ``textContainerInset``'s left and right and the
/// container's ``NSTextContainer/lineFragmentPadding`` (5 points) at both ends, or unwrapped
/// while it has no width yet, each side rounded up to the pixel grid, plus the padding and the
/// inset (8 points above and below by default). As for a multi-line label, a width given by
/// layout re-measures the text in a second pass. Empty text is one line of the font tall.
/// Hugging 250, compression resistance 750.
///
/// The first baseline is the inset's top plus the first line's ascender; the last baseline the
/// inset's bottom plus the last line's descent. The font defaults to the system font at 12
/// points (UIKit's default text view font is Helvetica at 12 points; DejaVu Sans stands in for
/// both, docs/reference/text.md#fonts).
open class UITextView: UIScrollView, BaselineOffsetProvider, WidthDependentContentSize {
    /// The text shown.
    open var text: String! = "" {
        didSet { contentDidChange() }
    }

    /// The font of the text; nil means the default, the system font at 12 points.
    open var font: UIFont? {
        didSet { contentDidChange() }
    }

    /// The colour of the text (default `UIColor.label`: black, white in the dark appearance);
    /// it does not affect layout.
    open var textColor: UIColor? = .label

    /// The horizontal alignment of the lines; it does not affect sizes.
    open var textAlignment: NSTextAlignment = .natural

    /// Whether the user can edit the text; no effect on layout.
    open var isEditable = true
    /// Whether the user can select the text; no effect on layout.
    open var isSelectable = true

    /// The space between the view's edges and the text container (default `{8, 0, 8, 0}`).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { contentDidChange() } }
    }

    /// The container the text is laid out in; its line padding adds to the size.
    public let textContainer: NSTextContainer

    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { contentDidChange() } }
    }

    /// The width the intrinsic size was last measured at (nil: unwrapped), to notice a new width.
    private var measuredWidth: CGFloat??

    /// A text view at `frame` whose text container is `textContainer` (nil: a new one).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
        setUp()
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        textContainer.onChange = { [weak self] in self?.contentDidChange() }
    }

    /// The font the text is measured with.
    var effectiveFont: UIFont { font ?? UIFont.systemFont(ofSize: 12) }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        baselineOffsetsDidChange()
        setNeedsLayout()
    }

    /// Horizontal space around the text: the inset's sides and the line padding at both ends.
    var horizontalPadding: CGFloat {
        textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
    }

    /// The text laid out for a view `width` points wide (nil: no limit).
    func layout(forWidth width: CGFloat?) -> TextLayout {
        var request = TextLayout.Request()
        if let width { request.width = max(width - horizontalPadding, 0) }
        let shown = text.isEmpty ? " " : text!
        return TextLayout(
            StyledText(shown, attributes: [.font: effectiveFont], defaultFont: effectiveFont), request,
            measurer: effectiveLayoutContext.textMeasurer)
    }

    /// The view's size for its text when `width` points wide (nil: the text unwrapped).
    private func fittingSize(forWidth width: CGFloat?) -> CGSize {
        let size = layout(forWidth: width).size
        let textWidth = text.isEmpty ? 0 : ceilToPixels(size.width, scale: contentScaleFactor)
        return CGSize(
            width: textWidth + horizontalPadding,
            height: ceilToPixels(size.height, scale: contentScaleFactor) + textContainerInset.top
                + textContainerInset.bottom)
    }

    /// The width the intrinsic size wraps at: the current width once layout has given one.
    private var intrinsicWrapWidth: CGFloat? { bounds.width > 0 ? bounds.width : nil }

    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        let width = intrinsicWrapWidth
        measuredWidth = .some(width)
        return fittingSize(forWidth: width)
    }

    /// The text's size wrapped at the proposed width (0 or less: unwrapped), with the padding
    /// and the inset, whether or not the view scrolls.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(forWidth: size.width > 0 ? size.width : nil)
    }

    /// A non-scrolling text view re-measures its intrinsic size when layout gave it a new width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if intrinsicSizeDependsOnWidth, let measured = measuredWidth, measured != intrinsicWrapWidth {
            invalidateIntrinsicContentSize()
        }
    }

    package var intrinsicSizeDependsOnWidth: Bool { !isScrollEnabled }

    package func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        fittingSize(forWidth: width)
    }

    package var firstBaselineOffsetFromTop: CGFloat {
        textContainerInset.top + layout(forWidth: intrinsicWrapWidth).firstBaseline
    }

    package var lastBaselineOffsetFromBottom: CGFloat {
        let layout = layout(forWidth: intrinsicWrapWidth)
        let rounding = ceilToPixels(layout.size.height, scale: contentScaleFactor) - layout.size.height
        return textContainerInset.bottom + rounding + layout.lastBaselineFromBottom
    }
}
