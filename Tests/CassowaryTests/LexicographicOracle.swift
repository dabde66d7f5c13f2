import Foundation

/// What the differential test asks the lexicographic LP oracle about one system.
struct OracleQuestion {
    let id: Int
    /// The system as `Tools/oracle/lexlp.py` reads it (one element of its input's `systems`).
    let json: String
    /// A hash of what the oracle's answer depends on (the variable count, the constraints held
    /// at the end, the refused additions), without the solver's values, which it ignores.
    let fingerprint: String
}

/// The oracle's answer for one system (one element of `lexlp.py`'s output, see its docstring).
/// Recorded answers write a level as `[priority, optimum, uncertainty]` and a rejection check as
/// `[infeasible, conflictInfeasible, minimal, notNeeded]`, to keep the file short; both forms
/// are read.
struct OracleAnswer: Codable, Equatable {
    struct Level: Codable, Equatable {
        let priority: Double
        let optimum: Double
        /// How much higher the true optimum may be: what the oracle's holds on the higher levels
        /// (their optima plus a rounding allowance) could have bought at this level.
        let uncertainty: Double

        private enum CodingKeys: String, CodingKey { case priority, optimum, uncertainty }

        init(from decoder: any Decoder) throws {
            if var array = try? decoder.unkeyedContainer() {
                priority = try array.decode(Double.self)
                optimum = try array.decode(Double.self)
                uncertainty = try array.decode(Double.self)
            } else {
                let object = try decoder.container(keyedBy: CodingKeys.self)
                priority = try object.decode(Double.self, forKey: .priority)
                optimum = try object.decode(Double.self, forKey: .optimum)
                uncertainty = try object.decode(Double.self, forKey: .uncertainty)
            }
        }

        func encode(to encoder: any Encoder) throws {
            var array = encoder.unkeyedContainer()
            try array.encode(priority)
            try array.encode(optimum)
            try array.encode(uncertainty)
        }
    }

    struct RejectionCheck: Codable, Equatable {
        let infeasible: Bool
        let conflictInfeasible: Bool
        let minimal: Bool
        let notNeeded: [Int]

        private enum CodingKeys: String, CodingKey { case infeasible, conflictInfeasible, minimal, notNeeded }

        init(from decoder: any Decoder) throws {
            if var array = try? decoder.unkeyedContainer() {
                infeasible = try array.decode(Bool.self)
                conflictInfeasible = try array.decode(Bool.self)
                minimal = try array.decode(Bool.self)
                notNeeded = try array.decode([Int].self)
            } else {
                let object = try decoder.container(keyedBy: CodingKeys.self)
                infeasible = try object.decode(Bool.self, forKey: .infeasible)
                conflictInfeasible = try object.decode(Bool.self, forKey: .conflictInfeasible)
                minimal = try object.decode(Bool.self, forKey: .minimal)
                notNeeded = try object.decode([Int].self, forKey: .notNeeded)
            }
        }

        func encode(to encoder: any Encoder) throws {
            var array = encoder.unkeyedContainer()
            try array.encode(infeasible)
            try array.encode(conflictInfeasible)
            try array.encode(minimal)
            try array.encode(notNeeded)
        }
    }

    let id: Int
    /// The fingerprint of the question answered; recorded answers only.
    var input: String?
    let requiredFeasible: Bool
    let levels: [Level]
    let rejections: [RejectionCheck]
    let error: String?

    /// Whether two answers say the same, optima to 1e-9 of their size (HiGHS repeats its results
    /// on one machine; another build of it may round differently).
    func agrees(with other: OracleAnswer) -> Bool {
        guard
            id == other.id, requiredFeasible == other.requiredFeasible, error == other.error,
            rejections == other.rejections, levels.map(\.priority) == other.levels.map(\.priority)
        else { return false }
        return zip(levels, other.levels).allSatisfy { mine, theirs in
            let allowance = 1e-9 * (1 + abs(mine.optimum))
            return abs(mine.optimum - theirs.optimum) <= allowance
                && abs(mine.uncertainty - theirs.uncertainty) <= allowance
        }
    }
}

/// Where the differential test's answers come from: `Tools/oracle/lexlp.py` (scipy's HiGHS) in
/// live mode (``OracleMode``), otherwise the answers it gave once, recorded in
/// ``recordedAnswersPath`` with the fingerprint of each question, so that a solver change that
/// puts another system to the oracle is caught rather than checked against a stale answer.
enum LexicographicOracle {
    /// The recorded answers, from the repository root.
    static let recordedAnswersPath = "Tests/CassowaryTests/OracleAnswers/lexicographic-optima.json"

    /// The repository root, from this file's path (Tests/CassowaryTests/LexicographicOracle.swift).
    static func repositoryRoot(_ file: String = #filePath) -> URL {
        URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The live oracle's answers, in the order of `questions`.
    static func liveAnswers(_ questions: [OracleQuestion]) throws(OracleFailure) -> [OracleAnswer] {
        let root = repositoryRoot()
        let script = root.appendingPathComponent("Tools/oracle/lexlp.py")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cassowary-diff-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))")
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        } catch {
            throw OracleFailure("cannot make \(work.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: work) }
        let stderrFile = work.appendingPathComponent("stderr.txt")

        let probe = runPython(["-c", "import scipy.optimize"], stderrFile: stderrFile)
        guard let probe, probe.status == 0 else {
            throw OracleFailure(
                """
                The live LP oracle needs python3 with scipy; run `bash Tools/setup-tests.sh` to install \
                it, or unset OPENAUTOLAYOUT_LIVE_ORACLES to use the recorded answers. \
                \(probe.map { "python3 said: \($0.stderr)" } ?? "python3 could not be started.")
                """)
        }
        let input = work.appendingPathComponent("in.json")
        let output = work.appendingPathComponent("out.json")
        let document = "{\"systems\": [\n" + questions.map(\.json).joined(separator: ",\n") + "\n]}\n"
        do {
            try document.write(to: input, atomically: true, encoding: .utf8)
        } catch {
            throw OracleFailure("cannot write \(input.path): \(error)")
        }
        let result = runPython([script.path, input.path, output.path], stderrFile: stderrFile)
        guard let result, result.status == 0 else {
            throw OracleFailure(
                "lexlp.py failed (exit status \(result.map { "\($0.status)" } ?? "none")): \(result?.stderr ?? "")")
        }
        if let keep = ProcessInfo.processInfo.environment["CASSOWARY_DIFF_KEEP"] {
            try? FileManager.default.removeItem(atPath: keep + ".in.json")
            try? FileManager.default.removeItem(atPath: keep + ".out.json")
            try? FileManager.default.copyItem(at: input, to: URL(fileURLWithPath: keep + ".in.json"))
            try? FileManager.default.copyItem(at: output, to: URL(fileURLWithPath: keep + ".out.json"))
        }
        struct Output: Decodable { let systems: [OracleAnswer] }
        let answers: [OracleAnswer]
        do {
            answers = try JSONDecoder().decode(Output.self, from: Data(contentsOf: output)).systems
        } catch {
            throw OracleFailure("cannot read lexlp.py's output: \(error)")
        }
        guard answers.map(\.id) == questions.map(\.id) else {
            throw OracleFailure("lexlp.py answered systems \(answers.map(\.id)), not \(questions.map(\.id))")
        }
        return answers
    }

    /// The recorded answers by system number (empty when none were recorded).
    static func recordedAnswers() throws(OracleFailure) -> [Int: OracleAnswer] {
        let url = repositoryRoot().appendingPathComponent(recordedAnswersPath)
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        struct Recorded: Decodable { let systems: [OracleAnswer] }
        do {
            let systems = try JSONDecoder().decode(Recorded.self, from: Data(contentsOf: url)).systems
            return Dictionary(systems.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        } catch {
            throw OracleFailure("cannot read \(recordedAnswersPath): \(error)")
        }
    }

    /// Writes `answers` (live ones) into the recorded file with their questions' fingerprints,
    /// keeping the recorded answers of other systems; one system per line, by number.
    static func record(_ answers: [OracleAnswer], for questions: [OracleQuestion]) throws(OracleFailure) {
        var all = try recordedAnswers()
        for (answer, question) in zip(answers, questions) {
            var recorded = answer
            recorded.input = question.fingerprint
            all[question.id] = recorded
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let url = repositoryRoot().appendingPathComponent(recordedAnswersPath)
        do {
            let lines = try all.keys.sorted().map { String(decoding: try encoder.encode(all[$0]), as: UTF8.self) }
            let text = "{\"systems\": [\n" + lines.joined(separator: ",\n") + "\n]}\n"
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw OracleFailure("cannot write \(recordedAnswersPath): \(error)")
        }
    }

    /// Why `recorded` cannot stand for the oracle's answer to `question`: there is none, it
    /// answers another system (the solver now puts a different one to the oracle), or it
    /// differs from the `live` answer. Nil when it can.
    static func problem(recorded: OracleAnswer?, for question: OracleQuestion, live: OracleAnswer? = nil) -> String? {
        let rerecord =
            "check it with OPENAUTOLAYOUT_LIVE_ORACLES=1 and record it with OPENAUTOLAYOUT_RECORD_ORACLES=1 "
            + "(both need scipy: bash Tools/setup-tests.sh), then commit \(recordedAnswersPath)"
        guard let recorded else { return "no recorded LP answer for this system: \(rerecord)" }
        guard recorded.input == question.fingerprint else {
            return "the recorded LP answer is for another system (fingerprint \(recorded.input ?? "none"), "
                + "this run's \(question.fingerprint)): the solver now puts a different system to the oracle; "
                + rerecord
        }
        if let live, !recorded.agrees(with: live) {
            return "the recorded LP answer differs from the live oracle's: \(rerecord)"
        }
        return nil
    }

    /// Runs `python3 arguments...` and returns its exit status and standard error, or nil when
    /// python3 cannot be started.
    private static func runPython(_ arguments: [String], stderrFile: URL) -> (status: Int32, stderr: String)? {
        _ = FileManager.default.createFile(atPath: stderrFile.path, contents: nil)
        guard let errorHandle = try? FileHandle(forWritingTo: stderrFile) else { return nil }
        defer { try? errorHandle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorHandle
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        let stderr = (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus, stderr)
    }
}

/// Why the oracle's answers could not be had.
struct OracleFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension String {
    /// 64-bit FNV-1a of the UTF-8 bytes, as 16 hexadecimal digits: a stable name for a text.
    var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
