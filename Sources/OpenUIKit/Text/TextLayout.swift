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
        self.init(MeasuredText(text, measurer: measurer), request)
    }

    /// The layout of text measured already.
    init(_ measured: MeasuredText, _ request: Request) {
        var breaker = LineBreaker(measured: measured, request: request)
        let lines = breaker.run()
        let spacing = measured.text.paragraphStyle.lineSpacing
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

/// The greedy line breaker behind ``TextLayout``, over text measured already
/// (``MeasuredText``): breaking and measuring lines read each character's advance, kerning and
/// traits many times.
private struct LineBreaker {
    let text: StyledText
    let request: TextLayout.Request
    let measurer: any TextMeasurer
    private let advances: [CGFloat]
    private let kernings: [CGFloat]
    private let traits: [LineBreakTraits]
    private let utf8Starts: [Int32]
    /// The character ranges of the lines, and the end of each line's paragraph.
    private var ranges: [(range: Range<Int>, paragraphEnd: Int)] = []

    init(measured: MeasuredText, request: TextLayout.Request) {
        text = measured.text
        self.request = request
        measurer = measured.measurer
        advances = measured.advances
        kernings = measured.kernings
        traits = measured.traits
        utf8Starts = measured.utf8Starts
    }

    mutating func run() -> [TextLayout.Line] {
        let characters = text.characters
        var start = 0
        var index = 0
        while index <= characters.count {
            if index == characters.count || traits[index].isParagraphSeparator {
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
            var added = advances[index] + (index > lineStart ? kernings[index] : 0)
            if traits[index].isSpace {
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
                added = advances[index] + (index > lineStart ? kernings[index] : 0)
            }
            running += added
            if index + 1 < paragraph.upperBound
                && LineBreakTraits.canBreak(after: traits[index], before: traits[index + 1])
            {
                lastBreak = index + 1
            }
            index += 1
        }
        ranges.append((lineStart..<paragraph.upperBound, paragraph.upperBound))
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
        var line = contiguousLine(range)
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
        let whole = contiguousLine(range)
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
                while let last = front.last, traits[last].isSpace { front.removeLast() }
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
        // Each character shown, with its place in the text (none for the ellipsis).
        var shown: [(index: Int?, character: Character, font: UIFont, advance: CGFloat)] = indices.map {
            ($0, text.characters[$0], text.fonts[$0], advances[$0])
        }
        if let ellipsisAt {
            let neighbour = ellipsisAt > 0 ? indices[ellipsisAt - 1] : indices.first
            let font = neighbour.map { text.fonts[$0] } ?? text.baseFont
            shown.insert((nil, "\u{2026}", font, measurer.advance(of: "\u{2026}", font: font)), at: ellipsisAt)
        }
        var end = shown.count
        while end > 0, shown[end - 1].index.map({ traits[$0].isSpace }) ?? shown[end - 1].character.isWhitespace {
            end -= 1
        }
        var width: CGFloat = 0
        for offset in 0..<end {
            let item = shown[offset]
            width += item.advance
            guard offset > 0 else { continue }
            let previous = shown[offset - 1]
            guard MeasuredText.isSameFont(previous.font, item.font) else { continue }
            if let left = previous.index, let right = item.index, right == left + 1 {
                width += kernings[right]
            } else {
                width += measurer.kerning(between: previous.character, and: item.character, font: item.font)
            }
        }
        let metrics = lineMetrics(shown.isEmpty ? [text.baseFont] : shown.map(\.font))
        return TextLayout.Line(
            text: Self.string(of: shown.lazy.map(\.character)), width: width, ascender: metrics.ascender,
            descender: metrics.descender, leading: metrics.leading)
    }

    /// ``makeLine(_:ellipsisAt:)`` of the characters of `range`, without an ellipsis (the usual
    /// line), read from the text without gathering its characters first.
    private func contiguousLine(_ range: Range<Int>) -> TextLayout.Line {
        let metrics = range.isEmpty ? lineMetrics([text.baseFont]) : lineMetrics(fontsOf: range)
        let bytes = text.utf8[Int(utf8Starts[range.lowerBound])..<Int(utf8Starts[range.upperBound])]
        return TextLayout.Line(
            text: String(decoding: bytes, as: UTF8.self), width: width(range, trimming: true),
            ascender: metrics.ascender, descender: metrics.descender, leading: metrics.leading)
    }

    /// The characters as one string, joined through their UTF-8 bytes: the same string as
    /// `String(characters)`, which appends them one by one and costs far more.
    private static func string(of characters: some Sequence<Character>) -> String {
        var bytes: [UInt8] = []
        for character in characters { bytes.append(contentsOf: character.utf8) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``lineMetrics(_:)`` of the fonts of the characters in `range` (not empty), read in place:
    /// a run of characters in one font object is one comparison each.
    private func lineMetrics(fontsOf range: Range<Int>) -> TextLineMetrics {
        text.fonts.withUnsafeBufferPointer { fonts in
            var distinct = [fonts[range.lowerBound]]
            for index in range.dropFirst() where fonts[index] !== distinct[distinct.count - 1] {
                let font = fonts[index]
                if !distinct.contains(where: { MeasuredText.isSameFont($0, font) }) { distinct.append(font) }
            }
            return lineMetrics(distinct)
        }
    }

    /// The tallest ascender and descender, and the largest leading, of `fonts`, each font
    /// counted once.
    private func lineMetrics(_ fonts: some Collection<UIFont>) -> TextLineMetrics {
        var distinct: [UIFont] = []
        for font in fonts where !distinct.contains(where: { MeasuredText.isSameFont($0, font) }) {
            distinct.append(font)
        }
        var result = TextLineMetrics(ascender: 0, descender: 0, leading: 0)
        for font in distinct {
            let metrics = measurer.lineMetrics(for: font)
            result.ascender = max(result.ascender, metrics.ascender)
            result.descender = min(result.descender, metrics.descender)
            result.leading = max(result.leading, metrics.leading)
        }
        return result
    }

    /// The width of the characters in `range` on one line (kerning between neighbours of the
    /// same font), without trailing spaces when `trimming`.
    private func width(_ range: Range<Int>, trimming: Bool) -> CGFloat {
        var end = range.upperBound
        if trimming {
            while end > range.lowerBound && traits[end - 1].isSpace { end -= 1 }
        }
        var total: CGFloat = 0
        var index = range.lowerBound
        while index < end {
            total += advances[index]
            if index > range.lowerBound { total += kernings[index] }
            index += 1
        }
        return total
    }
}
