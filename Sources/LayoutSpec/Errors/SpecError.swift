/// A problem in a screen spec, at the place in the file where it is: a YAML syntax error, an
/// unknown key or name, a value of the wrong type, a constraint that does not parse or that
/// UIKit would refuse. Loading never traps: every such problem is one of these.
///
/// `description` is the compiler-style line tools and editors understand:
/// `Examples/margins-subview-fills-superview-margins.yaml:12:7: error: unknown key 'colr' in a view; …`.
public struct SpecError: Error, CustomStringConvertible, Equatable {
    /// The file name as given to the loader (a path, or any label for text without a file).
    public let file: String
    /// 1-based line of the problem.
    public let line: Int
    /// 1-based column of the problem, counted in Unicode scalars (as YAML parsers count).
    public let column: Int
    /// What is wrong and what was expected.
    public let message: String

    /// An error at a 1-based line and column of `file`.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: error: message`, the form compilers print.
    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

extension SpecError {
    /// An error at `location`, in the location's file or else `file`; a model element without a
    /// location (one made in code) gives line 0, column 0.
    init(file: String, location: SourceLocation?, message: String) {
        self.init(
            file: location?.file ?? file, line: location?.line ?? 0, column: location?.column ?? 0, message: message)
    }
}
