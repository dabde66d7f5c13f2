import Foundation

/// A view that shows text, as UIKit's UILabel, sized by its text (docs/reference/priorities.md, docs/reference/fitting.md).
///
/// - ``intrinsicContentSize`` is the text's size, rounded up to the pixel grid of the label's
///   screen (`contentScaleFactor`, 2 by default, as UIKit rounds): on one line when
///   ``numberOfLines`` is 1; otherwise wrapped at ``preferredMaxLayoutWidth`` when it is set,
///   or else at the label's current width once a layout pass has given it one (UIKit's
///   two-pass behaviour: the first pass measures the text unwrapped; when the label's width
///   changes, it invalidates its intrinsic size from `layoutSubviews` and the pass repeats;
///   `systemLayoutSizeFitting` does the same through the fitting solver). At most
///   ``numberOfLines`` lines (0: any number). Empty text: (0, 0).
/// - ``sizeThatFits(_:)`` wraps at the given width (numberOfLines ≠ 1), ignores it on one line.
/// - Content priorities: hugging 250, compression resistance 750 on both axes (views made in
///   code, docs/reference/priorities.md).
/// - Baselines: the first baseline is the first line's ascender below the top of the text,
///   the last baseline the last line's descent above its bottom; the text is centred
///   vertically in the label when the label is taller, and the offsets are those of a label
///   as tall as its intrinsic height.
///
/// Text is measured with its tree's `LayoutContext.textMeasurer` (metric-compatible with DejaVu Sans).
/// The default font is the system font at 17 points. Pictures draw the lines
/// ``drawnLines`` gives, aligned by ``drawnTextAlignment``.
open class UILabel: UIView, BaselineOffsetProvider, WidthDependentContentSize {
    /// The text shown; setting it replaces ``attributedText`` with the label's attributes.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            textDidChange()
        }
    }

    /// Styled text; setting it replaces ``text`` with its characters.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let storedText else { return nil }
            return NSAttributedString(string: storedText, attributes: [.font: font!, .paragraphStyle: paragraphStyle])
        }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
            textDidChange()
        }
    }

    /// The font of ``text`` (default: the system font at 17 points).
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = UIFont.systemFont(ofSize: 17) }
            appearancePropertyDidChange("font")
            textDidChange()
        }
    }

    /// The text color (default `UIColor.label`: black, white in the dark appearance); it does
    /// not affect layout.
    open var textColor: UIColor! = .label {
        didSet { appearancePropertyDidChange("textColor") }
    }

    /// The largest number of lines (default 1; 0 for no limit).
    open var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { textDidChange() } }
    }

    /// How the last line is cut when the text does not fit (default byTruncatingTail). Lines
    /// before the last wrap by word (by character with byCharWrapping), as in UIKit.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textDidChange() } }
    }

    /// The horizontal alignment of the lines (default natural); it does not affect sizes.
    open var textAlignment: NSTextAlignment = .natural

    /// The width at which a multi-line label wraps its intrinsic size (0: its current width).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } }
    }

    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    /// The width the intrinsic size was last measured at (nil: unwrapped).
    private var measuredWidth: CGFloat??
    private var reportedBaselines: (CGFloat, CGFloat)?
    /// The current text measured, and its layouts by width and line limit, made with the
    /// measurer of `cacheContext` at `cacheGeneration`. Four properties rather than one tuple:
    /// reading a field of a stored tuple copied all of it, retaining each of its arrays.
    private var cacheContext: LayoutContext?
    private var cacheGeneration = 0
    private var cachedMeasuredText: MeasuredText?
    private var cachedLayouts: [LayoutKey: TextLayout] = [:]

    /// An empty label with `frame`, the system font at 17 points and one line.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives do not exist here; a decoded label is an empty label with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Measuring

    private var paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = lineBreakMode
        style.alignment = textAlignment
        return style
    }

    /// The text with the label's font (or the attributed text's runs), as text layout reads it.
    var styledText: StyledText {
        if let storedAttributedText { return StyledText(storedAttributedText, defaultFont: font) }
        return StyledText(storedText ?? "", attributes: [.font: font!], defaultFont: font)
    }

    /// The text laid out within `width` (nil: no limit) on at most `lines` lines. Layouts are
    /// kept until the text, its font or attributes, the line settings, the tree's context or its
    /// measurer change, since one layout pass asks for the same widths several times (intrinsic
    /// size, baselines, fitting).
    func layout(width: CGFloat?, lines: Int) -> TextLayout {
        let key = LayoutKey(width: width.map { max($0, 0) }, lines: lines)
        let cacheable = refreshLayoutCache()
        if cacheable, let cached = cachedLayouts[key] { return cached }
        if cachedLayouts.count >= LayoutKey.kept { cachedLayouts.removeAll() }
        var request = TextLayout.Request()
        request.maximumLines = lines
        request.lineBreakMode = lineBreakMode
        request.wraps = lines != 1
        if let width = key.width { request.width = width }
        let layout = TextLayout(measuredText, request)
        if cacheable { cachedLayouts[key] = layout }
        return layout
    }

    /// The current text, measured with the measurer of the label's tree, and kept with the
    /// layouts: the widths a layout pass asks for share one measuring of the characters.
    final var measuredText: MeasuredText {
        let cacheable = refreshLayoutCache()
        if cacheable, let measured = cachedMeasuredText { return measured }
        let measured = MeasuredText(styledText, measurer: cacheContext!.textMeasurerAndGeneration.measurer)
        if cacheable { cachedMeasuredText = measured }
        return measured
    }

    /// Empties the layout cache if it was made in another context or with another measurer;
    /// returns whether what is made now may be kept. A mutable attributed string can change
    /// after it was set (UIKit copies it; copying here traps in Foundation for attributes such
    /// as fonts), so nothing made from one is kept.
    private func refreshLayoutCache() -> Bool {
        let context = effectiveLayoutContext
        let generation = context.textMeasurerAndGeneration.generation
        if cacheContext !== context || cacheGeneration != generation {
            cacheContext = context
            cacheGeneration = generation
            cachedMeasuredText = nil
            cachedLayouts = [:]
        }
        return !(storedAttributedText is NSMutableAttributedString)
    }

    /// What a cached layout was made for.
    private struct LayoutKey: Hashable {
        /// How many layouts a label keeps at most.
        static let kept = 8
        var width: CGFloat?
        var lines: Int
    }

    /// The size of the text within `width` (nil: no limit), rounded up to the pixel grid.
    private func textSize(width: CGFloat?, lines: Int) -> CGSize {
        guard !measuredText.text.isEmpty else { return .zero }
        let size = layout(width: width, lines: lines).size
        return CGSize(
            width: ceilToPixels(size.width, scale: contentScaleFactor),
            height: ceilToPixels(size.height, scale: contentScaleFactor))
    }

    /// The width the intrinsic size wraps at: nil for none.
    private var intrinsicWrapWidth: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return bounds.width > 0 ? bounds.width : nil
    }

    /// The size of the text laid out in at most ``numberOfLines`` lines, rounded up to the pixel
    /// grid: on one line when ``numberOfLines`` is 1, else wrapped at ``preferredMaxLayoutWidth``, or
    /// at the current width when that is 0, as in UIKit. Zero for an empty label.
    open override var intrinsicContentSize: CGSize {
        let width = intrinsicWrapWidth
        measuredWidth = .some(width)
        return textSize(width: width, lines: numberOfLines)
    }

    /// The text's size within `size.width` (ignored on one line; 0 or less: no limit).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        return textSize(width: width, lines: numberOfLines)
    }

    /// The rectangle the text takes within `bounds`: at `bounds.origin`, wrapped at
    /// `bounds.width`, on at most `numberOfLines` lines (0: the label's own limit does not
    /// apply either), its height cut at `bounds.height`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard !measuredText.text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let size = layout(width: bounds.width, lines: numberOfLines).size
        return CGRect(
            x: bounds.minX, y: bounds.minY,
            width: min(ceilToPixels(size.width, scale: contentScaleFactor), bounds.width),
            height: min(ceilToPixels(size.height, scale: contentScaleFactor), bounds.height))
    }

    /// The lines the label shows at its current size (for tests and debugging).
    var displayedLines: [String] {
        layout(width: bounds.width, lines: numberOfLines).lines.map(\.text)
    }

    // MARK: Layout

    /// A multi-line label without a preferred width re-measures its intrinsic size when the
    /// layout gave it a new width (UIKit's second pass).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if intrinsicSizeDependsOnWidth, let measured = measuredWidth, measured != intrinsicWrapWidth {
            invalidateIntrinsicContentSize()
        }
    }

    package var intrinsicSizeDependsOnWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth <= 0
    }

    package func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        textSize(width: width, lines: numberOfLines)
    }

    package var firstBaselineOffsetFromTop: CGFloat { baselineOffsets.first }
    package var lastBaselineOffsetFromBottom: CGFloat { baselineOffsets.last }

    private var baselineOffsets: (first: CGFloat, last: CGFloat) {
        if measuredText.text.isEmpty {
            return (font.ascender, -font.descender)
        }
        let layout = layout(width: intrinsicWrapWidth, lines: numberOfLines)
        let padding = (ceilToPixels(layout.size.height, scale: contentScaleFactor) - layout.size.height) / 2
        return (padding + layout.firstBaseline, padding + layout.lastBaselineFromBottom)
    }

    private func textDidChange() {
        cachedLayouts.removeAll()
        cachedMeasuredText = nil
        invalidateIntrinsicContentSize()
        // The offsets take a text layout: computed only when an engine reads them. Unread,
        // they are forgotten, so that the next change an engine reads is reported whatever
        // they were (a constraint added meanwhile read them fresh).
        if baselineOffsetsAreRead {
            let offsets = baselineOffsets
            if reportedBaselines.map({ $0 != offsets }) ?? true {
                reportedBaselines = offsets
                baselineOffsetsDidChange()
            }
        } else {
            reportedBaselines = nil
        }
        setNeedsLayout()
    }

    /// UIView's description with `; text = '…'` added, as UIKit prints labels.
    open override var description: String {
        let base = super.description
        guard let text = MainActor.assumeIsolated({ storedText }) else { return base }
        return String(base.dropLast()) + "; text = '\(text)'>"
    }
}
