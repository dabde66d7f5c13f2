import Foundation

/// Text as text layout reads it: characters, each with its font and extra kerning, and the
/// paragraph style of the first character (used for the whole text, as labels do).
struct StyledText {
    var characters: [Character] = []
    /// The characters' UTF-8 bytes, in order: what the strings of lines are cut from.
    var utf8: [UInt8] = []
    var fonts: [UIFont] = []
    var extraKerning: [CGFloat] = []
    var paragraphStyle: NSParagraphStyle = .default
    /// The font of the text's start, for lines without characters.
    var baseFont: UIFont

    /// The font `boundingRect` and `size(withAttributes:)` use when the attributes name none.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    init(baseFont: UIFont) {
        self.baseFont = baseFont
    }

    /// `string` with one set of attributes.
    init(_ string: String, attributes: [NSAttributedString.Key: Any]?, defaultFont: UIFont = StyledText.defaultFont) {
        let font = attributes?[.font] as? UIFont ?? defaultFont
        self.init(baseFont: font)
        utf8 = Array(string.utf8)
        characters = Self.characters(of: string, utf8: utf8)
        fonts = Array(repeating: font, count: characters.count)
        extraKerning = Array(repeating: StyledText.kerning(attributes?[.kern]), count: characters.count)
        paragraphStyle = attributes?[.paragraphStyle] as? NSParagraphStyle ?? .default
    }

    /// An attributed string: each run's font (or `defaultFont`), kerning and the first run's
    /// paragraph style.
    init(_ attributed: NSAttributedString, defaultFont: UIFont = StyledText.defaultFont) {
        self.init(baseFont: defaultFont)
        let string = attributed.string
        let whole = NSRange(location: 0, length: attributed.length)
        var first = true
        attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            let font = attributes[.font] as? UIFont ?? defaultFont
            if first {
                baseFont = font
                paragraphStyle = attributes[.paragraphStyle] as? NSParagraphStyle ?? .default
                first = false
            }
            guard let swiftRange = Range(range, in: string) else { return }
            let piece = Array(string[swiftRange])
            characters += piece
            utf8 += string[swiftRange].utf8
            fonts += Array(repeating: font, count: piece.count)
            extraKerning += Array(repeating: StyledText.kerning(attributes[.kern]), count: piece.count)
        }
    }

    /// The string's characters. ASCII without a carriage return is one character per byte (the
    /// only ASCII pair that forms one grapheme cluster is `\r\n`), made from the bytes without
    /// the grapheme breaking that splitting a string runs.
    private static func characters(of string: String, utf8: [UInt8]) -> [Character] {
        guard utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return Array(string) }
        return utf8.map { Character(Unicode.Scalar($0)) }
    }

    private static func kerning(_ value: Any?) -> CGFloat {
        switch value {
        case let number as CGFloat: return number
        case let number as Double: return CGFloat(number)
        case let number as Int: return CGFloat(number)
        case let number as NSNumber: return CGFloat(number.doubleValue)
        default: return 0
        }
    }

    var isEmpty: Bool { characters.isEmpty }
}
