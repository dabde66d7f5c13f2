import Foundation
import Testing

@testable import OpenUIKit

/// A text whose characters are each one byte of UTF-8 is measured from its bytes; it must
/// measure exactly as when read character by character.
@MainActor @Suite struct MeasuredTextBytewiseTests {
    private func expectSameMeasure(_ string: String, font: UIFont = .systemFont(ofSize: 17), kern: CGFloat? = nil) {
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        if let kern { attributes[.kern] = kern }
        let text = StyledText(string, attributes: attributes)
        let bytewise = MeasuredText(text, measurer: DejaVuTextMeasurer())
        let characterwise = MeasuredText(text, measurer: DejaVuTextMeasurer(), bytewise: false)
        let name = string.debugDescription
        #expect(bytewise.advances.map(\.bitPattern) == characterwise.advances.map(\.bitPattern), "\(name)")
        #expect(bytewise.kernings.map(\.bitPattern) == characterwise.kernings.map(\.bitPattern), "\(name)")
        #expect(bytewise.traits == characterwise.traits, "\(name)")
        #expect(bytewise.utf8Starts == characterwise.utf8Starts, "\(name)")
    }

    @Test func everyASCIICharacterMeasuresAsItsCharacterDoes() {
        let ascii = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        expectSameMeasure(ascii)
        expectSameMeasure(ascii, font: .boldSystemFont(ofSize: 13), kern: 1.5)
    }

    @Test func kernedPairsAndBreaksMeasureAlike() {
        let kerned = StyledText("AVATAR", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(MeasuredText(kerned, measurer: DejaVuTextMeasurer()).kernings.contains { $0 != 0 })
        for string in ["AVATAR Wave To-do: (yes), [no]; {maybe}!", "line one\nline two\rthree\tfour", "", "-"] {
            expectSameMeasure(string)
        }
    }

    @Test func aStringSplitsIntoItsGraphemeClustersWhetherReadByBytesOrNot() {
        let ascii = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        for string in [ascii, ascii.replacingOccurrences(of: "\r", with: ""), "a\r\nb\rc\n", "naïve 日本"] {
            let text = StyledText(string, attributes: nil)
            #expect(text.characters == Array(string), "\(string.debugDescription)")
        }
    }

    @Test func aTextWithACarriageReturnLineFeedIsReadByCharacters() {
        // "\r\n" is one character of two bytes: the text is not read bytewise, and its measure
        // is the characters'.
        let text = StyledText("one\r\ntwo", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(text.utf8.count == text.characters.count + 1)
        let measured = MeasuredText(text, measurer: DejaVuTextMeasurer())
        #expect(measured.utf8Starts == [0, 1, 2, 3, 5, 6, 7, 8])
        #expect(measured.traits[3].isParagraphSeparator && measured.traits[3].isSpace)
    }
}
