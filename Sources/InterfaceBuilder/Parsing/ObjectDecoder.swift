/// Decodes an `<objects>` list (a storyboard scene's or a xib's top level) into placeholders,
/// view controllers, views and other objects, in file order.
struct ObjectDecoder {
    let context: DecodingContext

    func decode(_ node: XMLNode) -> [IBObject] {
        node.children.map(object)
    }

    private func object(_ node: XMLNode) -> IBObject {
        if node.name == "placeholder" || node.name == "exit" {
            return .placeholder(placeholder(node))
        }
        if let kind = ViewControllerKind(rawValue: node.name), kind != .unknown {
            return .viewController(ViewControllerDecoder(context: context).decode(node))
        }
        if ViewKind(elementName: node.name) != nil {
            return .view(ViewDecoder(context: context).decode(node))
        }
        if !KnownElements.otherObjects.contains(node.name) {
            if node.name.hasSuffix("Controller") {
                return .viewController(ViewControllerDecoder(context: context).decode(node))
            }
            context.warn("unknown element <\(node.name)> in <objects>; kept as an opaque object", about: node)
        }
        let connections = node.children.filter { $0.name == "connections" }.flatMap {
            ConnectionDecoder(context: context).decode($0)
        }
        return .other(
            IBOtherObject(
                elementName: node.name, id: node["id"], customClass: node["customClass"], connections: connections,
                location: node.location))
    }

    private func placeholder(_ node: XMLNode) -> IBPlaceholder {
        let kind: IBPlaceholder.Kind
        switch node.name == "exit" ? "exit" : node["placeholderIdentifier"] {
        case "IBFilesOwner": kind = .filesOwner
        case "IBFirstResponder": kind = .firstResponder
        case "exit": kind = .exit
        case let other?: kind = .other(other)
        case nil:
            context.warn("<placeholder> has no placeholderIdentifier", about: node)
            kind = .other("")
        }
        var connections: [IBConnection] = []
        for child in node.children {
            if child.name == "connections" {
                connections += ConnectionDecoder(context: context).decode(child)
            } else {
                context.skip(child, in: node)
            }
        }
        return IBPlaceholder(
            kind: kind, id: node["id"], customClass: node["customClass"], customModule: node["customModule"],
            userLabel: node["userLabel"], connections: connections, location: node.location)
    }
}
