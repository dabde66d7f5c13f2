import Foundation

/// A failure this library reports to a person: one line, no stack of causes.
public struct RenderingError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong, in one line.
    public var message: String

    /// An error saying `message`.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
