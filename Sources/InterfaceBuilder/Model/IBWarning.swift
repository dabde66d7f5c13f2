/// Something in a document the parser did not understand: an unknown element, an attribute value
/// outside the set Interface Builder writes, a reference to an id no object has. Parsing goes on
/// past every warning; the element or value is skipped or kept generically, as the message says.
///
/// `description` is the compiler-style line tools and editors understand:
/// `Main.storyboard:42:29: warning: unknown value 'diagonal' for attribute axis of <stackView>`.
public struct IBWarning: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file name given to the parser (a path, or any label for data without a file).
    public var fileName: String
    /// The element the warning is about, e.g. `stackView`.
    public var element: String
    /// Where that element starts.
    public var location: SourceLocation
    /// What was not understood and what the parser did with it.
    public var message: String

    /// A warning about `element` at `location`.
    public init(fileName: String, element: String, location: SourceLocation, message: String) {
        self.fileName = fileName
        self.element = element
        self.location = location
        self.message = message
    }

    /// `file:line:column: warning: message`.
    public var description: String { "\(fileName):\(location.line):\(location.column): warning: \(message)" }
}
