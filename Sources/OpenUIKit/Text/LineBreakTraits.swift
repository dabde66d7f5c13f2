/// What line breaking (``TextLayout``) asks of one character, read once per layout rather than
/// at every step that needs it.
///
/// The punctuation and separator tests compare code points, as `Character` equality would: a
/// character is one of those looked for when it is that single code point (or, for `\r\n`,
/// that pair) or the one code point canonically equivalent to it (U+037E to `;`, U+2329 and
/// U+232A to `〈` and `〉`); no longer sequence is equivalent to any of them.
///
/// The six answers are bits of one byte: a label keeps its text's traits with its layouts.
struct LineBreakTraits: Equatable {
    private let bits: UInt8

    private static let space: UInt8 = 1 << 0
    private static let paragraphSeparator: UInt8 = 1 << 1
    private static let hyphen: UInt8 = 1 << 2
    private static let wide: UInt8 = 1 << 3
    private static let closing: UInt8 = 1 << 4
    private static let opening: UInt8 = 1 << 5

    /// White space: it hangs at the end of a line, and a line may break after it.
    var isSpace: Bool { bits & Self.space != 0 }
    /// A line or paragraph separator: `\n`, `\r\n`, `\r`, U+2028, U+2029.
    var isParagraphSeparator: Bool { bits & Self.paragraphSeparator != 0 }
    /// A hyphen (`-`, U+2010, U+2013): a line may break after it, before anything but a space.
    var isHyphen: Bool { bits & Self.hyphen != 0 }
    /// East Asian wide (its first code point): a line may break on either side of it.
    var isWide: Bool { bits & Self.wide != 0 }
    /// Closing punctuation: no line starts with it.
    var forbidsBreakBefore: Bool { bits & Self.closing != 0 }
    /// Opening punctuation: no line ends with it.
    var forbidsBreakAfter: Bool { bits & Self.opening != 0 }

    init(_ character: Character) {
        var iterator = character.unicodeScalars.makeIterator()
        let first = iterator.next()
        let second = iterator.next()
        var bits: UInt8 = 0
        // `Character.isWhitespace` is its first code point's White_Space property.
        if first.map(Self.isWhitespace) ?? false { bits |= Self.space }
        if first.map(DejaVuTextMeasurer.isWide) ?? false { bits |= Self.wide }
        switch second == nil ? first?.value : nil {
        case 0x0A, 0x0D, 0x2028, 0x2029:
            bits |= Self.paragraphSeparator
        case 0x2D, 0x2010, 0x2013:
            bits |= Self.hyphen
        // 、。，．！？：；）」』】〉》〕ー々, with U+232A (〉).
        case 0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF01, 0xFF1F, 0xFF1A, 0xFF1B, 0xFF09, 0x300D, 0x300F, 0x3011, 0x3009,
            0x300B, 0x3015, 0x30FC, 0x3005, 0x232A,
            // ,.!?:;)]} with U+037E (;).
            0x2C, 0x2E, 0x21, 0x3F, 0x3A, 0x3B, 0x29, 0x5D, 0x7D, 0x37E:
            bits |= Self.closing
        // （「『【〈《〔 with U+2329 (〈), and ([{.
        case 0xFF08, 0x300C, 0x300E, 0x3010, 0x3008, 0x300A, 0x3014, 0x2329, 0x28, 0x5B, 0x7B:
            bits |= Self.opening
        default:
            if first?.value == 0x0D && second?.value == 0x0A && iterator.next() == nil {
                bits |= Self.paragraphSeparator
            }
        }
        self.bits = bits
    }

    /// The traits of an ASCII character (`byte` < 0x80), from a table.
    init(ascii byte: UInt8) {
        bits = Self.asciiTraits[Int(byte)].bits
    }

    /// The traits of the 128 ASCII characters, each as ``init(_:)`` gives it.
    private static let asciiTraits: [LineBreakTraits] = (0..<128).map {
        LineBreakTraits(Character(Unicode.Scalar(UInt8($0))))
    }

    /// The White_Space property, answered without the property tables for ASCII.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20: true
        case 0..<0x80: false
        default: scalar.properties.isWhitespace
        }
    }

    /// Whether a line may break between `left` and `right`, neither of them a space: after a
    /// hyphen, or next to a CJK character, except before closing or after opening punctuation.
    static func canBreak(after left: LineBreakTraits, before right: LineBreakTraits) -> Bool {
        if right.forbidsBreakBefore || left.forbidsBreakAfter { return false }
        if left.isHyphen { return !right.isSpace }
        return left.isWide || right.isWide
    }
}
