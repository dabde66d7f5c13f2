import Foundation
import Testing

@testable import OpenUIKit

/// The DejaVu measurer measures a whole text at once, reading each character's code points once
/// (docs/text-and-stacks.md, "Measuring once"); it gives what it gives one character at a time.
@MainActor @Suite struct WholeTextMeasurementTests {
    @Test func aWholeTextMeasuresAsItsCharactersDoOneByOne() {
        let regular = UIFont.systemFont(ofSize: 17)
        let bold = UIFont.boldSystemFont(ofSize: 15)
        var text = StyledText(baseFont: regular)
        func append(_ string: String, _ font: UIFont) {
            text.characters += Array(string)
            text.fonts += Array(repeating: font, count: string.count)
            text.extraKerning += Array(repeating: 0, count: string.count)
            text.utf8 += string.utf8
        }
        append("AVAWAY To Wa. ", regular)
        append("Ta\u{301}ke \u{5D0}\u{627} 漢字 \u{1F600} Ω\r\nЖ\u{2026}", bold)
        // An equal font in another object: kerned with its neighbours as the same font.
        append("Y", UIFont.systemFont(ofSize: 17))
        append("o", regular)
        let measurer = DejaVuTextMeasurer()
        let (advances, kernings) = measurer.measure(text)
        #expect(advances.count == text.characters.count && kernings.count == text.characters.count)
        for index in text.characters.indices {
            let character = text.characters[index]
            #expect(advances[index] == measurer.advance(of: character, font: text.fonts[index]), "\(character)")
            var kerning: CGFloat = 0
            if index > 0 && MeasuredText.isSameFont(text.fonts[index - 1], text.fonts[index]) {
                kerning = measurer.kerning(between: text.characters[index - 1], and: character, font: text.fonts[index])
            }
            #expect(kernings[index] == kerning, "\(text.characters[max(index - 1, 0)])\(character)")
        }
        // "AV" and "Yo" (across the two equal fonts) are kerned pairs of DejaVu Sans.
        #expect(kernings[1] < 0)
        #expect(kernings[text.characters.count - 1] < 0)
    }
}
