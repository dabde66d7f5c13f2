import Foundation
import Yams

/// A YAML node of a spec with its file, read through typed accessors that turn every
/// surprise into a ``SpecError`` at the node's position.
struct SpecNode {
    let node: Node
    let file: String
    /// What the node is, for messages: `'height'`, `a view`, `the spec`.
    let role: String

    var location: SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// Where the text of a one-line scalar starts: one column right of an opening quote.
    var textLocation: SourceLocation {
        if case .scalar(let scalar) = node, scalar.style == .singleQuoted || scalar.style == .doubleQuoted {
            return location.advanced(by: 1)
        }
        return location
    }

    /// Where the node is, for a model element: nil for a node that was not read from text (one
    /// a `Decoder` gave), so that such elements have no location rather than a made-up one.
    var modelLocation: SourceLocation? { node.mark == nil ? nil : location }

    /// ``textLocation`` for a model element, nil for a node not read from text.
    var modelTextLocation: SourceLocation? { node.mark == nil ? nil : textLocation }

    func error(_ message: String, at location: SourceLocation? = nil) -> SpecError {
        let place = location ?? self.location
        return SpecError(file: file, line: place.line, column: place.column, message: message)
    }

    /// How the node looks, for "found …" in messages.
    var found: String {
        switch node {
        case .scalar(let scalar): scalar.string.isEmpty ? "an empty value" : "'\(scalar.string)'"
        case .mapping: "a mapping"
        case .sequence(let sequence):
            switch sequence.count {
            case 0: "an empty list"
            case 1: "a list of 1 item"
            default: "a list of \(sequence.count) items"
            }
        case .alias: "an alias"
        }
    }

    func string() throws(SpecError) -> String {
        guard case .scalar(let scalar) = node else { throw error("expected text for \(role), found \(found)") }
        return scalar.string
    }

    func bool() throws(SpecError) -> Bool {
        guard case .scalar = node, let value = node.bool else {
            throw error("expected true or false for \(role), found \(found)")
        }
        return value
    }

    func number() throws(SpecError) -> Double {
        guard case .scalar(let scalar) = node, scalar.style == .plain,
            let value = node.float ?? node.int.map(Double.init),
            value.isFinite
        else { throw error("expected a number for \(role), found \(found)") }
        return value
    }

    func integer() throws(SpecError) -> Int {
        guard case .scalar(let scalar) = node, scalar.style == .plain, let value = node.int else {
            throw error("expected a whole number for \(role), found \(found)")
        }
        return value
    }

    /// Whether the node is YAML's null (`~`, `null` or nothing).
    var isNull: Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
        return node.null != nil
    }

    func list() throws(SpecError) -> [SpecNode] {
        guard case .sequence(let sequence) = node else { throw error("expected a list for \(role), found \(found)") }
        return sequence.map { SpecNode(node: $0, file: file, role: role) }
    }

    /// A list of exactly `count` numbers (nulls allowed where `allowingNull`: they become nil).
    func numbers(_ count: Int, allowingNull: Bool = false) throws(SpecError) -> [Double?] {
        guard case .sequence(let sequence) = node, sequence.count == count else {
            throw error("expected a list of \(count) numbers for \(role), found \(found)")
        }
        var values: [Double?] = []
        for item in sequence {
            let element = SpecNode(node: item, file: file, role: role)
            if allowingNull && element.isNull {
                values.append(nil)
            } else {
                values.append(try element.number())
            }
        }
        return values
    }

    func mapping(_ allowedKeys: [String]) throws(SpecError) -> SpecMapping {
        guard case .mapping(let mapping) = node else { throw error("expected a mapping for \(role), found \(found)") }
        var entries: [(key: SpecNode, value: SpecNode)] = []
        for (key, value) in mapping {
            let keyNode = SpecNode(node: key, file: file, role: "a key")
            let name = try keyNode.string()
            guard allowedKeys.contains(name) else {
                throw keyNode.error(SpecMessages.unknownKey(name, in: role, expected: allowedKeys))
            }
            entries.append((keyNode, SpecNode(node: value, file: file, role: "'\(name)'")))
        }
        return SpecMapping(owner: self, entries: entries)
    }

    /// One of `names`, by name.
    func choice(_ names: [String], kind: String) throws(SpecError) -> String {
        let value = try string()
        guard names.contains(value) else {
            throw error(SpecMessages.unknown(kind, value, expected: names), at: textLocation)
        }
        return value
    }

    /// Edge insets: one number for all four edges, `[top, left, bottom, right]`, or a mapping
    /// with any of `top`, `left`, `bottom`, `right` (the others 0).
    func insets() throws(SpecError) -> ScreenModel.Insets {
        let sides = try edgeValues(["top", "left", "bottom", "right"])
        return ScreenModel.Insets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
    }

    /// Directional insets: as ``insets()`` with `leading` and `trailing` for `left` and `right`.
    func directionalInsets() throws(SpecError) -> ScreenModel.DirectionalInsets {
        let sides = try edgeValues(["top", "leading", "bottom", "trailing"])
        return ScreenModel.DirectionalInsets(top: sides[0], leading: sides[1], bottom: sides[2], trailing: sides[3])
    }

    private func edgeValues(_ names: [String]) throws(SpecError) -> [Double] {
        switch node {
        case .scalar:
            let value = try number()
            return [value, value, value, value]
        case .sequence:
            return try numbers(4).map { $0 ?? 0 }
        case .mapping:
            let map = try mapping(names)
            var values: [Double] = []
            for name in names { values.append(try map[name]?.number() ?? 0) }
            return values
        case .alias:
            throw error("expected insets for \(role) (a number, a list of four numbers or a mapping), found \(found)")
        }
    }
}

/// A YAML mapping whose keys were checked against the allowed ones, in file order.
struct SpecMapping {
    let owner: SpecNode
    let entries: [(key: SpecNode, value: SpecNode)]

    subscript(key: String) -> SpecNode? {
        entries.first { $0.key.node.string == key }?.value
    }

    func contains(_ key: String) -> Bool { self[key] != nil }

    /// The value of a key that must be there.
    func required(_ key: String) throws(SpecError) -> SpecNode {
        guard let value = self[key] else { throw owner.error("missing key '\(key)' in \(owner.role)") }
        return value
    }
}
