extension LayoutDiagnostics {
    /// Reports a solver error the engine's bookkeeping rules out (a constraint removed twice, a
    /// duplicate, a root pin that does not fit) to `context`: the event is logged like any other,
    /// and debug builds stop at an assertion, since the engine has a bug. Release builds skip the
    /// step and go on.
    @MainActor static func reportInternalError(_ step: String, _ error: any Error, in context: LayoutContext) {
        context.report(.internalError(step: step, error: String(describing: error)))
        assertionFailure(internalErrorMessage(step, error))
    }

    /// The text of ``reportInternalError(_:_:in:)``.
    package static func internalErrorMessage(_ step: String, _ error: any Error) -> String {
        internalErrorMessage(step, String(describing: error))
    }

    static func internalErrorMessage(_ step: String, _ error: String) -> String {
        "OpenAutoLayout internal error while \(step): \(error). The engine skipped this step, so "
            + "frames may be wrong; this is a bug in OpenAutoLayout, not in the app's constraints."
    }
}
