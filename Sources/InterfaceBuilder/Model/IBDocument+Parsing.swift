import Foundation

extension IBDocument {
    /// Parses a storyboard or xib from its bytes.
    ///
    /// The XML is read with Foundation's `XMLParser`. Text that is not well-formed XML, XML that is
    /// not an iOS or tvOS storyboard or xib, or nesting deeper than 256 elements throws an
    /// ``IBParseError`` naming the line and column; anything smaller (unknown elements, attribute
    /// values outside what Interface Builder writes, dangling ids) becomes a warning in
    /// ``warnings`` and parsing goes on. No input makes the parser trap.
    ///
    /// - Parameters:
    ///   - data: The document's bytes (UTF-8, as Interface Builder saves them).
    ///   - fileName: The name errors and warnings carry, e.g. a path.
    public static func parse(_ data: Data, fileName: String) throws(IBParseError) -> IBDocument {
        let root = try XMLTreeBuilder.tree(from: data, fileName: fileName)
        return try DocumentDecoder(context: DecodingContext(fileName: fileName)).decode(root)
    }

    /// Parses a storyboard or xib from its text; see ``parse(_:fileName:)-(Data,_)``.
    public static func parse(_ text: String, fileName: String) throws(IBParseError) -> IBDocument {
        try parse(Data(text.utf8), fileName: fileName)
    }

    /// Reads and parses the storyboard or xib at `url`; errors and warnings carry its path.
    public static func load(contentsOf url: URL) throws(IBParseError) -> IBDocument {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw IBParseError(
                kind: .unreadableFile, fileName: url.path, location: nil,
                message: "cannot read the file: \(error.localizedDescription)")
        }
        return try parse(data, fileName: url.path)
    }
}
