import Foundation

/// Styled text with what line breaking reads of each character, measured once: its advance
/// (with the text's extra kerning), its kerning with the character before it, and its traits
/// (``LineBreakTraits``), and where its bytes are in the text's UTF-8. A label keeps the measured text of its current text, so that the
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
    /// Where each character's bytes start in the text's UTF-8, and the end of the last.
    let utf8Starts: [Int32]

    /// Measures `text`. A text whose characters are each one byte of UTF-8 (ASCII, no `\r\n`)
    /// is read from its bytes, with no `Character` decoded (`bytewise`: false reads every text
    /// by characters, as the tests compare).
    init(_ text: StyledText, measurer: any TextMeasurer, bytewise: Bool = true) {
        self.measurer = measurer
        let isSingleBytes = bytewise && text.utf8.count == text.characters.count
        var advances: [CGFloat]
        if let dejaVu = measurer as? DejaVuTextMeasurer {
            let measured = isSingleBytes ? dejaVu.measureBytes(text) : dejaVu.measure(text)
            advances = measured.advances
            kernings = measured.kernings
        } else {
            advances = zip(text.characters, text.fonts).map { measurer.advance(of: $0, font: $1) }
            var kernings = [CGFloat](repeating: 0, count: text.characters.count)
            for index in kernings.indices.dropFirst() where Self.isSameFont(text.fonts[index - 1], text.fonts[index]) {
                kernings[index] = measurer.kerning(
                    between: text.characters[index - 1], and: text.characters[index], font: text.fonts[index])
            }
            self.kernings = kernings
        }
        for index in advances.indices { advances[index] += text.extraKerning[index] }
        self.advances = advances
        // The extra kerning is in the advances now; the kept text need not hold it twice.
        var kept = text
        kept.extraKerning = []
        self.text = kept
        if isSingleBytes {
            traits = text.utf8.map(LineBreakTraits.init(ascii:))
            utf8Starts = Array(0...Int32(text.utf8.count))
            return
        }
        traits = text.characters.map(LineBreakTraits.init)
        var starts: [Int32] = []
        starts.reserveCapacity(text.characters.count + 1)
        var offset = 0
        for character in text.characters {
            starts.append(Int32(offset))
            offset += character.utf8.count
        }
        starts.append(Int32(offset))
        utf8Starts = starts
    }

    /// Whether two characters are set in the same font: most often the same object.
    static func isSameFont(_ left: UIFont, _ right: UIFont) -> Bool {
        left === right || left == right
    }
}
