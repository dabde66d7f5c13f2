import Foundation

/// Measures characters for text layout: OpenUIKit's seam for an app that wants other metrics
/// (its own font tables, or a shaping library). Set ``TextMeasurement/measurer`` to plug one in.
///
/// Results must be deterministic: the same characters and font give the same numbers.
public protocol TextMeasurer: Sendable {
    /// The advance of one character set in `font`, in points.
    func advance(of character: Character, font: UIFont) -> CGFloat
    /// The adjustment added between two neighbouring characters set in `font` (kerning), in
    /// points; negative brings them closer.
    func kerning(between left: Character, and right: Character, font: UIFont) -> CGFloat
    /// The line's ascender (positive), descender (negative) and leading for `font`.
    func lineMetrics(for font: UIFont) -> TextLineMetrics
}

/// The vertical metrics of a line of text in one font.
public struct TextLineMetrics: Equatable, Sendable {
    /// Above the baseline (positive).
    public var ascender: CGFloat
    /// Below the baseline (negative, as UIFont's).
    public var descender: CGFloat
    /// Extra space the font asks for between lines.
    public var leading: CGFloat

    /// Line metrics with a positive `ascender`, a negative `descender` and the extra `leading`.
    public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
    }
}

extension TextMeasurer {
    /// The font's own metrics (``UIFont/ascender``, ``UIFont/descender``, ``UIFont/leading``).
    public func lineMetrics(for font: UIFont) -> TextLineMetrics {
        TextLineMetrics(ascender: font.ascender, descender: font.descender, leading: font.leading)
    }

    /// The width of `text` on one line: its characters' advances and the kerning between them.
    public func width(of text: String, font: UIFont) -> CGFloat {
        var total: CGFloat = 0
        var previous: Character?
        for character in text {
            if let previous { total += kerning(between: previous, and: character, font: font) }
            total += advance(of: character, font: font)
            previous = character
        }
        return total
    }
}

/// Where text layout gets its measurer.
public enum TextMeasurement {
    /// The measurer of `LayoutContext.default`: what `boundingRect` uses, and every label, button
    /// and text field in a tree without a context of its own (`LayoutContext.textMeasurer`);
    /// ``DejaVuTextMeasurer`` unless an app sets another. Safe to set from any thread.
    public static var measurer: any TextMeasurer {
        get { LayoutContext.default.textMeasurer }
        set { LayoutContext.default.textMeasurer = newValue }
    }
}

extension LayoutContext {
    /// The measurer labels, buttons and text fields in this context's trees use.
    /// ``DejaVuTextMeasurer`` unless set.
    public var textMeasurer: any TextMeasurer {
        get { self[TextMeasurerKey.self] }
        set { self[TextMeasurerKey.self] = newValue }
    }

    /// The measurer, and the generation of this context's values (it changes whenever a
    /// measurer is set).
    var textMeasurerAndGeneration: (measurer: any TextMeasurer, generation: Int) {
        let (measurer, generation) = valueAndGeneration(TextMeasurerKey.self)
        return (measurer, generation)
    }
}

/// The `LayoutContext` value behind `LayoutContext.textMeasurer`.
private enum TextMeasurerKey: LayoutContextKey {
    static var defaultValue: any TextMeasurer { DejaVuTextMeasurer() }
}
