import Foundation

/// The default measurer: **metric-compatible with DejaVu Sans** (and its Bold, Oblique and Mono
/// faces), from the tables generated out of the font files.
///
/// - A character's advance is the sum of its code points' advances (combining marks have
///   their own advance in the font, usually 0).
/// - Kerning is the font's GPOS pair adjustment (feature `kern`, script `latn`) between the last
///   code point of one character and the first of the next, for Latin, Greek, Cyrillic and
///   punctuation; no ligatures are formed.
/// - CJK ideographs, kana, Hangul and full-width forms, which DejaVu does not cover, take one em
///   each (their usual advance in CJK fonts); any other code point the face lacks takes half
///   an em.
public struct DejaVuTextMeasurer: TextMeasurer {
    /// The measurer; it keeps no state.
    public init() {}

    /// The DejaVu advance of the character's code points (one em for CJK, half for others missing).
    public func advance(of character: Character, font: UIFont) -> CGFloat {
        let metrics = font.face.metrics
        var units = 0
        for scalar in character.unicodeScalars { units += Self.units(of: scalar, metrics) }
        return CGFloat(units) * font.pointSize / CGFloat(metrics.unitsPerEm)
    }

    /// The GPOS `kern` adjustment between the two characters, 0 for pairs the font does not kern.
    public func kerning(between left: Character, and right: Character, font: UIFont) -> CGFloat {
        guard let last = left.unicodeScalars.last, let first = right.unicodeScalars.first else { return 0 }
        let metrics = font.face.metrics
        let units = metrics.kerning(last, first)
        return units == 0 ? 0 : CGFloat(units) * font.pointSize / CGFloat(metrics.unitsPerEm)
    }

    /// The advance of each of `text`'s characters, and its kerning with the character before it
    /// when both are set in the same font (0 otherwise): what ``advance(of:font:)`` and
    /// ``kerning(between:and:font:)`` give one character at a time, with each character's code
    /// points read once and each font's tables looked up once per run of it.
    func measure(_ text: StyledText) -> (advances: [CGFloat], kernings: [CGFloat]) {
        measure(text) { index, metrics in
            var units = 0
            var first: Unicode.Scalar?
            var last: Unicode.Scalar?
            for scalar in text.characters[index].unicodeScalars {
                if first == nil { first = scalar }
                last = scalar
                units += Self.units(of: scalar, metrics)
            }
            return (units, first, last)
        }
    }

    /// ``measure(_:)`` for a text whose characters are each one byte of UTF-8 (ASCII, no
    /// `\r\n`): the code points are its bytes.
    func measureBytes(_ text: StyledText) -> (advances: [CGFloat], kernings: [CGFloat]) {
        measure(text) { index, metrics in
            let scalar = Unicode.Scalar(text.utf8[index])
            return (Self.units(of: scalar, metrics), scalar, scalar)
        }
    }

    /// The advances and kernings of `text`'s characters, given each one's advance in font units
    /// and its first and last code points by `codePoints(index, metrics)`.
    @inline(__always)
    private func measure(
        _ text: StyledText,
        codePoints: (Int, FontFaceMetrics) -> (units: Int, first: Unicode.Scalar?, last: Unicode.Scalar?)
    ) -> (advances: [CGFloat], kernings: [CGFloat]) {
        let count = text.characters.count
        var advances = [CGFloat](repeating: 0, count: count)
        var kernings = [CGFloat](repeating: 0, count: count)
        guard count > 0 else { return (advances, kernings) }
        var font = text.fonts[0]
        var metrics = font.face.metrics
        var previousLast: Unicode.Scalar?
        for index in 0..<count {
            let sameFontAsPrevious = index > 0 && MeasuredText.isSameFont(text.fonts[index - 1], text.fonts[index])
            if text.fonts[index] !== font {
                font = text.fonts[index]
                metrics = font.face.metrics
            }
            let (units, first, last) = codePoints(index, metrics)
            advances[index] = CGFloat(units) * font.pointSize / CGFloat(metrics.unitsPerEm)
            if sameFontAsPrevious, let left = previousLast, let right = first {
                let kerning = metrics.kerning(left, right)
                if kerning != 0 { kernings[index] = CGFloat(kerning) * font.pointSize / CGFloat(metrics.unitsPerEm) }
            }
            previousLast = last
        }
        return (advances, kernings)
    }

    /// The advance of one code point in font units: the face's, or one em for a wide code point
    /// the face lacks and half an em for any other.
    @inline(__always)
    private static func units(of scalar: Unicode.Scalar, _ metrics: FontFaceMetrics) -> Int {
        if let advance = metrics.advance(of: scalar) { return advance }
        return isWide(scalar) ? metrics.unitsPerEm : metrics.unitsPerEm / 2
    }

    /// East Asian wide and full-width code points: CJK symbols and punctuation, kana, CJK
    /// ideographs (with extension A and compatibility), Hangul syllables, full-width forms.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
