import Foundation

/// `application/x-www-form-urlencoded` text (a URL's query string, or a form's body) as
/// ordered name–value pairs, and back.
enum QueryItems {
    /// The pairs of `text`: `+` is a space, `%XX` are bytes of UTF-8; an item without `=` has
    /// an empty value.
    static func parse(_ text: String) throws(PlaygroundError) -> [(name: String, value: String)] {
        var items: [(name: String, value: String)] = []
        for part in text.split(separator: "&", omittingEmptySubsequences: true) {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try decode(pieces[0])
            let value = pieces.count > 1 ? try decode(pieces[1]) : ""
            items.append((name, value))
        }
        return items
    }

    /// `items` as query text, every byte outside the unreserved set percent-encoded.
    static func format(_ items: [(name: String, value: String)]) -> String {
        items.map { "\(encode($0.name))=\(encode($0.value))" }.joined(separator: "&")
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~,")

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static func decode(_ text: Substring) throws(PlaygroundError) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        guard let decoded = spaced.removingPercentEncoding else {
            throw PlaygroundError("the query text '\(text.prefix(40))' is not valid percent-encoded UTF-8")
        }
        return decoded
    }
}
