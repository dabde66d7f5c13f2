extension LayoutDiagnostics {
    /// Reports a solver error the engine's bookkeeping rules out (a constraint removed twice, a
    /// duplicate, a root pin that does not fit): the message goes to the sink, and debug builds
    /// stop at an assertion, since the engine has a bug. Release builds skip the step and go on.
    static func reportInternalError(_ step: String, _ error: any Error) {
        let message = internalErrorMessage(step, error)
        emit(message)
        assertionFailure(message)
    }

    /// The text of ``reportInternalError(_:_:)``.
    package static func internalErrorMessage(_ step: String, _ error: any Error) -> String {
        "OpenAutoLayout internal error while \(step): \(error). The engine skipped this step, so "
            + "frames may be wrong; this is a bug in OpenAutoLayout, not in the app's constraints."
    }
}
