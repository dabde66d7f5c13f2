import Foundation

/// Breaks styled text into lines (the rules TextKit and UILabel follow, simplified):
///
/// - Paragraphs end at line separators (`\n`, `\r\n`, `\r`, U+2028, U+2029); an empty
///   paragraph is an empty line as tall as its font.
/// - Wrapping (``Request/wraps``) is greedy. A line may break after a run of spaces (the spaces
///   hang at its end and do not count in its width), after a hyphen, and between characters
///   where either one is a CJK (East Asian wide) character, except before closing punctuation
///   (`、。，．！？：；）」』】〉》〕` and their ASCII cousins) and after opening punctuation
///   (`（「『【〈《〔`). A word wider than the line breaks between characters.
///   `byCharWrapping` breaks between any two characters.
/// - Without wrapping each paragraph is one line.
/// - When ``Request/maximumLines`` cuts text off, the last line keeps what fits: with a
///   truncating mode it is remade from the rest of its paragraph with an ellipsis (…) at its
///   end (tail), start (head) or middle, as wide as fits; otherwise it stays as broken.
///   A line wider than the width in a truncating mode is truncated the same way; in the other
///   modes it is clipped (its width is reported as the available width).
/// - A line's height is its tallest font's ascender − descender (+ leading when asked);
///   lines are separated by the paragraph style's `lineSpacing`.
struct TextLayout {
    struct Request {
        /// The available width; `.greatestFiniteMagnitude` for none.
        var width: CGFloat = .greatestFiniteMagnitude
        /// 0 for no limit.
        var maximumLines = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        /// Whether paragraphs wrap into several lines.
        var wraps = true
        /// Whether a line's height includes its font's leading.
        var usesFontLeading = true
    }

    struct Line {
        /// The characters shown (with an ellipsis when truncated).
        var text: String
        var width: CGFloat
        var ascender: CGFloat
        var descender: CGFloat
        var leading: CGFloat
    }

    let lines: [Line]
    let size: CGSize
    let lineSpacing: CGFloat
    /// Each line's baseline below the top of the text.
    let baselines: [CGFloat]

    /// The first line's ascender (the first baseline below the top of the text).
    var firstBaseline: CGFloat { lines.first?.ascender ?? 0 }
    /// The last line's descent (the last baseline above the bottom of the text).
    var lastBaselineFromBottom: CGFloat { -(lines.last?.descender ?? 0) }

    init(_ text: StyledText, _ request: Request, measurer: any TextMeasurer = TextMeasurement.measurer) {
        var breaker = LineBreaker(text: text, request: request, measurer: measurer)
        let lines = breaker.run()
        let spacing = text.paragraphStyle.lineSpacing
        var height: CGFloat = 0
        var width: CGFloat = 0
        var baselines: [CGFloat] = []
        for (index, line) in lines.enumerated() {
            if index > 0 { height += spacing }
            baselines.append(height + line.ascender)
            height += line.ascender - line.descender + (request.usesFontLeading ? line.leading : 0)
            width = max(width, line.width)
        }
        self.lines = lines
        self.baselines = baselines
        self.lineSpacing = spacing
        self.size = CGSize(width: width, height: height)
    }
}

/// The greedy line breaker behind ``TextLayout``.
private struct LineBreaker {
    let text: StyledText
    let request: TextLayout.Request
    let measurer: any TextMeasurer
    private var advances: [CGFloat]
    private var lines: [TextLayout.Line] = []
    /// The character ranges of the lines, and the end of each line's paragraph.
    private var ranges: [(range: Range<Int>, paragraphEnd: Int)] = []

    init(text: StyledText, request: TextLayout.Request, measurer: any TextMeasurer) {
        self.text = text
        self.request = request
        self.measurer = measurer
        advances = zip(text.characters, text.fonts).map { measurer.advance(of: $0, font: $1) }
        for index in advances.indices { advances[index] += text.extraKerning[index] }
    }

    mutating func run() -> [TextLayout.Line] {
        let characters = text.characters
        var start = 0
        var index = 0
        while index <= characters.count {
            if index == characters.count || LineBreaker.isParagraphSeparator(characters[index]) {
                breakParagraph(start..<index)
                start = index + 1
                if index == characters.count { break }
            }
            index += 1
        }
        return finish()
    }

    // MARK: Breaking

    private mutating func breakParagraph(_ paragraph: Range<Int>) {
        guard request.wraps, !paragraph.isEmpty, request.width < .greatestFiniteMagnitude / 2 else {
            ranges.append((paragraph, paragraph.upperBound))
            return
        }
        let limit = request.width
        var lineStart = paragraph.lowerBound
        var lastBreak: Int?
        var index = paragraph.lowerBound
        // The width of the characters from lineStart up to index, kept as the line grows.
        var running: CGFloat = 0
        while index < paragraph.upperBound {
            let character = text.characters[index]
            var added = advances[index] + (index > lineStart ? pairKerning(index - 1, index) : 0)
            if character.isWhitespace {
                running += added
                lastBreak = index + 1
                index += 1
                continue
            }
            if index > lineStart && running + added > limit + 1e-9 {
                var breakAt = index
                if request.lineBreakMode != .byCharWrapping, let lastBreak, lastBreak > lineStart {
                    breakAt = lastBreak
                }
                ranges.append((lineStart..<breakAt, paragraph.upperBound))
                lineStart = breakAt
                lastBreak = nil
                // What moved to the new line may itself be too wide: break it between characters.
                while index > lineStart && width(lineStart..<(index + 1), trimming: true) > limit + 1e-9 {
                    var end = lineStart + 1
                    while end < index && width(lineStart..<(end + 1), trimming: true) <= limit + 1e-9 { end += 1 }
                    ranges.append((lineStart..<end, paragraph.upperBound))
                    lineStart = end
                }
                running = width(lineStart..<index, trimming: false)
                added = advances[index] + (index > lineStart ? pairKerning(index - 1, index) : 0)
            }
            running += added
            if index + 1 < paragraph.upperBound
                && LineBreaker.canBreak(after: character, before: text.characters[index + 1])
            {
                lastBreak = index + 1
            }
            index += 1
        }
        ranges.append((lineStart..<paragraph.upperBound, paragraph.upperBound))
    }

    /// A break opportunity between two characters that are not spaces: after a hyphen, or next
    /// to a CJK character (with the punctuation exceptions).
    static func canBreak(after left: Character, before right: Character) -> Bool {
        if LineBreaker.noBreakBefore.contains(right) || LineBreaker.noBreakAfter.contains(left) { return false }
        if left == "-" || left == "\u{2010}" || left == "\u{2013}" { return !right.isWhitespace }
        return isWide(left) || isWide(right)
    }

    static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return DejaVuTextMeasurer.isWide(scalar)
    }

    static let noBreakBefore: Set<Character> = [
        "、", "。", "，", "．", "！", "？", "：", "；", "）", "」", "』", "】", "〉", "》", "〕", "ー", "々",
        ",", ".", "!", "?", ":", ";", ")", "]", "}",
    ]
    static let noBreakAfter: Set<Character> = ["（", "「", "『", "【", "〈", "《", "〔", "(", "[", "{"]

    static func isParagraphSeparator(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r" || character == "\u{2028}"
            || character == "\u{2029}"
    }

    // MARK: Lines

    private mutating func finish() -> [TextLayout.Line] {
        var kept = ranges
        var cut = false
        if request.maximumLines > 0 && kept.count > request.maximumLines {
            kept = Array(kept.prefix(request.maximumLines))
            cut = true
        }
        var result: [TextLayout.Line] = []
        for (position, entry) in kept.enumerated() {
            let isLast = position == kept.count - 1
            if isLast && cut && request.lineBreakMode.truncates {
                let source = entry.range.lowerBound..<entry.paragraphEnd
                let moreAfter = entry.paragraphEnd < text.characters.count
                result.append(truncatedLine(source, forceEllipsis: moreAfter))
            } else {
                result.append(plainLine(entry.range))
            }
        }
        return result
    }

    private func plainLine(_ range: Range<Int>) -> TextLayout.Line {
        var line = makeLine(Array(range), ellipsisAt: nil)
        if line.width > request.width + 1e-9 {
            if request.lineBreakMode.truncates {
                return truncatedLine(range, forceEllipsis: false)
            }
            line.width = request.width
        }
        return line
    }

    /// The characters of `range` with an ellipsis, as many as fit the width.
    private func truncatedLine(_ range: Range<Int>, forceEllipsis: Bool) -> TextLayout.Line {
        let indices = Array(range)
        let whole = makeLine(indices, ellipsisAt: nil)
        if whole.width <= request.width + 1e-9 && !forceEllipsis { return whole }
        // Keep k characters, arranged by the mode around the ellipsis: the largest k that fits
        // (the width grows with k, so a binary search finds it), or the ellipsis alone.
        func candidate(keeping keep: Int) -> TextLayout.Line {
            switch request.lineBreakMode {
            case .byTruncatingHead:
                return makeLine(Array(indices.suffix(keep)), ellipsisAt: 0)
            case .byTruncatingMiddle:
                let front = (keep + 1) / 2
                return makeLine(Array(indices.prefix(front)) + Array(indices.suffix(keep - front)), ellipsisAt: front)
            default:
                var front = Array(indices.prefix(keep))
                while let last = front.last, text.characters[last].isWhitespace { front.removeLast() }
                return makeLine(front, ellipsisAt: front.count)
            }
        }
        var low = 0
        var high = indices.count - (forceEllipsis ? 0 : 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if candidate(keeping: middle).width <= request.width + 1e-9 {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return candidate(keeping: low)
    }

    /// A line of the characters at `indices`, with an ellipsis inserted before position
    /// `ellipsisAt` (in the font of the character it follows, or of the first character).
    private func makeLine(_ indices: [Int], ellipsisAt: Int?) -> TextLayout.Line {
        var shown: [(Character, UIFont, CGFloat)] = indices.map { (text.characters[$0], text.fonts[$0], advances[$0]) }
        if let ellipsisAt {
            let neighbour = ellipsisAt > 0 ? indices[ellipsisAt - 1] : indices.first
            let font = neighbour.map { text.fonts[$0] } ?? text.baseFont
            shown.insert(("\u{2026}", font, measurer.advance(of: "\u{2026}", font: font)), at: ellipsisAt)
        }
        var trimmed = shown
        while let last = trimmed.last, last.0.isWhitespace { trimmed.removeLast() }
        var width: CGFloat = 0
        for (offset, item) in trimmed.enumerated() {
            width += item.2
            if offset > 0, trimmed[offset - 1].1 == item.1 {
                width += measurer.kerning(between: trimmed[offset - 1].0, and: item.0, font: item.1)
            }
        }
        let fonts = shown.isEmpty ? [text.baseFont] : shown.map(\.1)
        var ascender: CGFloat = 0
        var descender: CGFloat = 0
        var leading: CGFloat = 0
        for font in Set(fonts) {
            let metrics = measurer.lineMetrics(for: font)
            ascender = max(ascender, metrics.ascender)
            descender = min(descender, metrics.descender)
            leading = max(leading, metrics.leading)
        }
        return TextLayout.Line(
            text: String(shown.map(\.0)), width: width, ascender: ascender, descender: descender, leading: leading)
    }

    /// The kerning between the characters at `left` and `right` (0 across fonts).
    private func pairKerning(_ left: Int, _ right: Int) -> CGFloat {
        guard text.fonts[left] == text.fonts[right] else { return 0 }
        return measurer.kerning(between: text.characters[left], and: text.characters[right], font: text.fonts[right])
    }

    /// The width of the characters in `range` on one line (kerning between neighbours of the
    /// same font), without trailing spaces when `trimming`.
    private func width(_ range: Range<Int>, trimming: Bool) -> CGFloat {
        var end = range.upperBound
        if trimming {
            while end > range.lowerBound && text.characters[end - 1].isWhitespace { end -= 1 }
        }
        var total: CGFloat = 0
        var index = range.lowerBound
        while index < end {
            total += advances[index]
            if index > range.lowerBound { total += pairKerning(index - 1, index) }
            index += 1
        }
        return total
    }
}
