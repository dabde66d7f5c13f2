/// One element of a document's XML as Foundation's `XMLParser` reported it: name, attributes,
/// child elements in order, the character data directly inside it, and where its start tag begins.
struct XMLNode: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [XMLNode]
    var text: String
    var location: SourceLocation

    init(name: String, attributes: [String: String], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.children = []
        self.text = ""
        self.location = location
    }

    /// The value of attribute `name`, if present.
    subscript(_ name: String) -> String? { attributes[name] }

    /// The `key` attribute, which names the property of the parent an element fills.
    var key: String? { attributes["key"] }

    /// The first child called `name` whose `key` is `key` (any key when `key` is nil).
    func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }
}
