/// A cursor over an ASCII format string's bytes, with the two lexical rules of the Visual
/// Format Language: C identifiers and numbers as C's `strtod_l` reads them in the C locale.
///
/// There is no whitespace skipping: UIKit reads the format byte by byte and a space is an
/// unexpected character wherever it appears.
struct VisualFormatScanner {
    let bytes: [UInt8]
    /// The offset of the next byte to read; `bytes.count` at the end.
    var position: Int = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, nil at the end.
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// The byte after the next one, nil past the end.
    var next: UInt8? { position + 1 < bytes.count ? bytes[position + 1] : nil }

    /// Consumes `byte` if it is the next one.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        position += 1
        return true
    }

    /// Reads a C identifier (`[A-Za-z_][A-Za-z0-9_]*`); nil, without moving, if there is none.
    mutating func scanName() -> String? {
        let start = position
        guard let first = current, Self.isNameStart(first) else { return nil }
        position += 1
        while let byte = current, Self.isNameStart(byte) || Self.isDigit(byte) {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Reads the longest prefix that `strtod_l` in the C locale would accept from here: an
    /// optional sign, then a decimal number with an optional exponent, a hexadecimal one
    /// (`0x1.8p3`), `inf` / `infinity` or `nan` / `nan(chars)`, letters in any case. Returns
    /// nil, without moving, when strtod would read nothing (so `-x`, `--5`, `-.`).
    mutating func scanNumber() -> Double? {
        let start = position
        var index = position
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            index += 1
        }
        guard let end = numberEnd(from: index) else { return nil }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let value = Double(text) else { return nil }
        position = end
        return value
    }

    // MARK: - strtod's number syntax

    private func numberEnd(from index: Int) -> Int? {
        if let end = keywordEnd(from: index) { return end }
        if let end = hexadecimalEnd(from: index) { return end }
        return decimalEnd(from: index)
    }

    /// `inf`, `infinity`, `nan`, `nan(…)`.
    private func keywordEnd(from index: Int) -> Int? {
        if matches("infinity", at: index) { return index + 8 }
        if matches("inf", at: index) { return index + 3 }
        guard matches("nan", at: index) else { return nil }
        var end = index + 3
        if end < bytes.count, bytes[end] == UInt8(ascii: "(") {
            var inner = end + 1
            while inner < bytes.count, Self.isNameStart(bytes[inner]) || Self.isDigit(bytes[inner]) {
                inner += 1
            }
            if inner < bytes.count, bytes[inner] == UInt8(ascii: ")") { end = inner + 1 }
        }
        return end
    }

    /// `0x` hex digits, optional `.` and fraction (at least one hex digit in all), optional
    /// `p` binary exponent.
    private func hexadecimalEnd(from index: Int) -> Int? {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "0"),
            bytes[index + 1] | 0x20 == UInt8(ascii: "x")
        else { return nil }
        var end = index + 2
        var digits = 0
        while end < bytes.count, Self.isHexDigit(bytes[end]) { end += 1; digits += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            end += 1
            while end < bytes.count, Self.isHexDigit(bytes[end]) { end += 1; digits += 1 }
        }
        // "0x" without digits: strtod reads the "0" only, as a decimal number.
        guard digits > 0 else { return nil }
        return exponentEnd(from: end, marker: UInt8(ascii: "p"))
    }

    /// Digits, optional `.` and fraction (at least one digit in all), optional `e` exponent.
    private func decimalEnd(from index: Int) -> Int? {
        var end = index
        var digits = 0
        while end < bytes.count, Self.isDigit(bytes[end]) { end += 1; digits += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            end += 1
            while end < bytes.count, Self.isDigit(bytes[end]) { end += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        return exponentEnd(from: end, marker: UInt8(ascii: "e"))
    }

    /// Extends past an exponent (`e-3`, `p+2`) only when it has at least one digit.
    private func exponentEnd(from index: Int, marker: UInt8) -> Int {
        guard index < bytes.count, bytes[index] | 0x20 == marker else { return index }
        var end = index + 1
        if end < bytes.count, bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "+") {
            end += 1
        }
        let digitsStart = end
        while end < bytes.count, Self.isDigit(bytes[end]) { end += 1 }
        return end > digitsStart ? end : index
    }

    /// Case-insensitive match of a lowercase ASCII word.
    private func matches(_ word: StaticString, at index: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return word.withUTF8Buffer { letters in
            (0..<count).allSatisfy { bytes[index + $0] | 0x20 == letters[$0] }
        }
    }

    // MARK: - Character classes

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == UInt8(ascii: "_")
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }
}
