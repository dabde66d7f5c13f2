import Foundation

/// A failure this library reports to a person: one line, no stack of causes.
public struct RenderingError: Error, Equatable, CustomStringConvertible, Sendable {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
