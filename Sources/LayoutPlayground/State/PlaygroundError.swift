/// A request the playground cannot serve, with the one-line message the page shows and the
/// HTTP status it is sent with (always 4xx: the server keeps serving).
package struct PlaygroundError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The HTTP status code: 400 for a bad value or spec, 404 for an unknown example or view.
    package var status: Int
    /// One line saying what was wrong.
    package var message: String

    package init(status: Int = 400, _ message: String) {
        self.status = status
        self.message = message
    }

    package var description: String { message }
}
