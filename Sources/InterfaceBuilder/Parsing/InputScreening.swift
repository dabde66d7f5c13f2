/// Checks run on a document's bytes before Foundation's `XMLParser` sees them, for input that
/// parser cannot take safely.
///
/// Invalid UTF-8 comes first: on Linux, `XMLParser` traps when libxml2 hands its delegate an
/// element or attribute name that is not valid UTF-8 (a corrupted byte is enough), and Interface
/// Builder writes nothing but UTF-8. Entity declarations come second: Interface Builder never
/// writes a DTD, and entity expansion is the classic way to make a small file huge (the parser
/// expands entities without telling its delegate, so it cannot be stopped midway).
enum InputScreening {
    /// Why `bytes` must not be parsed, with where; `nil` when they may be.
    static func problem(in bytes: [UInt8]) -> (message: String, location: SourceLocation)? {
        if let offset = firstInvalidUTF8(in: bytes) {
            let byte = String(bytes[offset], radix: 16, uppercase: true)
            return ("the document is not valid UTF-8 (byte 0x\(byte))", location(of: offset, in: bytes))
        }
        if let offset = firstOffset(of: Array("<!ENTITY".utf8), in: bytes) {
            return (
                "the document declares an entity (<!ENTITY); Interface Builder documents declare none",
                location(of: offset, in: bytes)
            )
        }
        return nil
    }

    /// The offset where `pattern` first occurs in `bytes`.
    private static func firstOffset(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            for offset in 0...(buffer.count - pattern.count) where buffer[offset] == first {
                if buffer[offset..<offset + pattern.count].elementsEqual(pattern) { return offset }
            }
            return nil
        }
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
    private static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The line and column (in Unicode scalars, both 1-based) of byte `offset`; the bytes before it
    /// must be valid UTF-8.
    private static func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let newline = UInt8(ascii: "\n")
        let before = bytes[..<offset]
        let lineStart = before.lastIndex(of: newline).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
        return SourceLocation(line: before.count { $0 == newline } + 1, column: column)
    }
}
