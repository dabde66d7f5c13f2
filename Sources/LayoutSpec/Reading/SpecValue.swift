import Yams

/// Any value of the spec format as a `Decoder` gives it — null, a boolean, a number, text, a list
/// or a mapping — made into a YAML node for the spec front-end, so that decoding reads exactly
/// what the loader reads.
///
/// Mapping keys come in the decoder's order (`JSONDecoder` does not keep the file's); the model
/// keeps no order that mapping keys carry.
enum SpecValue: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case text(String)
    case list([SpecValue])
    case mapping([(String, SpecValue)])

    init(from decoder: Decoder) throws {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() {
                self = .null
                return
            }
            if let value = try? container.decode(Bool.self) {
                self = .bool(value)
                return
            }
            if let value = try? container.decode(Double.self) {
                self = .number(value)
                return
            }
            if let value = try? container.decode(String.self) {
                self = .text(value)
                return
            }
        }
        if var container = try? decoder.unkeyedContainer() {
            var values: [SpecValue] = []
            while !container.isAtEnd { values.append(try container.decode(SpecValue.self)) }
            self = .list(values)
            return
        }
        let container = try decoder.container(keyedBy: SpecKey.self)
        self = .mapping(
            try container.allKeys.map { key in (key.stringValue, try container.decode(SpecValue.self, forKey: key)) })
    }

    /// The value as a YAML node: numbers, booleans and null plain, text double-quoted.
    var node: Node {
        switch self {
        case .null: Node("~", .implicit, .plain)
        case .bool(let value): Node(value ? "true" : "false", .implicit, .plain)
        case .number(let value): Node(SpecNumber(value).text, .implicit, .plain)
        case .text(let text): Node(text, Tag(.str), .doubleQuoted)
        case .list(let values): .sequence(Node.Sequence(values.map(\.node)))
        case .mapping(let pairs): .mapping(Node.Mapping(pairs.map { (Node($0.0, Tag(.str), .plain), $0.1.node) }))
        }
    }

    /// Reads the value `decoder` holds with the spec front-end's `read`; its problems become a
    /// `DecodingError`.
    static func decode<Value>(
        _ decoder: Decoder, role: String, _ read: (SpecNode) throws(SpecError) -> Value
    ) throws -> Value {
        let value = try SpecValue(from: decoder)
        do {
            return try read(SpecNode(node: value.node, file: "", role: role))
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }
}
