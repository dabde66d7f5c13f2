/// Decodes a size-class `<variation>`: its trait key, masks, and attribute or font overrides.
struct VariationDecoder {
    let context: DecodingContext

    func decode(_ node: XMLNode) -> IBVariation {
        let key = node.key ?? ""
        if node.key == nil { context.warn("<variation> has no key", about: node) }
        var attributes = node.attributes
        attributes["key"] = nil
        var variation = IBVariation(
            key: key, traits: traits(key, node), attributes: attributes, location: node.location)
        for child in node.children {
            switch (child.name, child.key) {
            case ("mask", _): variation.masks.append(mask(child))
            case ("fontDescription", _): variation.font = ViewContentDecoder(context: context).font(child)
            case ("rect", "frame"): variation.frame = GeometryDecoder(context: context).rect(child)
            default: context.skip(child, in: node)
            }
        }
        return variation
    }

    /// The size classes of a key such as `heightClass=compact-widthClass=regular`; `default` has none.
    private func traits(_ key: String, _ node: XMLNode) -> TraitCondition {
        var condition = TraitCondition()
        guard key != "default", !key.isEmpty else { return condition }
        for term in key.split(separator: "-") {
            let parts = term.split(separator: "=", maxSplits: 1).map(String.init)
            let sizeClass = parts.count == 2 ? SizeClass(rawValue: parts[1]) : nil
            switch (parts.first, sizeClass) {
            case ("widthClass", let sizeClass?): condition.widthClass = sizeClass
            case ("heightClass", let sizeClass?): condition.heightClass = sizeClass
            default: context.warn("unknown trait '\(term)' in variation key '\(key)'; ignored", about: node)
            }
        }
        return condition
    }

    private func mask(_ node: XMLNode) -> VariationMask {
        var mask = VariationMask(key: node.key ?? "")
        for child in node.children {
            guard child.name == "include" || child.name == "exclude", let reference = child["reference"] else {
                context.skip(child, in: node)
                continue
            }
            if child.name == "include" {
                mask.included.append(reference)
            } else {
                mask.excluded.append(reference)
            }
        }
        return mask
    }
}
