/// Where something was written in a spec file: 1-based line and column.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int

    /// The place at a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `column` moved `offset` scalars to the right, for positions inside a one-line string.
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: column + offset)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
