import Foundation
import LayoutAssertions
import Testing

@testable import OpenUIKit

/// Line breaking, truncation and line counts. Expected lines are worked out by hand; their
/// widths come from the independent oracle.
@MainActor @Suite struct TextWrappingTests {
    let font = UIFont.systemFont(ofSize: 17)
    var lineHeight: CGFloat { font.lineHeight }

    private func rect(
        _ text: String, width: CGFloat, style: NSParagraphStyle? = nil,
        options: NSStringDrawingOptions = .usesLineFragmentOrigin
    ) -> CGRect {
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        if let style { attributes[.paragraphStyle] = style }
        return text.boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude), options: options, attributes: attributes,
            context: nil)
    }

    private func lines(_ text: String, width: CGFloat, lines: Int = 0, mode: NSLineBreakMode = .byWordWrapping)
        -> [String]
    {
        var request = TextLayout.Request()
        request.width = width
        request.maximumLines = lines
        request.lineBreakMode = mode
        request.wraps = lines != 1
        return TextLayout(StyledText(text, attributes: [.font: font]), request).lines.map(\.text)
    }

    @Test func wrapsAtWords() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let w = try FontOracle.widths(
            ["The quick brown fox", "The quick brown fox jumps", "jumps over the lazy dog"], size: 17)
        let width = max(w[0], w[2]) + 1
        try #require(w[1] > width)
        #expect(lines(text, width: width) == ["The quick brown fox ", "jumps over the lazy dog"])
        let bounds = rect(text, width: width)
        expectValue(bounds.width, max(w[0], w[2]))
        expectValue(bounds.height, 2 * lineHeight)
        // The article "iOS layout summary": ceil of the bounding rect.
        // 2 × 17 × 2444 / 2048 = 40.57421875 → 41.
        expectValue(ceil(bounds.height), 41)
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() throws {
        let w = try FontOracle.widths(["abcd", "abcde", "efgh", "efghi", "ij"], size: 17)
        let width = w[0] + 0.5
        try #require(w[1] > width && w[3] > width && w[2] <= width)
        #expect(lines("abcdefghij", width: width) == ["abcd", "efgh", "ij"])
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byCharWrapping
        expectValue(rect("abcdefghij", width: width, style: style).height, 3 * lineHeight)
    }

    @Test func charWrappingIgnoresWords() throws {
        let w = try FontOracle.widths(["ab cd", "ab cd e"], size: 17)
        let width = w[0] + 0.1
        try #require(w[1] > width)
        #expect(lines("ab cd ef", width: width, mode: .byCharWrapping) == ["ab cd ", "ef"])
        #expect(lines("ab cd efgh", width: width) == ["ab cd ", "efgh"])
    }

    @Test func cjkBreaksBetweenCharacters() {
        // 17 points each: three fit in 60, four do not.
        #expect(lines("你好世界你好", width: 60) == ["你好世", "界你好"])
        expectSize(rect("你好世界你好", width: 60).size, 51, 2 * lineHeight)
        // No break before "。": "世。" moves down together.
        #expect(lines("你好世。界", width: 60) == ["你好", "世。界"])
        // Latin next to CJK may break between them.
        let latin = "Hi".size(withAttributes: [.font: font]).width
        #expect(lines("Hi你好世界", width: latin + 35) == ["Hi你好", "世界"])
    }

    /// U+037E (Greek question mark) is canonically the semicolon, so it too never starts a line,
    /// as `Character` equality says.
    @Test func punctuationWrittenAsItsCanonicalEquivalentBreaksAsItself() {
        let semicolon = ";".size(withAttributes: [.font: font]).width
        // "你好世" is 51 points: the semicolon after it does not fit, and takes "世" down with it.
        let width = 51 + semicolon - 1
        #expect(lines("你好世;界", width: width) == ["你好", "世;界"])
        #expect(lines("你好世\u{37E}界", width: width).count == 2)
        #expect(lines("你好世\u{37E}界", width: width).first == "你好")
    }

    @Test func paragraphsAndEmptyLines() {
        #expect(lines("a\nb\n\nc", width: 100) == ["a", "b", "", "c"])
        expectValue(rect("a\nb\n\nc", width: 100).height, 4 * lineHeight)
        expectValue(rect("one\r\ntwo", width: 100).height, 2 * lineHeight)
    }

    @Test func lineSpacingSeparatesLines() throws {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 5
        let w = try FontOracle.widths(["first", "first second", "second"], size: 17)
        let width = max(w[0], w[2]) + 1
        try #require(w[1] > width)
        expectValue(rect("first second", width: width, style: style).height, 2 * lineHeight + 5)
        expectValue(rect("first", width: width, style: style).height, lineHeight)
    }

    @Test func withoutLineFragmentOriginTheWidthIsIgnored() throws {
        let text = "The quick brown fox jumps"
        let w = try FontOracle.widths([text, "The quick brown", "The quick brown fox", "fox jumps"], size: 17)
        let bounds = rect(text, width: 50, options: [])
        expectSize(bounds.size, w[0], lineHeight)
        expectSize(text.size(withAttributes: [.font: font]), w[0], lineHeight)
        expectSize((text as NSString).size(withAttributes: [.font: font]), w[0], lineHeight)
        let width = max(w[1], w[3]) + 1
        try #require(w[2] > width)
        expectSize(
            rect(text, width: width, options: [.usesLineFragmentOrigin, .usesFontLeading]).size, max(w[1], w[3]),
            2 * lineHeight)
    }

    @Test func truncatingModesKeepParagraphsOnOneLine() throws {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let w = try FontOracle.widths(["Hello…"], size: 17)
        let bounds = rect("Hello, World", width: w[0] + 0.1, style: style)
        expectSize(bounds.size, w[0], lineHeight)
    }

    @Test func truncationModes() throws {
        let w = try FontOracle.widths(["Hello…", "Hello,…", "…World", "… World", "abc…hij", "abcd…hij"], size: 17)
        #expect(lines("Hello, World", width: w[0] + 0.1, lines: 1, mode: .byTruncatingTail) == ["Hello…"])
        #expect(lines("Hello, World", width: w[1] + 0.1, lines: 1, mode: .byTruncatingTail) == ["Hello,…"])
        #expect(lines("Hello, World", width: w[2] + 0.1, lines: 1, mode: .byTruncatingHead) == ["…World"])
        #expect(lines("Hello, World", width: w[3] + 0.1, lines: 1, mode: .byTruncatingHead) == ["… World"])
        #expect(lines("abcdefghij", width: w[4] + 0.1, lines: 1, mode: .byTruncatingMiddle) == ["abc…hij"])
        #expect(lines("abcdefghij", width: w[5] + 0.1, lines: 1, mode: .byTruncatingMiddle) == ["abcd…hij"])
        // Clipping keeps the characters and reports the available width.
        #expect(lines("Hello, World", width: 30, lines: 1, mode: .byClipping) == ["Hello, World"])
    }

    @Test func lastLineTruncatesWhenLinesRunOut() throws {
        let w = try FontOracle.widths(
            ["one two", "one two three", "three four five", "three four…", "three four five…"], size: 17)
        let width = w[0] + 1
        try #require(w[1] > width)
        // Wrapped: "one two " / "three " / "four " / "five" when unlimited.
        #expect(
            lines("one two three four five", width: max(width, w[3] + 0.1), lines: 2, mode: .byTruncatingTail).last
                == "three four…")
        // Word wrapping cuts without an ellipsis.
        #expect(lines("one two three four five", width: width, lines: 2).count == 2)
    }

    @Test func labelLineCounts() throws {
        let label = UILabel()
        label.text = "one two three four five six seven eight nine ten"
        let w = try FontOracle.widths(["one two three", "one two three four"], size: 17)
        let width = w[0] + 1
        try #require(w[1] > width)
        label.numberOfLines = 0
        // "one two three " / "four five six " / "seven eight " / "nine ten" — checked by lines.
        let unlimited = label.layout(width: width, lines: 0).lines.map(\.text)
        #expect(unlimited.first == "one two three ")
        let count = CGFloat(unlimited.count)
        expectSize(
            label.sizeThatFits(CGSize(width: width, height: 0)),
            pixelCeil(label.layout(width: width, lines: 0).size.width), pixelCeil(count * lineHeight))
        label.numberOfLines = 2
        expectValue(label.sizeThatFits(CGSize(width: width, height: 0)).height, pixelCeil(2 * lineHeight))
        #expect(label.layout(width: width, lines: 2).lines.count == 2)
        #expect(label.layout(width: width, lines: 2).lines.last?.text.hasSuffix("…") == true)
    }

    @Test func longTextStaysWithinTheWidth() {
        // 4,000 words: every line fits 300 points, the lines hold every word, and truncating the
        // whole text to one 100-point line keeps a prefix.
        let text = Array(repeating: "layout", count: 4000).joined(separator: " ")
        var request = TextLayout.Request()
        request.width = 300
        let layout = TextLayout(StyledText(text, attributes: [.font: font]), request)
        #expect(layout.lines.allSatisfy { $0.width <= 300 })
        let words = layout.lines.map { $0.text.split(separator: " ").count }.reduce(0, +)
        #expect(words == 4000)
        let single = lines(text, width: 100, lines: 1, mode: .byTruncatingTail)
        #expect(single.count == 1 && single[0].hasPrefix("layout") && single[0].hasSuffix("…"))
    }
}
