/// Where the engine reports what UIKit logs: unsatisfiable constraints (docs/reference/priorities.md) and layout
/// passes that do not settle (frames, safe area and margins still changing after the last
/// round, docs/reference/safe-area.md).
///
/// These are the settings and records of ``LayoutContext/default``, the context of every tree
/// whose root names none (``UIView/layoutContext``): a tree on another context logs and records
/// through that one. `sink` is replaceable (standard error by default). Tests running in
/// parallel can capture only their own messages with ``withSink(_:perform:)``, which overrides
/// the sink of every context without an event handler for the current task.
public enum LayoutDiagnostics {
    /// The current task's replacement for the log of contexts without an event handler.
    @TaskLocal static var taskHandler: (@MainActor @Sendable (LayoutEvent) -> Void)?

    /// Receives every diagnostic message of the default context. Standard error by default.
    public static var sink: @Sendable (String) -> Void {
        get { LayoutContext.default.log }
        set { LayoutContext.default.log = newValue }
    }

    /// How many broken constraints are remembered (the oldest are forgotten first), so that a
    /// long-running process does not keep every broken constraint alive.
    public static let brokenConstraintLimit = DiagnosticsRecord.limit

    /// The constraints the engine broke in the default context's trees to recover from required
    /// conflicts, oldest first (the last ``brokenConstraintLimit``); a constraint that has gone
    /// away, or whose views have, is left out.
    @MainActor public static var brokenConstraints: [NSLayoutConstraint] {
        LayoutContext.default.brokenConstraints
    }

    /// The descriptions of the constraints broken in the default context's trees as they were
    /// when each was broken (kept after the views have gone away).
    public static var brokenConstraintDescriptions: [String] {
        LayoutContext.default.brokenConstraintDescriptions
    }

    /// Forgets the default context's recorded broken constraints.
    public static func clearBrokenConstraints() {
        LayoutContext.default.clearBrokenConstraints()
    }

    /// Runs `body` with the log of every context without an event handler replaced for the
    /// current task only (and tasks it creates).
    public static func withSink<Result>(
        _ sink: @escaping @Sendable (String) -> Void, perform body: () throws -> Result
    ) rethrows -> Result {
        let handler: @MainActor @Sendable (LayoutEvent) -> Void = { event in
            if let text = event.logText { sink(text) }
        }
        return try $taskHandler.withValue(handler) { try body() }
    }

    /// Runs `body` with the events of every context without an event handler going to `handler`
    /// instead of the log, for the current task only (and tasks it creates).
    public static func withEventHandler<Result>(
        _ handler: @escaping @MainActor @Sendable (LayoutEvent) -> Void, perform body: () throws -> Result
    ) rethrows -> Result {
        try $taskHandler.withValue(handler) { try body() }
    }

    /// The reports of layout passes that did not settle in the default context's trees (frames,
    /// safe area and margins still changing after the last round), oldest first; at most
    /// ``brokenConstraintLimit`` kept.
    public static var unsettledLayoutReports: [String] {
        LayoutContext.default.unsettledLayoutReports
    }

    /// Forgets the default context's recorded unsettled-layout reports.
    public static func clearUnsettledLayoutReports() {
        LayoutContext.default.clearUnsettledLayoutReports()
    }
}
