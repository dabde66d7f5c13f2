import Foundation
import OpenUIKit

/// Collects what the layout engine reports (`LayoutDiagnostics.sink`) while a body runs, for the
/// current task only, so that a check can show the messages of its own screen and nothing is
/// printed behind its back.
public enum DiagnosticsCapture {
    /// Runs `body` and returns its result with the messages reported meanwhile, oldest first.
    public static func capture<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> (result: Result, messages: [String]) {
        // The sink may be called on any thread.
        let messages = Locked<[String]>([])
        let collect: @Sendable (String) -> Void = { message in messages.withLock { $0.append(message) } }
        let outcome: Swift.Result<Result, Failure> = LayoutDiagnostics.withSink(collect) {
            do throws(Failure) {
                return .success(try body())
            } catch {
                return .failure(error)
            }
        }
        return (try outcome.get(), messages.current)
    }
}
