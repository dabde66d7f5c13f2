/// Where something was written: the file (when known), the 1-based line and the 1-based column,
/// counted in Unicode scalars as YAML parsers count them.
///
/// Model elements keep one so that problems found later (a name no view has, a constraint UIKit
/// refuses) are still reported where they were written; equality of model elements ignores it.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file as the front-end was given it; nil when the element came from text without one.
    public var file: String?
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int

    /// The place at a 1-based line and column of `file`.
    public init(file: String? = nil, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `column` moved `offset` scalars to the right, for positions inside a one-line string.
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }

    /// `line:column`, as messages that already name the file print it.
    public var description: String { "\(line):\(column)" }
}
