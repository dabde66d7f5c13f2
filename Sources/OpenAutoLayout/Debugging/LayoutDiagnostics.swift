/// Where the engine reports what UIKit logs: unsatisfiable constraints (docs/reference/priorities.md) and layout
/// passes that do not settle (frames, safe area and margins still changing after the last
/// round, docs/reference/safe-area.md).
///
/// `sink` is process-wide and replaceable (standard error by default). Tests running in
/// parallel can capture only their own messages with ``withSink(_:perform:)``, which overrides
/// the sink for the current task.
public enum LayoutDiagnostics {
    private static let state = Locked<State>(State())

    private struct State {
        var sink: @Sendable (String) -> Void = { message in
            FileHandleOutput.writeToStandardError(message + "\n")
        }
        var broken: [BrokenConstraintRecord] = []
        var unsettled: [String] = []
    }

    @TaskLocal static var taskSink: (@Sendable (String) -> Void)?

    /// Receives every diagnostic message. Standard error by default.
    public static var sink: @Sendable (String) -> Void {
        get { state.withLock { $0.sink } }
        set { state.withLock { $0.sink = newValue } }
    }

    /// How many broken constraints are remembered (the oldest are forgotten first), so that a
    /// long-running process does not keep every broken constraint alive.
    public static let brokenConstraintLimit = 1000

    /// The constraints the engine broke to recover from required conflicts, oldest first (the
    /// last ``brokenConstraintLimit``).
    public static var brokenConstraints: [NSLayoutConstraint] {
        state.withLock { $0.broken.map(\.constraint) }
    }

    /// The descriptions of ``brokenConstraints`` as they were when each was broken (safe to read
    /// after the views have gone away).
    public static var brokenConstraintDescriptions: [String] {
        state.withLock { $0.broken.map(\.text) }
    }

    /// Forgets the recorded broken constraints.
    public static func clearBrokenConstraints() {
        state.withLock { $0.broken.removeAll() }
    }

    /// Runs `body` with `sink` replaced for the current task only (and tasks it creates).
    public static func withSink<Result>(
        _ sink: @escaping @Sendable (String) -> Void, perform body: () throws -> Result
    ) rethrows -> Result {
        try $taskSink.withValue(sink) { try body() }
    }

    /// The reports of layout passes that did not settle (frames, safe area and margins still
    /// changing after the last round), oldest first; at most ``brokenConstraintLimit`` kept.
    public static var unsettledLayoutReports: [String] {
        state.withLock { $0.unsettled }
    }

    /// Forgets the recorded unsettled-layout reports.
    public static func clearUnsettledLayoutReports() {
        state.withLock { $0.unsettled.removeAll() }
    }

    /// Sends `message` to the sink and records it as an unsettled layout.
    static func reportUnsettled(_ message: String) {
        state.withLock { state in
            state.unsettled.append(message)
            if state.unsettled.count > brokenConstraintLimit {
                state.unsettled.removeFirst(state.unsettled.count - brokenConstraintLimit)
            }
        }
        emit(message)
    }

    static func emit(_ message: String) {
        if let sink = taskSink {
            sink(message)
        } else {
            state.withLock { $0.sink }(message)
        }
    }

    static func recordBroken(_ constraint: NSLayoutConstraint) {
        let record = BrokenConstraintRecord(constraint: constraint, text: constraint.description)
        state.withLock { state in
            state.broken.append(record)
            if state.broken.count > brokenConstraintLimit {
                state.broken.removeFirst(state.broken.count - brokenConstraintLimit)
            }
        }
    }
}

/// Lets a non-Sendable constraint sit in the locked global record; it is only handed back.
private struct BrokenConstraintRecord: @unchecked Sendable {
    let constraint: NSLayoutConstraint
    let text: String
}
