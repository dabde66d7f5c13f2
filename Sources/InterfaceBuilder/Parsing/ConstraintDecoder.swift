/// Decodes a view's `<constraints>`.
///
/// A constraint whose attribute, relation or numbers cannot be read is skipped with a warning
/// (a guess would lay the screen out wrongly without saying so).
struct ConstraintDecoder {
    let context: DecodingContext

    /// The constraints of `node`, held by the view `ownerID`, in file order.
    func decode(_ node: XMLNode, ownerID: String?) -> [IBConstraint] {
        node.children.compactMap { child in
            guard child.name == "constraint" else {
                context.skip(child, in: node)
                return nil
            }
            return constraint(child, ownerID: ownerID)
        }
    }

    private func constraint(_ node: XMLNode, ownerID: String?) -> IBConstraint? {
        guard let firstName = node["firstAttribute"] else {
            skipped(node, "it has no firstAttribute")
            return nil
        }
        guard let firstAttribute = attribute(firstName, "firstAttribute", node) else { return nil }
        var secondAttribute: LayoutAttribute?
        if let secondName = node["secondAttribute"] {
            guard let parsed = attribute(secondName, "secondAttribute", node) else { return nil }
            secondAttribute = parsed
        }
        if node["secondItem"] != nil, secondAttribute == nil {
            skipped(node, "it has a secondItem but no secondAttribute")
            return nil
        }
        var relation = LayoutRelation.equal
        if let value = node["relation"] {
            guard let parsed = LayoutRelation(rawValue: value) else {
                skipped(node, "its relation '\(value)' is not one Interface Builder writes")
                return nil
            }
            relation = parsed
        }
        guard let multiplier = multiplier(node), let constant = number(node, "constant", default: 0),
            let priority = number(node, "priority", default: 1000)
        else { return nil }
        var variations: [IBVariation] = []
        for child in node.children {
            if child.name == "variation" {
                variations.append(VariationDecoder(context: context).decode(child))
            } else {
                context.skip(child, in: node)
            }
        }
        return IBConstraint(
            id: node["id"], ownerID: ownerID, firstItem: node["firstItem"], firstAttribute: firstAttribute,
            relation: relation, secondItem: node["secondItem"], secondAttribute: secondAttribute,
            multiplier: multiplier,
            constant: constant, isStandardSpacing: context.bool(node, "symbolic") ?? false, priority: Float(priority),
            identifier: node["identifier"], isPlaceholder: context.bool(node, "placeholder") ?? false,
            isInstalled: context.bool(node, "installed") ?? true, variations: variations, location: node.location)
    }

    private func attribute(_ name: String, _ attribute: String, _ node: XMLNode) -> LayoutAttribute? {
        guard let parsed = LayoutAttribute(interfaceBuilderName: name) else {
            skipped(node, "its \(attribute) '\(name)' is not a layout attribute")
            return nil
        }
        return parsed
    }

    /// The multiplier: a number, or a ratio `a:b` (or `a/b`, as Xcode 6 writes it) read as
    /// a / b; 1 when not stored.
    private func multiplier(_ node: XMLNode) -> Double? {
        guard let text = node["multiplier"] else { return 1 }
        let separator: Character = text.contains("/") ? "/" : ":"
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        let value: Double?
        switch parts.count {
        case 1: value = Double(text)
        case 2:
            if let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
                value = numerator / denominator
            } else {
                value = nil
            }
        default: value = nil
        }
        guard let value, value.isFinite else {
            skipped(node, "its multiplier '\(text)' is neither a number nor a ratio a:b")
            return nil
        }
        return value
    }

    private func number(_ node: XMLNode, _ attribute: String, default defaultValue: Double) -> Double? {
        guard let text = node[attribute] else { return defaultValue }
        guard let value = Double(text), value.isFinite else {
            skipped(node, "its \(attribute) '\(text)' is not a number")
            return nil
        }
        return value
    }

    private func skipped(_ node: XMLNode, _ reason: String) {
        let name = node["id"].map { "constraint '\($0)'" } ?? "constraint"
        context.warn("\(name) skipped: \(reason)", about: node)
    }
}
