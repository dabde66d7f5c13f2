/// Reads the views of a spec (or of one table cell's template) in a scope: classes,
/// properties, names, guides, and the constraint entries for later.
final class ViewReader {
    let scope: ReadingScope
    /// Views described under the spec's `views`, by name, waiting to be listed somewhere.
    private var pool: [String: PendingView] = [:]
    private var poolOrder: [String] = []

    init(scope: ReadingScope) {
        self.scope = scope
    }

    // MARK: Views

    /// Reads the view `node` describes, and its inline subviews (not yet placed).
    /// `fixedClass` is the class a controller imposes on its root view; a root view has no name.
    func readView(_ node: SpecNode, fixedClass: String? = nil, allowsName: Bool = true) throws(SpecError)
        -> PendingView
    {
        let node = SpecNode(node: node.node, file: node.file, role: "a view")
        guard case .mapping = node.node else { throw node.error("expected a mapping for a view, found \(node.found)") }
        let viewClass = try self.viewClass(of: node, fixed: fixedClass)
        let mapping = try node.mapping(SpecKeys.view(ofClass: viewClass.name, allowsName: allowsName))
        var view = ScreenModel.View(try viewClass.readKind(mapping), location: node.modelLocation)
        if let nameNode = mapping["name"] {
            let name = try nameNode.string()
            try scope.declare(name, at: nameNode)
            scope.viewNames.insert(name)
            view.name = name
        }
        try readCommonSettings(mapping, into: &view)
        try viewClass.configure(&view.kind, mapping, self)
        if let guides = mapping["guides"] { view.guides = try readGuides(guides) }
        try collectEntries(in: mapping)
        let pending = PendingView(node: node, model: view)
        if let name = view.name { scope.provide(view: pending, name: name) }
        if let subviews = mapping["subviews"] {
            for child in try subviews.list() {
                if case .scalar = child.node {
                    pending.children.append(.reference(name: try child.string(), node: child))
                } else {
                    pending.children.append(.inline(try readView(child)))
                }
            }
        }
        return pending
    }

    private func viewClass(of node: SpecNode, fixed: String?) throws(SpecError) -> ViewClass {
        guard case .mapping(let mapping) = node.node, let classNode = mapping["class"] else {
            return ViewClassRegistry.named(fixed ?? "UIView")!
        }
        let classSpec = SpecNode(node: classNode, file: node.file, role: "'class'")
        let name = try classSpec.string()
        if let fixed, name != fixed {
            throw classSpec.error(
                "this controller's view must be a \(fixed), not a \(name)", at: classSpec.textLocation)
        }
        guard let viewClass = ViewClassRegistry.named(name) else {
            throw classSpec.error(
                "unknown view class '\(name)'; expected one of: \(ViewClassRegistry.names.joined(separator: ", "))",
                at: classSpec.textLocation)
        }
        return viewClass
    }

    private func readCommonSettings(_ mapping: SpecMapping, into view: inout ScreenModel.View) throws(SpecError) {
        view.color = try mapping["color"]?.color()
        view.frame = try mapping["frame"]?.rect()
        view.autoresizingMask = try mapping["autoresizingMask"]?.autoresizingMask()
        view.translatesAutoresizingMaskIntoConstraints = try mapping["translatesAutoresizingMaskIntoConstraints"]?
            .bool()
        view.isHidden = try mapping["isHidden"]?.bool()
        view.semanticContentAttribute = try mapping["semanticContentAttribute"]?.choice(
            ScreenModel.SemanticContentAttribute.self, kind: "semantic content attribute")
        view.preservesSuperviewLayoutMargins = try mapping["preservesSuperviewLayoutMargins"]?.bool()
        view.insetsLayoutMarginsFromSafeArea = try mapping["insetsLayoutMarginsFromSafeArea"]?.bool()
        view.layoutMarginsFollowReadableWidth = try mapping["layoutMarginsFollowReadableWidth"]?.bool()
        view.layoutMargins = try mapping["layoutMargins"]?.insets()
        view.directionalLayoutMargins = try mapping["directionalLayoutMargins"]?.directionalInsets()
        if let node = mapping["intrinsicContentSize"] {
            guard view.kind == .plain else {
                throw node.error("'intrinsicContentSize' is for stand-in views of class UIView only")
            }
            view.intrinsicContentSize = try node.intrinsicSize()
        }
        view.contentHuggingPriority = try mapping["contentHuggingPriority"]?.axisPriorities()
        view.contentCompressionResistancePriority = try mapping["contentCompressionResistancePriority"]?
            .axisPriorities()
    }

    func readGuides(_ node: SpecNode) throws(SpecError) -> [ScreenModel.Guide] {
        var guides: [ScreenModel.Guide] = []
        for entry in try node.list() {
            let guideNode = SpecNode(node: entry.node, file: entry.file, role: "a layout guide")
            if case .scalar = guideNode.node {
                let name = try guideNode.string()
                try scope.declare(name, at: guideNode)
                guides.append(ScreenModel.Guide(name, location: guideNode.modelTextLocation))
            } else {
                let mapping = try guideNode.mapping(SpecKeys.guide)
                let nameNode = try mapping.required("name")
                let name = try nameNode.string()
                try scope.declare(name, at: nameNode)
                guides.append(
                    ScreenModel.Guide(
                        name, identifier: try mapping["identifier"]?.string(), location: nameNode.modelTextLocation))
            }
        }
        return guides
    }

    // MARK: Constraint entries

    /// Records the `constraints`, `visualFormat` and `snapKit` entries of a view or of the spec.
    func collectEntries(in mapping: SpecMapping) throws(SpecError) {
        if let node = mapping["constraints"] {
            for entry in try node.list() { try collect(constraint: entry) }
        }
        if let node = mapping["visualFormat"] {
            for entry in try node.list() { try collect(visualFormat: entry) }
        }
        if let node = mapping["snapKit"] { try collectSnapKitLines(node) }
    }

    /// `snapKit`: view names → lists of `make…` lines.
    private func collectSnapKitLines(_ node: SpecNode) throws(SpecError) {
        let node = SpecNode(node: node.node, file: node.file, role: "'snapKit'")
        guard case .mapping(let mapping) = node.node else {
            throw node.error(
                "expected a mapping of view names to lists of 'make…' lines for 'snapKit', found \(node.found)")
        }
        for (key, value) in mapping {
            let viewNode = SpecNode(node: key, file: node.file, role: "a view name")
            let viewName = try viewNode.string()
            let list = SpecNode(node: value, file: node.file, role: "the SnapKit lines of '\(viewName)'")
            var lines: [ScreenModel.SnapKitLine] = []
            for line in try list.list() {
                lines.append(ScreenModel.SnapKitLine(try line.string(), location: line.modelTextLocation))
            }
            scope.snapKitLines.append(.init(viewName: viewName, viewNode: viewNode, lines: lines))
        }
    }

    /// Records one entry of `constraints`.
    func collect(constraint entry: SpecNode) throws(SpecError) {
        let entry = SpecNode(node: entry.node, file: entry.file, role: "a constraint")
        if case .mapping = entry.node {
            let mapping = try entry.mapping(SpecKeys.constraint)
            let equation = try mapping.required("equation")
            scope.equations.append(
                .init(
                    node: equation, text: try equation.string(), identifier: try mapping["identifier"]?.string(),
                    isActive: try mapping["active"]?.bool() ?? true))
        } else {
            scope.equations.append(.init(node: entry, text: try entry.string(), identifier: nil, isActive: true))
        }
    }

    /// Records one entry of `visualFormat`.
    func collect(visualFormat entry: SpecNode) throws(SpecError) {
        let entry = SpecNode(node: entry.node, file: entry.file, role: "a visual format line")
        if case .mapping = entry.node {
            let mapping = try entry.mapping(SpecKeys.visualFormat)
            let format = try mapping.required("format")
            var metrics: [String: Double] = [:]
            if let node = mapping["metrics"] { metrics = try node.metrics() }
            scope.visualFormats.append(
                ScreenModel.VisualFormat(
                    try format.string(),
                    options: try mapping["options"].map { node throws(SpecError) in try VisualFormatOptions.parse(node)
                    } ?? [], metrics: metrics, location: format.modelTextLocation))
        } else {
            scope.visualFormats.append(ScreenModel.VisualFormat(try entry.string(), location: entry.modelTextLocation))
        }
    }

    // MARK: Pool

    func addToPool(_ pending: PendingView, name: String) {
        pool[name] = pending
        poolOrder.append(name)
    }

    func pooledView(named name: String) -> PendingView? { pool[name] }

    var poolNames: [String] { poolOrder }

    // MARK: Tables

    func tableRows(_ node: SpecNode?) throws(SpecError) -> ScreenModel.TableRows? {
        guard let node else { return nil }
        let mapping = try node.mapping(SpecKeys.rows)
        var rows = ScreenModel.TableRows(location: node.modelLocation)
        if let countNode = mapping["count"] {
            let count = try countNode.integer()
            guard count >= 0 else { throw countNode.error("'count' cannot be negative") }
            rows.count = count
        }
        if let heightNode = mapping["height"] {
            if (try? heightNode.string()) == "automatic" {
                rows.height = .automatic
            } else {
                let height = try heightNode.number()
                guard height >= 0 else { throw heightNode.error("'height' cannot be negative") }
                rows.height = .points(height)
            }
        }
        if let cellNode = mapping["cell"] { rows.cell = try CellReader(file: scope.file).read(cellNode) }
        if let contentNode = mapping["content"] {
            rows.content = try CellReader.rowContent(contentNode, cell: rows.cell)
            if let count = rows.count, count < rows.content.count {
                throw contentNode.error("'content' gives \(rows.content.count) rows but 'count' is \(count)")
            }
            if rows.count == nil { rows.count = rows.content.count }
        }
        return rows
    }
}
