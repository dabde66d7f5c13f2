import Foundation

/// Whether tests ask their live oracles (Python scripts with the packages `Tools/setup-tests.sh`
/// installs) or read the answers those oracles gave once, committed beside the tests, so that
/// `swift test` needs nothing but Swift.
///
/// - `OPENAUTOLAYOUT_LIVE_ORACLES=1` runs the live oracles (`.ci/run` sets it) and checks that
///   the recorded answers still match them.
/// - `OPENAUTOLAYOUT_RECORD_ORACLES=1` runs them too and rewrites the recorded answers.
enum OracleMode {
    /// Whether the live oracles run.
    static let isLive = isSet("OPENAUTOLAYOUT_LIVE_ORACLES") || isRecording

    /// Whether the recorded answers are rewritten from the live oracles.
    static let isRecording = isSet("OPENAUTOLAYOUT_RECORD_ORACLES")

    private static func isSet(_ name: String) -> Bool {
        ProcessInfo.processInfo.environment[name] == "1"
    }
}
