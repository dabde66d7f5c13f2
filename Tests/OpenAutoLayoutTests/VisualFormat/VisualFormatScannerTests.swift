import Testing

@testable import OpenAutoLayout

/// The two lexical rules: C identifiers, and numbers as C's strtod_l reads them (C locale).
@Suite("Visual Format scanner")
@MainActor struct VisualFormatScannerTests {
    /// Scans a number at the start of `text`: its value and where the scanner stopped.
    private func number(_ text: String) -> (value: Double, end: Int)? {
        var scanner = VisualFormatScanner(Array(text.utf8))
        guard let value = scanner.scanNumber() else {
            #expect(scanner.position == 0, "a failed scan must not move")
            return nil
        }
        return (value, scanner.position)
    }

    @Test(
        "Numbers: the longest prefix strtod accepts",
        arguments: [
            ("10]", 10.0, 2),
            ("2.5)", 2.5, 3),
            ("3.-", 3.0, 2),
            ("1.5.3", 1.5, 3),
            ("1e5x", 100_000.0, 3),
            ("1.e5", 100_000.0, 4),
            ("1E-2)", 0.01, 4),
            ("1e", 1.0, 1),
            ("1e+", 1.0, 1),
            ("1e-x", 1.0, 1),
            ("-.5)", -0.5, 3),
            ("0x10]", 16.0, 4),
            ("0X1P-1)", 0.5, 6),
            ("0x1p", 1.0, 3),
            ("0x", 0.0, 1),
            ("0xg", 0.0, 1),
            ("-inf)", -Double.infinity, 4),
            ("-Infinity)", -Double.infinity, 9),
            ("-infinit", -Double.infinity, 4),
            ("1e999", Double.infinity, 5),
        ])
    func numberPrefix(text: String, value: Double, end: Int) throws {
        let scanned = try #require(number(text))
        #expect(scanned.value == value)
        #expect(scanned.end == end)
    }

    @Test("NaN with and without a payload")
    func notANumber() throws {
        let plain = try #require(number("-nan)"))
        #expect(plain.value.isNaN && plain.end == 4)
        let payload = try #require(number("-nan(12)x"))
        #expect(payload.value.isNaN && payload.end == 8)
        let unclosed = try #require(number("-nan(12"))
        #expect(unclosed.value.isNaN && unclosed.end == 4)
    }

    @Test("What strtod rejects", arguments: ["-", "--5", "-x", "-.", "-.e5", "-+5", "x"])
    func notANumberAtAll(text: String) {
        #expect(number(text) == nil)
    }

    @Test("Names are C identifiers")
    func names() {
        var scanner = VisualFormatScanner(Array("_a1-b".utf8))
        #expect(scanner.scanName() == "_a1")
        #expect(scanner.position == 3)
        var digitFirst = VisualFormatScanner(Array("1a".utf8))
        #expect(digitFirst.scanName() == nil)
        #expect(digitFirst.position == 0)
        var atEnd = VisualFormatScanner([])
        #expect(atEnd.scanName() == nil)
    }
}
