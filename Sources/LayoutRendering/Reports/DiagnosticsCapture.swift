import Foundation
import OpenUIKit

/// Collects what the layout engine reports while a body runs, for the current task only, so that
/// a check can show the events of its own screen and nothing is printed behind its back: the
/// events of every tree whose `LayoutContext` has no event handler of its own
/// (`LayoutDiagnostics.withEventHandler(_:perform:)`).
public enum DiagnosticsCapture {
    /// Runs `body` and returns its result with UIKit's log text of the events reported
    /// meanwhile, oldest first.
    public static func capture<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> (result: Result, messages: [String]) {
        let captured = try captureEvents(body)
        return (captured.result, captured.messages)
    }

    /// Runs `body` and returns its result with the events reported meanwhile, oldest first, and
    /// UIKit's log text of those UIKit logs, written as each arrived.
    public static func captureEvents<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> (result: Result, events: [LayoutEvent], messages: [String]) {
        let reported = Locked<[(event: LayoutEvent, text: String?)]>([])
        let collect: @MainActor @Sendable (LayoutEvent) -> Void = { event in
            let text = event.logText
            reported.withLock { $0.append((event, text)) }
        }
        let outcome: Swift.Result<Result, Failure> = LayoutDiagnostics.withEventHandler(collect) {
            do throws(Failure) {
                return .success(try body())
            } catch {
                return .failure(error)
            }
        }
        let events = reported.current
        return (try outcome.get(), events.map(\.event), events.compactMap(\.text))
    }
}
