import Foundation

/// Builds SVG text line by line: elements with attributes in the order given (so output is
/// deterministic), indented by nesting, with text and attribute values escaped. Indentation
/// stops growing at ``maximumIndentedDepth`` levels, so that the text of a tree thousands of
/// levels deep grows in proportion to its elements, not to their number times their depth.
struct SVGWriter {
    /// The deepest nesting that still adds indentation; deeper lines are indented as this one.
    static let maximumIndentedDepth = 32
    private static let indents = (0...maximumIndentedDepth).map { String(repeating: "  ", count: $0) }

    private(set) var lines: [String] = []
    private var depth = 0

    /// Opens `name`; every element written until ``close(_:)`` nests inside it.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        append("<\(name)\(Self.attributeText(attributes))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        append("</\(name)>")
    }

    /// A leaf element, with an optional hover `<title>` and optional text content.
    mutating func element(_ name: String, _ attributes: [(String, String)], title: String? = nil, text: String? = nil) {
        let start = "<\(name)\(Self.attributeText(attributes))"
        switch (title, text) {
        case (nil, nil):
            append(start + "/>")
        case (let title?, nil):
            append(start + "><title>\(Self.escape(title))</title></\(name)>")
        case (nil, let text?):
            append(start + ">\(Self.escape(text))</\(name)>")
        case (let title?, let text?):
            append(start + "><title>\(Self.escape(title))</title>\(Self.escape(text))</\(name)>")
        }
    }

    /// Another document's lines, nested at the current depth.
    mutating func embed(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) { append(String(line)) }
    }

    /// A comment line, for readers of the SVG text.
    mutating func comment(_ text: String) {
        append("<!-- \(text.replacingOccurrences(of: "--", with: "- -")) -->")
    }

    /// The document, one element per line, ending with a newline.
    var text: String { lines.joined(separator: "\n") + "\n" }

    private mutating func append(_ line: String) {
        lines.append(Self.indents[min(depth, Self.maximumIndentedDepth)] + line)
    }

    private static func attributeText(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// `&`, `<`, `>` and `"` as entities (enough for text content and quoted attributes).
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
