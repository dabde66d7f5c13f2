/// A place in a document's text: the 1-based line and column of the `<` that starts an element.
///
/// Columns count Unicode scalars, as Foundation's `XMLParser` (libxml2) counts them.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int

    /// A location at `line` and `column` (both 1-based).
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
