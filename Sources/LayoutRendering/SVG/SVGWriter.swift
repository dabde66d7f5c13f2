import Foundation

/// Builds SVG text line by line: elements with attributes in the order given (so output is
/// deterministic), indented by nesting, with text and attribute values escaped.
struct SVGWriter {
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
        lines.append(String(repeating: "  ", count: depth) + line)
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
