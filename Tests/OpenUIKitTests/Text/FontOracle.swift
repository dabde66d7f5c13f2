import Foundation

/// Reference metrics computed independently of OpenUIKit: HarfBuzz shaping and fontTools reading
/// the DejaVu font files (`Tools/fonts/reference_widths.py`).
///
/// A plain `swift test` reads the answers the script gave once, recorded in
/// ``recordedAnswersPath``, and prints that the live oracle was skipped.
/// `OPENAUTOLAYOUT_LIVE_ORACLES=1` (set by `.ci/run` after `Tools/setup-tests.sh` has installed
/// uharfbuzz, fontTools and the fonts) runs the script and checks the recorded answers against
/// it; `OPENAUTOLAYOUT_RECORD_ORACLES=1` adds or rewrites the answers of the queries the tests ask.
enum FontOracle {
    struct Reference: Decodable, Equatable {
        let width: Double
        let ascender: Double
        let descender: Double
        let leading: Double
        let capHeight: Double
        let xHeight: Double
    }

    struct Query: Codable, Hashable, CustomStringConvertible {
        let font: String
        let size: Double
        let text: String

        var description: String { "\(font) at \(size) pt, \(jsonString(text))" }
    }

    /// The recorded answers, from the repository root.
    static let recordedAnswersPath = "Tests/OpenUIKitTests/Text/OracleAnswers/dejavu-references.json"

    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()

    /// One reference per query, in order: live or recorded (see the type's comment). Throws
    /// when the live script fails (python3, uharfbuzz, fontTools or the fonts missing) or, when
    /// a query has no recorded answer or its recorded answer differs from the live one, with
    /// what to run.
    static func references(_ queries: [Query]) throws -> [Reference] {
        guard OracleMode.isLive else {
            _ = announcement
            let recorded = try recordedAnswers.get()
            return try queries.map { query in
                guard let reference = recorded[query] else {
                    throw OracleError(message: "no recorded font-oracle answer for \(query): \(rerecord)")
                }
                return reference
            }
        }
        let live = try liveReferences(queries)
        if OracleMode.isRecording {
            try record(Array(zip(queries, live)))
        } else {
            let recorded = try recordedAnswers.get()
            for (query, reference) in zip(queries, live) where recorded[query] != reference {
                let state = recorded[query] == nil ? "no recorded answer" : "a recorded answer that differs"
                throw OracleError(message: "the font oracle has \(state) for \(query): \(rerecord)")
            }
        }
        return live
    }

    /// The widths of `texts` in one font pattern (`DejaVu Sans:bold`) and size.
    static func widths(_ texts: [String], font: String = "DejaVu Sans", size: Double) throws -> [CGFloat] {
        try references(texts.map { Query(font: font, size: size, text: $0) }).map { CGFloat($0.width) }
    }

    struct OracleError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    // MARK: Live

    private static func liveReferences(_ queries: [Query]) throws -> [Reference] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", repositoryRoot.appendingPathComponent("Tools/fonts/reference_widths.py").path]
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
            throw OracleError(
                message: "reference_widths.py failed (bash Tools/setup-tests.sh installs what it needs; "
                    + "without OPENAUTOLAYOUT_LIVE_ORACLES the tests read the recorded answers): \(message)")
        }
        return try JSONDecoder().decode([Reference].self, from: data)
    }

    // MARK: Recorded

    private static let rerecord =
        "record it with OPENAUTOLAYOUT_RECORD_ORACLES=1 (needs uharfbuzz, fontTools and the DejaVu fonts: "
        + "bash Tools/setup-tests.sh) and commit \(recordedAnswersPath)"

    private static let announcement: Void = print(
        "Live font oracle skipped (OPENAUTOLAYOUT_LIVE_ORACLES=1 runs Tools/fonts/reference_widths.py, which needs "
            + "uharfbuzz and fontTools): the text tests read the answers recorded in \(recordedAnswersPath)")

    private static let recordedAnswers = Result { try readRecordedAnswers() }

    /// One recorded answer: the query and its reference, one JSON object per line of the file.
    private struct Entry: Decodable {
        let font: String
        let size: Double
        let text: String
        let width: Double
        let ascender: Double
        let descender: Double
        let leading: Double
        let capHeight: Double
        let xHeight: Double

        var query: Query { Query(font: font, size: size, text: text) }
        var reference: Reference {
            Reference(
                width: width, ascender: ascender, descender: descender, leading: leading, capHeight: capHeight,
                xHeight: xHeight)
        }
    }

    private static func readRecordedAnswers() throws -> [Query: Reference] {
        let url = repositoryRoot.appendingPathComponent(recordedAnswersPath)
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        let entries = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: url))
        return Dictionary(entries.map { ($0.query, $0.reference) }, uniquingKeysWith: { _, last in last })
    }

    /// Serialises the tests' writes to the recorded file, which run in parallel.
    private static let recordingLock = NSLock()

    /// Adds `answers` to the recorded file (replacing the answers of the same queries), sorted by
    /// font, size and text.
    private static func record(_ answers: [(Query, Reference)]) throws {
        recordingLock.lock()
        defer { recordingLock.unlock() }
        var all = try readRecordedAnswers()
        for (query, reference) in answers { all[query] = reference }
        let lines = all.keys.sorted { ($0.font, $0.size, $0.text) < ($1.font, $1.size, $1.text) }.map { query in
            let reference = all[query]!
            return
                "{\"font\": \(jsonString(query.font)), \"size\": \(query.size), \"text\": \(jsonString(query.text)), "
                + "\"width\": \(reference.width), \"ascender\": \(reference.ascender), "
                + "\"descender\": \(reference.descender), \"leading\": \(reference.leading), "
                + "\"capHeight\": \(reference.capHeight), \"xHeight\": \(reference.xHeight)}"
        }
        let url = repositoryRoot.appendingPathComponent(recordedAnswersPath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ("[\n" + lines.joined(separator: ",\n") + "\n]\n").write(to: url, atomically: true, encoding: .utf8)
    }
}

/// `text` as a JSON string literal.
private func jsonString(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
}
