import ArgumentParser
import Foundation

/// Ends a command with one line on standard error and a non-zero status, instead of
/// ArgumentParser's generic error text (a spec error already reads `file:line:column: error: …`).
enum CommandFailure {
    /// The status for a spec that cannot be loaded or an output that cannot be written.
    static let unusable = ExitCode(2)
    /// The status for a check that found problems.
    static let problemsFound = ExitCode(1)

    /// Prints `message` (prefixed with `error: ` unless it already says so) and returns the
    /// status to throw.
    static func report(_ message: String, status: ExitCode = unusable) -> ExitCode {
        let line = message.contains("error: ") ? message : "error: \(message)"
        FileHandle.standardError.write(Data((line + "\n").utf8))
        return status
    }
}
