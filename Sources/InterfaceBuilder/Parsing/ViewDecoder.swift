/// Decodes a view element of any kind: the attributes every view has, its subviews and
/// constraints, and (through ``ViewContentDecoder``) what its kind adds.
struct ViewDecoder {
    let context: DecodingContext

    func decode(_ node: XMLNode) -> IBView {
        let kind = ViewKind(elementName: node.name) ?? .unknown
        if kind == .unknown {
            context.warn("unknown view element <\(node.name)>; kept as a generic view", about: node)
        }
        var view = IBView(kind: kind, elementName: node.name, id: node["id"], location: node.location)
        readCommonAttributes(node, into: &view)
        let content = ViewContentDecoder(context: context)
        content.readAttributes(node, into: &view)
        for child in node.children where !decodeCommonChild(child, of: node, into: &view) {
            if !content.decodeChild(child, of: node, into: &view) {
                context.skip(child, in: node)
            }
        }
        return view
    }

    private func readCommonAttributes(_ node: XMLNode, into view: inout IBView) {
        view.key = node.key
        view.customClass = node["customClass"]
        view.customModule = node["customModule"]
        view.userLabel = node["userLabel"]
        view.translatesAutoresizingMaskIntoConstraints =
            context.bool(node, "fixedFrame") == true
            || context.bool(node, "translatesAutoresizingMaskIntoConstraints") ?? true
        view.isHidden = context.bool(node, "hidden") ?? false
        view.isInstalled = context.bool(node, "installed") ?? true
        view.contentMode = context.value(ContentMode.self, node, "contentMode")
        view.contentHuggingPriority = AxisPriorities(
            horizontal: context.float(node, "horizontalHuggingPriority"),
            vertical: context.float(node, "verticalHuggingPriority"))
        view.compressionResistancePriority = AxisPriorities(
            horizontal: context.float(node, "horizontalCompressionResistancePriority"),
            vertical: context.float(node, "verticalCompressionResistancePriority"))
        view.placeholderIntrinsicWidth = placeholderDimension(node, "placeholderIntrinsicWidth")
        view.placeholderIntrinsicHeight = placeholderDimension(node, "placeholderIntrinsicHeight")
        view.preservesSuperviewLayoutMargins = context.bool(node, "preservesSuperviewLayoutMargins")
        view.insetsLayoutMarginsFromSafeArea = context.bool(node, "insetsLayoutMarginsFromSafeArea")
        view.layoutMarginsFollowReadableWidth = context.bool(node, "layoutMarginsFollowReadableWidth")
        view.semanticContentAttribute = context.value(SemanticContentAttribute.self, node, "semanticContentAttribute")
        view.simulatedAppContext = node["simulatedAppContext"]
    }

    /// Decodes a child every view may have; returns whether `child` was one.
    private func decodeCommonChild(_ child: XMLNode, of node: XMLNode, into view: inout IBView) -> Bool {
        let geometry = GeometryDecoder(context: context)
        switch (child.name, child.key) {
        case ("rect", "frame"): view.frame = geometry.rect(child)
        case ("autoresizingMask", _): view.autoresizingMask = geometry.autoresizingMask(child)
        case ("subviews", _): view.subviews += child.children.map(decode)
        case ("constraints", _): view.constraints += ConstraintDecoder(context: context).decode(child, ownerID: view.id)
        case ("viewLayoutGuide", _): layoutGuide(child).map { view.layoutGuides.append($0) }
        case ("edgeInsets", "layoutMargins"): view.layoutMargins = geometry.edgeInsets(child)
        case ("directionalEdgeInsets", "directionalLayoutMargins"):
            view.directionalLayoutMargins = geometry.directionalEdgeInsets(child)
        case ("variation", _): view.variations.append(VariationDecoder(context: context).decode(child))
        case ("connections", _): view.connections += ConnectionDecoder(context: context).decode(child)
        case (let name, let key?) where key != "view" && ViewKind(elementName: name) != nil:
            view.keyedViews.append(decode(child))
        default:
            var metrics = view.simulatedMetrics ?? SimulatedMetrics()
            guard SimulatedMetricsDecoder(context: context).apply(child, to: &metrics) else { return false }
            view.simulatedMetrics = metrics
        }
        return true
    }

    private func layoutGuide(_ node: XMLNode) -> ViewLayoutGuide? {
        guard let id = node["id"] else {
            context.warn("<viewLayoutGuide> has no id; ignored", about: node)
            return nil
        }
        guard let kind = context.value(ViewLayoutGuide.Kind.self, node, "key") else {
            if node.key == nil { context.warn("<viewLayoutGuide> has no key; ignored", about: node) }
            return nil
        }
        return ViewLayoutGuide(kind: kind, id: id, location: node.location)
    }

    private func placeholderDimension(_ node: XMLNode, _ attribute: String) -> PlaceholderIntrinsicDimension? {
        guard let value = node[attribute] else { return nil }
        if value == "infinite" { return PlaceholderIntrinsicDimension.none }
        return context.number(value, attribute, node).map { .points($0) }
    }
}
