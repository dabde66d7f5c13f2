/// Reads the compact tables of `Generated/DejaVuMetrics.swift`: entries separated by commas,
/// fields by colons, every field but the last a hexadecimal code point and the last a decimal
/// value, maybe negative (`"41:1401,42:1405"`, `"41:56:-156"`).
///
/// One pass over the string's bytes: splitting it into substrings and parsing each one took
/// about 10,000 instructions an entry, some 145 million for the two faces a screen of text
/// usually needs, paid on the first measurement of every process.
enum MetricsTableParser {
    /// One entry: its code points (the second 0 when the entry has one) and its value.
    struct Entry: Equatable {
        var first: UInt32
        var second: UInt32
        var value: Int
    }

    /// The entries of `table` that have `fieldCount` fields (2 or 3), in order; malformed
    /// entries are left out.
    static func entries(of table: String, fieldCount: Int) -> [Entry] {
        var table = table
        return table.withUTF8 { bytes in
            var result: [Entry] = []
            result.reserveCapacity(bytes.count / (4 * fieldCount))
            var codePoints: (UInt32, UInt32) = (0, 0)
            var field = 0
            var hex: UInt32 = 0
            var decimal = 0
            var isNegative = false
            var hasDigits = false
            var isDecimal = true
            var isValid = true

            func endField() {
                if !hasDigits { isValid = false }
                if field == 0 { codePoints.0 = hex } else if field == 1 { codePoints.1 = hex }
                field += 1
                (hex, decimal, isNegative, hasDigits, isDecimal) = (0, 0, false, false, true)
            }

            func endEntry() {
                let value = isNegative ? -decimal : decimal
                let lastIsDecimal = isDecimal && hasDigits
                endField()
                if isValid && lastIsDecimal && field == fieldCount {
                    result.append(
                        Entry(first: codePoints.0, second: fieldCount == 3 ? codePoints.1 : 0, value: value))
                }
                field = 0
                isValid = true
            }

            for byte in bytes {
                switch byte {
                case UInt8(ascii: ","):
                    endEntry()
                case UInt8(ascii: ":"):
                    if isNegative { isValid = false }
                    endField()
                case UInt8(ascii: "-") where !hasDigits && !isNegative:
                    isNegative = true
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    let digit = byte - UInt8(ascii: "0")
                    hex = hex &* 16 &+ UInt32(digit)
                    decimal = decimal &* 10 &+ Int(digit)
                    hasDigits = true
                case UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "a")...UInt8(ascii: "f"):
                    hex = hex &* 16 &+ UInt32((byte | 0x20) - UInt8(ascii: "a") + 10)
                    hasDigits = true
                    isDecimal = false
                default:
                    isValid = false
                }
            }
            if !bytes.isEmpty { endEntry() }
            return result
        }
    }
}
