import Foundation

/// Styled text with what line breaking reads of each character, measured once: its advance
/// (with the text's extra kerning), its kerning with the character before it, and its traits
/// (``LineBreakTraits``). A label keeps the measured text of its current text, so that the
/// widths one layout pass asks for share the measuring; ``TextLayout`` then only breaks lines.
struct MeasuredText {
    /// The text, without its extra kerning (``advances`` include it).
    let text: StyledText
    let measurer: any TextMeasurer
    /// Each character's advance, plus its extra kerning.
    let advances: [CGFloat]
    /// The kerning between each character and the one before it (0 for the first, and between
    /// characters of different fonts).
    let kernings: [CGFloat]
    let traits: [LineBreakTraits]

    init(_ text: StyledText, measurer: any TextMeasurer) {
        self.measurer = measurer
        var advances = zip(text.characters, text.fonts).map { measurer.advance(of: $0, font: $1) }
        for index in advances.indices { advances[index] += text.extraKerning[index] }
        self.advances = advances
        // The extra kerning is in the advances now; the kept text need not hold it twice.
        var kept = text
        kept.extraKerning = []
        self.text = kept
        var kernings = [CGFloat](repeating: 0, count: text.characters.count)
        for index in kernings.indices.dropFirst() where Self.isSameFont(text.fonts[index - 1], text.fonts[index]) {
            kernings[index] = measurer.kerning(
                between: text.characters[index - 1], and: text.characters[index], font: text.fonts[index])
        }
        self.kernings = kernings
        traits = text.characters.map(LineBreakTraits.init)
    }

    /// Whether two characters are set in the same font: most often the same object.
    static func isSameFont(_ left: UIFont, _ right: UIFont) -> Bool {
        left === right || left == right
    }
}
