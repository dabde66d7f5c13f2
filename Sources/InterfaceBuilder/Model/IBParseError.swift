/// Why a document could not be read at all: the bytes are not well-formed XML, the XML is not an
/// iOS storyboard or xib, or the file could not be read. (Anything smaller is an ``IBWarning``.)
///
/// `description` is the compiler-style line tools and editors understand:
/// `Main.storyboard:12:7: error: closing tag does not match <view> opened at 10:21`.
public struct IBParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The broad reason.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The text is not well-formed XML (or is empty, truncated, or nested absurdly deep).
        case malformedXML
        /// Well-formed XML that is not an Interface Builder document.
        case notInterfaceBuilderDocument
        /// An Interface Builder document of a kind this parser does not read (macOS, watchOS, or
        /// the Xcode 4 archive format).
        case unsupportedDocument
        /// The file could not be read.
        case unreadableFile
    }

    /// The broad reason.
    public var kind: Kind
    /// The file name given to the parser.
    public var fileName: String
    /// Where the problem is, when the parser knows.
    public var location: SourceLocation?
    /// What is wrong.
    public var message: String

    /// An error of `kind` in `fileName`, at `location` when known.
    public init(kind: Kind, fileName: String, location: SourceLocation?, message: String) {
        self.kind = kind
        self.fileName = fileName
        self.location = location
        self.message = message
    }

    /// `file:line:column: error: message`, or `file: error: message` without a location.
    public var description: String {
        guard let location else { return "\(fileName): error: \(message)" }
        return "\(fileName):\(location.line):\(location.column): error: \(message)"
    }
}
