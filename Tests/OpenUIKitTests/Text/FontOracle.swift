import Foundation

/// Reference metrics computed independently of OpenUIKit in the test run: HarfBuzz shaping and
/// fontTools reading the DejaVu font files (`Tools/fonts/reference_widths.py`; `.ci/run`
/// installs uharfbuzz and fontTools through `Tools/setup.sh`).
@MainActor enum FontOracle {
    struct Reference: Decodable {
        let width: Double
        let ascender: Double
        let descender: Double
        let leading: Double
        let capHeight: Double
        let xHeight: Double
    }

    struct Query: Encodable {
        let font: String
        let size: Double
        let text: String
    }

    static let scriptPath: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Tools/fonts/reference_widths.py").path
    }()

    /// One reference per query, in order. Fails the calling test (by trapping with the
    /// script's error) when python3, uharfbuzz or fontTools is missing.
    static func references(_ queries: [Query]) throws -> [Reference] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", scriptPath]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(try JSONEncoder().encode(queries))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw OracleError(message: "reference_widths.py failed (run Tools/setup.sh): \(message)")
        }
        return try JSONDecoder().decode([Reference].self, from: data)
    }

    /// The widths of `texts` in one font pattern (`DejaVu Sans:bold`) and size.
    static func widths(_ texts: [String], font: String = "DejaVu Sans", size: Double) throws -> [CGFloat] {
        try references(texts.map { Query(font: font, size: size, text: $0) }).map { CGFloat($0.width) }
    }

    struct OracleError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
