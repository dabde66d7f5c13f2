/// Decodes `<connections>`: outlets, outlet collections, actions and segues.
struct ConnectionDecoder {
    let context: DecodingContext

    func decode(_ node: XMLNode) -> [IBConnection] {
        node.children.compactMap(connection)
    }

    private func connection(_ node: XMLNode) -> IBConnection? {
        switch node.name {
        case "outlet", "outletCollection":
            guard let property = node["property"], let destination = node["destination"] else {
                context.warn("<\(node.name)> without property or destination; ignored", about: node)
                return nil
            }
            return .outlet(
                IBOutlet(
                    property: property, destination: destination, isCollection: node.name == "outletCollection",
                    id: node["id"], location: node.location))
        case "action":
            guard let selector = node["selector"], let destination = node["destination"] else {
                context.warn("<action> without selector or destination; ignored", about: node)
                return nil
            }
            return .action(
                IBAction(
                    selector: selector, destination: destination, eventType: node["eventType"], id: node["id"],
                    location: node.location))
        case "segue":
            return segue(node).map(IBConnection.segue)
        default:
            context.warn("unknown element <\(node.name)> in <connections>; skipped", about: node)
            return nil
        }
    }

    private func segue(_ node: XMLNode) -> IBSegue? {
        guard let kindName = node["kind"] else {
            context.warn("<segue> without kind; ignored", about: node)
            return nil
        }
        let kind = SegueKind(rawValue: kindName)
        if !SegueKind.known.contains(kind) {
            context.unknownValue(kindName, "kind", node)
        }
        guard let destination = node["destination"] else {
            if kind != .unwind { context.warn("<segue> without destination; ignored", about: node) }
            return nil
        }
        return IBSegue(
            id: node["id"], destination: destination, kind: kind, relationship: node["relationship"],
            identifier: node["identifier"], modalPresentationStyle: node["modalPresentationStyle"],
            location: node.location)
    }
}
