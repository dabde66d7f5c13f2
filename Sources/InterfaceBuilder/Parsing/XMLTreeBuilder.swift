import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads XML text into a tree of ``XMLNode``s with Foundation's `XMLParser`, turning every problem
/// into an ``IBParseError`` that names the line and column.
///
/// On Linux `XMLParser.parse()` can return true while `parserError` is set, and returns true
/// without any error for a document that simply stops inside an element; the builder therefore
/// records the first error the delegate hears, and checks afterwards that every element closed.
/// Bytes that are not UTF-8 or that declare entities are refused before parsing (see
/// ``InputScreening``), as is nesting deeper than ``maximumDepth`` (Interface Builder documents
/// stay far below it; the decoders recurse once per level).
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    /// The deepest element nesting accepted.
    static let maximumDepth = 256

    private let fileName: String
    private let locator: TagLocator
    private var stack: [XMLNode] = []
    private var root: XMLNode?
    private var firstError: IBParseError?

    private init(fileName: String, bytes: [UInt8]) {
        self.fileName = fileName
        self.locator = TagLocator(bytes: bytes)
    }

    /// The root element of `data`'s XML.
    static func tree(from data: Data, fileName: String) throws(IBParseError) -> XMLNode {
        let bytes = Array(data)
        if let (message, location) = InputScreening.problem(in: bytes) {
            throw IBParseError(kind: .malformedXML, fileName: fileName, location: location, message: message)
        }
        let builder = XMLTreeBuilder(fileName: fileName, bytes: bytes)
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        _ = parser.parse()
        return try builder.result(
            endLine: parser.lineNumber, endColumn: parser.columnNumber, parserError: parser.parserError)
    }

    private func result(endLine: Int, endColumn: Int, parserError: Error?) throws(IBParseError) -> XMLNode {
        if let firstError { throw firstError }
        if let parserError {
            throw malformed(
                "XML syntax error (\((parserError as NSError).code))",
                at: SourceLocation(line: endLine, column: endColumn))
        }
        if let open = stack.last {
            throw malformed(
                "the document ends inside <\(open.name)> opened at \(open.location) (truncated?)",
                at: SourceLocation(line: max(endLine, 1), column: max(endColumn, 1)))
        }
        guard let root else {
            throw malformed("not XML: the text has no root element", at: SourceLocation(line: 1, column: 1))
        }
        return root
    }

    private func malformed(_ message: String, at location: SourceLocation) -> IBParseError {
        IBParseError(kind: .malformedXML, fileName: fileName, location: location, message: message)
    }

    /// Records `error` as the document's error (the first one wins) and stops the parser.
    private func stop(_ parser: XMLParser, with error: IBParseError) {
        if firstError == nil { firstError = error }
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard firstError == nil else { return }
        let location = locator.tagStart(reportedLine: parser.lineNumber, column: parser.columnNumber)
        guard stack.count < Self.maximumDepth else {
            let message = "elements nest deeper than \(Self.maximumDepth) levels"
            stop(parser, with: malformed(message, at: location))
            return
        }
        stack.append(XMLNode(name: elementName, attributes: attributes, location: location))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard firstError == nil, let node = stack.popLast() else { return }
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard firstError == nil else { return }
        let code = (parseError as NSError).code
        let open = stack.last.map { (name: $0.name, location: $0.location) }
        let location = SourceLocation(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        firstError = malformed(XMLSyntaxMessage.message(code: code, openElement: open), at: location)
    }
}
