/// Messages for the XML errors Foundation's `XMLParser` reports on Linux, whose codes are
/// libxml2's error numbers passed through unchanged.
enum XMLSyntaxMessage {
    /// A description of libxml2 error `code`; `openElement` is the innermost unclosed element
    /// when the error happened, with where it starts.
    static func message(code: Int, openElement: (name: String, location: SourceLocation)?) -> String {
        let open = openElement.map { " <\($0.name)> opened at \($0.location)" } ?? ""
        switch code {
        case 4: return "not XML: the text has no root element"
        case 5:
            if let openElement {
                return "the document ends inside <\(openElement.name)> opened at \(openElement.location) (truncated?)"
            }
            return "extra content after the root element"
        case 9: return "a character that XML does not allow"
        case 23, 24: return "an entity reference without its closing ';'"
        case 26: return "a reference to an undefined entity"
        case 38: return "a '<' inside an attribute value"
        case 39: return "an attribute value without quotes"
        case 40: return "an attribute value that is never closed"
        case 41: return "an attribute without a value"
        case 42: return "an attribute given twice in one tag"
        case 45: return "a comment that is never closed"
        case 63: return "a CDATA section that is never closed"
        case 68: return "an element name was expected after '<'"
        case 73: return "'>' expected to end the tag"
        case 76: return "a closing tag that does not match" + (open.isEmpty ? "" : " the open element" + open)
        case 77: return "a tag that is never closed" + open
        default: return "XML syntax error (libxml2 code \(code))"
        }
    }
}
