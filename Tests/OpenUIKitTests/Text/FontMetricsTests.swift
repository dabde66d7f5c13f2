import Foundation
import LayoutAssertions
import Testing

@testable import OpenUIKit

/// UIFont's metrics and single-line widths against the independent oracle (HarfBuzz + fontTools).
@MainActor @Suite struct FontMetricsTests {
    static let samples = [
        "Hello, World", "AVAWAY To Wa.", "The quick brown fox jumps over the lazy dog", "Yoga, Type & Typography",
        "1234567890 $€%", "L'ordinateur «Tête-à-tête»", "fi fl ffi",
    ]

    /// Widths come from the DejaVu face; heights from San Francisco's line metrics for the
    /// system fonts (ascender 1950, descender −494 of a 2048-unit em), from the font file for a
    /// font named by its DejaVu name and for the monospaced system font.
    @Test(arguments: [
        ("DejaVu Sans", UIFont.systemFont(ofSize: 17), true),
        ("DejaVu Sans:bold", UIFont.boldSystemFont(ofSize: 15), true),
        ("DejaVu Sans:bold", UIFont.systemFont(ofSize: 13, weight: .semibold), true),
        ("DejaVu Sans:oblique", UIFont.italicSystemFont(ofSize: 12.5), true),
        ("DejaVu Sans", UIFont(name: "DejaVuSans", size: 17)!, false),
        ("DejaVu Sans Mono", UIFont.monospacedSystemFont(ofSize: 11, weight: .regular), false),
        ("DejaVu Sans Mono:bold", UIFont.monospacedSystemFont(ofSize: 11, weight: .bold), false),
    ])
    func widthsMatchTheFontFile(pattern: String, font: UIFont, hasSystemLineMetrics: Bool) throws {
        let references = try FontOracle.references(
            FontMetricsTests.samples.map { FontOracle.Query(font: pattern, size: Double(font.pointSize), text: $0) })
        let first = try #require(references.first)
        let ascender = hasSystemLineMetrics ? font.pointSize * 1950 / 2048 : CGFloat(first.ascender)
        let descender = hasSystemLineMetrics ? -font.pointSize * 494 / 2048 : CGFloat(first.descender)
        let leading = hasSystemLineMetrics ? 0 : CGFloat(first.leading)
        for (text, reference) in zip(FontMetricsTests.samples, references) {
            let size = text.size(withAttributes: [.font: font])
            #expect(
                abs(size.width - CGFloat(reference.width)) < 0.001,
                "\(pattern) '\(text)': \(size.width) vs \(reference.width)")
            expectValue(size.height, ascender - descender + leading)
        }
        expectValue(font.ascender, ascender)
        expectValue(font.descender, descender)
        expectValue(font.leading, leading)
        expectValue(font.capHeight, CGFloat(first.capHeight))
        expectValue(font.xHeight, CGFloat(first.xHeight))
        expectValue(font.lineHeight, ascender - descender + leading)
    }

    @Test func kerningIsApplied() throws {
        // "AV" is kerned in DejaVu Sans: narrower than "A" + "V".
        let font = UIFont.systemFont(ofSize: 20)
        let pair = "AV".size(withAttributes: [.font: font]).width
        let apart = "A".size(withAttributes: [.font: font]).width + "V".size(withAttributes: [.font: font]).width
        #expect(pair < apart - 0.5)
        let widths = try FontOracle.widths(["AV", "A", "V"], size: 20)
        expectValue(pair, widths[0])
        expectValue(apart, widths[1] + widths[2])
    }

    @Test func fontProperties() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.fontName == "DejaVuSans")
        #expect(font.withSize(12) == UIFont.systemFont(ofSize: 12))
        #expect(font.font(withSize: 12).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: 17, weight: .medium) == font)
        #expect(UIFont.systemFont(ofSize: 17, weight: .heavy) == UIFont.boldSystemFont(ofSize: 17))
        #expect(UIFont(name: "DejaVuSans-Bold", size: 10)?.fontName == UIFont.boldSystemFont(ofSize: 10).fontName)
        #expect(UIFont(name: "DejaVuSans-Bold", size: 10) != UIFont.boldSystemFont(ofSize: 10))
        #expect(UIFont(name: "DejaVu Sans Mono", size: 10) == UIFont.monospacedSystemFont(ofSize: 10, weight: .regular))
        #expect(UIFont(name: "Helvetica", size: 10) == nil)
        // The system font's line is San Francisco's: UIKit's 17-point system font is
        // 20.287109375 points tall, ascender 16.1865234375 (2444 and 1950 of a 2048-unit em).
        expectValue(font.lineHeight, 20.287109375)
        expectValue(font.ascender, 16.1865234375)
        expectValue(font.descender, -4.1005859375)
        // A font named by its DejaVu name keeps DejaVu's: 1901 above, 483 below.
        expectValue(UIFont(name: "DejaVuSans", size: 17)?.lineHeight ?? 0, 17.0 * 2384 / 2048)
        expectValue(font.withSize(15).lineHeight, 17.900390625)
    }

    @Test func textStylesUseUIKitsDefaultSizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.boldSystemFont(ofSize: 17))
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    }

    @Test func cjkIdeographsTakeOneEm() {
        let font = UIFont.systemFont(ofSize: 17)
        expectValue("你好世界".size(withAttributes: [.font: font]).width, 68)
        expectValue("日本語のテキスト".size(withAttributes: [.font: font]).width, 8 * 17)
    }

    @Test func pluggableMeasurer() {
        struct Fixed: TextMeasurer {
            func advance(of character: Character, font: UIFont) -> CGFloat { 10 }
            func kerning(between left: Character, and right: Character, font: UIFont) -> CGFloat { 0 }
            func lineMetrics(for font: UIFont) -> TextLineMetrics {
                TextLineMetrics(ascender: 8, descender: -2, leading: 0)
            }
        }
        let text = StyledText("abcd efgh", attributes: nil)
        var request = TextLayout.Request()
        request.width = 45
        let layout = TextLayout(text, request, measurer: Fixed())
        #expect(layout.lines.map(\.text) == ["abcd ", "efgh"])
        expectSize(layout.size, 40, 20)
    }
}

/// The committed tables are what the extraction script makes from the installed fonts. A live
/// check: it needs fontTools and the DejaVu fonts (`Tools/setup-tests.sh`), so it runs only with
/// `OPENAUTOLAYOUT_LIVE_ORACLES=1`, and Swift Testing prints the reason when it is skipped.
@MainActor @Suite struct GeneratedMetricsTests {
    @Test(
        .enabled(
            if: OracleMode.isLive,
            "live check skipped: OPENAUTOLAYOUT_LIVE_ORACLES=1 runs Tools/fonts/extract_metrics.py (needs fontTools)"))
    func generatedTablesAreUpToDate() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "DejaVuMetrics-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", root.appendingPathComponent("Tools/fonts/extract_metrics.py").path, output.path,
        ]
        process.currentDirectoryURL = root
        process.standardError = Pipe()
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "extract_metrics.py failed: run Tools/setup-tests.sh")
        let fresh = try String(contentsOf: output, encoding: .utf8)
        let committed = try String(
            contentsOf: root.appendingPathComponent("Sources/OpenUIKit/Text/Generated/DejaVuMetrics.swift"),
            encoding: .utf8)
        #expect(
            fresh == committed,
            "Sources/OpenUIKit/Text/Generated/DejaVuMetrics.swift is stale: run Tools/fonts/extract_metrics.py")
    }
}
