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
        let box = MessageBox()
        let outcome: Swift.Result<Result, Failure> = LayoutDiagnostics.withSink({ box.append($0) }) {
            do throws(Failure) {
                return .success(try body())
            } catch {
                return .failure(error)
            }
        }
        return (try outcome.get(), box.messages)
    }
}

/// Messages appended from the sink, which may be called on any thread.
private final class MessageBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ message: String) {
        lock.lock()
        storage.append(message)
        lock.unlock()
    }

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
