/// Finds where an element's start tag begins.
///
/// `XMLParser` reports an element at the end of its start tag (the `>` or the `/` of `/>`), on the
/// tag's last line when the tag spans lines. A raw `<` cannot occur inside a tag (attribute values
/// escape it), so the nearest `<` before that point is the tag's first character; this type finds
/// it in the document's UTF-8 bytes and reports its line and column, columns counted in Unicode
/// scalars as the parser counts them.
struct TagLocator {
    private let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0]` is line 1.
    private let lineStarts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            for offset in buffer.indices where buffer[offset] == UInt8(ascii: "\n") {
                starts.append(offset + 1)
            }
            return starts
        }
    }

    /// The location of the `<` starting the tag the parser reported at `line`:`column`; the
    /// reported position itself when no `<` is found (which well-formed input never causes).
    func tagStart(reportedLine line: Int, column: Int) -> SourceLocation {
        let reported = SourceLocation(line: line, column: column)
        guard line >= 1, line <= lineStarts.count else { return reported }
        return bytes.withUnsafeBufferPointer { buffer in
            var lineIndex = line - 1
            var end = offset(afterScalars: column, from: lineStarts[lineIndex], in: buffer)
            while lineIndex >= 0, line - lineIndex <= 1000 {
                let start = lineStarts[lineIndex]
                var offset = end
                while offset > start {
                    offset -= 1
                    if buffer[offset] == UInt8(ascii: "<") {
                        return SourceLocation(line: lineIndex + 1, column: scalarCount(start..<offset, in: buffer) + 1)
                    }
                }
                end = start
                lineIndex -= 1
            }
            return reported
        }
    }

    /// The byte offset just past the first `count` scalars of the line starting at `start`
    /// (stopping at the line's end).
    private func offset(afterScalars count: Int, from start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = start
        var seen = 0
        while offset < buffer.count, buffer[offset] != UInt8(ascii: "\n") {
            if !isContinuation(buffer[offset]) {
                if seen == count { break }
                seen += 1
            }
            offset += 1
        }
        return offset
    }

    private func scalarCount(_ range: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for offset in range where !isContinuation(buffer[offset]) { count += 1 }
        return count
    }

    /// Whether `byte` continues a multi-byte UTF-8 sequence (`10xxxxxx`).
    private func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}
