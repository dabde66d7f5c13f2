/// The fuzzer's bytes read as a sequence of small decisions: numbers, choices, strings.
///
/// Every read succeeds: past the end it answers zeros and empty strings, so a harness never
/// has to check the length, and a short input simply makes a short scenario.
struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    init(_ data: UnsafeRawPointer, count: Int) {
        bytes = Array(UnsafeRawBufferPointer(start: data, count: count))
    }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The bytes not read yet, as they are.
    var remainingBytes: [UInt8] { Array(bytes[min(position, bytes.count)...]) }

    /// The next byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `0..<count` (`count` at most 256).
    mutating func index(below count: Int) -> Int {
        count <= 1 ? 0 : Int(byte()) % count
    }

    /// One of `choices`, which must not be empty.
    mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[index(below: choices.count)]
    }

    /// True or false.
    mutating func flag() -> Bool {
        byte() & 1 == 1
    }

    /// A double made of the next eight bytes: every bit pattern, NaN and the infinities included.
    mutating func rawDouble() -> Double {
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }

    /// A number a layout would plausibly use, now and then an extreme one.
    mutating func layoutNumber() -> Double {
        switch byte() % 8 {
        case 0: return pick([0, 1, -1, 0.5, 1e-9, 1e9, -1e9, .nan, .infinity, -.infinity, .greatestFiniteMagnitude])
        case 1: return rawDouble()
        default: return Double(Int(byte()) - 128) / Double(pick([1, 2, 4, 10]))
        }
    }

    /// Up to `maximum` bytes, as UTF-8 text with invalid sequences repaired.
    mutating func text(maximum: Int) -> String {
        let length = index(below: maximum + 1)
        var chunk: [UInt8] = []
        while chunk.count < length && !isAtEnd { chunk.append(byte()) }
        return String(decoding: chunk, as: UTF8.self)
    }

    /// The rest of the bytes, as UTF-8 text with invalid sequences repaired.
    mutating func remainingText() -> String {
        defer { position = bytes.count }
        return String(decoding: remainingBytes, as: UTF8.self)
    }
}
