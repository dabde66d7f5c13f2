/// What every decoder shares: the file name and the warnings collected so far, with helpers that
/// read typed attribute values and warn (naming the element and its line) about values outside
/// what Interface Builder writes.
final class DecodingContext {
    let fileName: String
    private(set) var warnings: [IBWarning] = []

    init(fileName: String) {
        self.fileName = fileName
    }

    /// Records a warning about `node`.
    func warn(_ message: String, about node: XMLNode) {
        warnings.append(IBWarning(fileName: fileName, element: node.name, location: node.location, message: message))
    }

    /// Records a warning about an element at `location`.
    func warn(_ message: String, element: String, at location: SourceLocation) {
        warnings.append(IBWarning(fileName: fileName, element: element, location: location, message: message))
    }

    /// Notes a child `parent`'s decoder does not use: silent for elements Interface Builder writes
    /// that carry nothing the model keeps (colors, accessibility, runtime attributes, …), a warning
    /// for anything else.
    func skip(_ child: XMLNode, in parent: XMLNode) {
        guard !KnownElements.ignored.contains(child.name) else { return }
        warn("unknown element <\(child.name)> in <\(parent.name)>; skipped", about: child)
    }

    /// A `YES`/`NO` attribute; a warning and `nil` for anything else.
    func bool(_ node: XMLNode, _ attribute: String) -> Bool? {
        guard let value = node[attribute] else { return nil }
        switch value {
        case "YES": return true
        case "NO": return false
        default:
            unknownValue(value, attribute, node)
            return nil
        }
    }

    /// A finite number attribute; a warning and `nil` for anything else.
    func double(_ node: XMLNode, _ attribute: String) -> Double? {
        guard let value = node[attribute] else { return nil }
        return number(value, attribute, node)
    }

    /// A priority attribute (a number, read as `Float`); a warning and `nil` for anything else.
    func float(_ node: XMLNode, _ attribute: String) -> Float? {
        double(node, attribute).map(Float.init)
    }

    /// An integer attribute; a warning and `nil` for anything else.
    func int(_ node: XMLNode, _ attribute: String) -> Int? {
        guard let value = node[attribute] else { return nil }
        guard let integer = Int(value) else {
            warn("attribute \(attribute) of <\(node.name)> is not an integer: '\(value)'", about: node)
            return nil
        }
        return integer
    }

    /// `value` as a finite number; a warning naming `attribute` of `node` and `nil` otherwise.
    func number(_ value: String, _ attribute: String, _ node: XMLNode) -> Double? {
        guard let number = Double(value), number.isFinite else {
            warn("attribute \(attribute) of <\(node.name)> is not a number: '\(value)'", about: node)
            return nil
        }
        return number
    }

    /// An attribute whose values are the raw values of `T`; a warning and `nil` for others.
    func value<T: RawRepresentable>(_ type: T.Type, _ node: XMLNode, _ attribute: String) -> T?
    where T.RawValue == String {
        guard let value = node[attribute] else { return nil }
        guard let typed = T(rawValue: value) else {
            unknownValue(value, attribute, node)
            return nil
        }
        return typed
    }

    /// Warns that `value` is not a value of `attribute` Interface Builder writes.
    func unknownValue(_ value: String, _ attribute: String, _ node: XMLNode) {
        warn("unknown value '\(value)' for attribute \(attribute) of <\(node.name)>", about: node)
    }

    /// The warnings in document order.
    var sortedWarnings: [IBWarning] {
        warnings.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.location, rhs.element.location)
            if left.line != right.line { return left.line < right.line }
            if left.column != right.column { return left.column < right.column }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
