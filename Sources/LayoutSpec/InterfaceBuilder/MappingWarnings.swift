import InterfaceBuilder

/// A place in a document: line and column of an element's `<`.
typealias DocumentLocation = InterfaceBuilder.SourceLocation

/// What mapping a document onto screen models could not do as the document says, as
/// Interface Builder warnings (`file:line:column: warning: message`), each once, in the order
/// they were found.
final class MappingWarnings {
    let fileName: String
    private(set) var list: [IBWarning] = []

    init(fileName: String) {
        self.fileName = fileName
    }

    /// A warning about `element` (its name, e.g. `label`) at `location`.
    func add(_ element: String, _ location: DocumentLocation, _ message: String) {
        let warning = IBWarning(fileName: fileName, element: element, location: location, message: message)
        if !list.contains(warning) { list.append(warning) }
    }

    /// The model's location of a document element.
    func location(_ location: DocumentLocation) -> SourceLocation {
        SourceLocation(file: fileName, line: location.line, column: location.column)
    }
}
