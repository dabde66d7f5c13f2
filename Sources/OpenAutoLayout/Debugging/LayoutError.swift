/// A programmer error that UIKit raises as an exception. The trapping APIs stop the process
/// with `message`; their `checked…` twins throw this instead.
public struct LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// UIKit's text, verbatim.
    public let message: String

    public init(message: String) { self.message = message }

    public var description: String { message }
}

/// Stops the process with UIKit's message, as UIKit raises an exception.
func raise(_ error: LayoutError) -> Never {
    fatalError(error.message)
}
