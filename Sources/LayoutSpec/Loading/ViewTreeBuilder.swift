import Foundation

/// Makes the views of a spec (or of one table cell's template) in a scope: classes,
/// properties, names, guides, and the constraint entries for later.
@MainActor
final class ViewTreeBuilder {
    let scope: SpecScope
    /// Objects the views refer to weakly (table data sources), kept alive with the screen.
    private(set) var retained: [AnyObject] = []
    /// Views described under the spec's `views`, by name, waiting to be listed somewhere.
    private var pool: [String: ViewDefinition] = [:]
    private var poolOrder: [String] = []

    init(scope: SpecScope) {
        self.scope = scope
    }

    // MARK: Making views

    /// Makes the view `node` describes, and its inline subviews (not yet added).
    /// `fixedClass` is the class a controller imposes on its root view; `name` the name it
    /// gives it.
    func makeView(_ node: SpecNode, fixedClass: String? = nil, allowsName: Bool = true) throws(SpecError)
        -> ViewDefinition
    {
        let node = SpecNode(node: node.node, file: node.file, role: "a view")
        guard case .mapping = node.node else { throw node.error("expected a mapping for a view, found \(node.found)") }
        let viewClass = try self.viewClass(of: node, fixed: fixedClass)
        var keys = SpecKeys.view + viewClass.keys
        if !allowsName { keys.removeAll { $0 == "name" } }
        let mapping = try node.mapping(keys)
        let view = try viewClass.make(mapping)
        var name: String?
        if let nameNode = mapping["name"] {
            let text = try nameNode.string()
            try scope.register(view: view, name: text, at: nameNode)
            name = text
        }
        let definition = ViewDefinition(node: node, view: view, name: name)
        try applyCommonSettings(mapping, to: view)
        try viewClass.configure(view, mapping, self)
        if let guides = mapping["guides"] { try makeGuides(guides, in: view) }
        try collectConstraints(in: mapping)
        if let subviews = mapping["subviews"] {
            for child in try subviews.list() {
                if case .scalar = child.node {
                    let name = try child.string()
                    definition.children.append(.reference(name: name, node: child))
                } else {
                    definition.children.append(.inline(try makeView(child)))
                }
            }
        }
        return definition
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

    private func applyCommonSettings(_ mapping: SpecMapping, to view: UIView) throws(SpecError) {
        if let node = mapping["color"] { view.backgroundColor = try ColorParser.color(node) }
        if let node = mapping["frame"] {
            let rect = try node.numbers(4)
            view.frame = CGRect(x: rect[0] ?? 0, y: rect[1] ?? 0, width: rect[2] ?? 0, height: rect[3] ?? 0)
        }
        if let node = mapping["autoresizingMask"] { view.autoresizingMask = try autoresizingMask(node) }
        if let node = mapping["translatesAutoresizingMaskIntoConstraints"] {
            view.translatesAutoresizingMaskIntoConstraints = try node.bool()
            scope.explicitAutoresizing.insert(ObjectIdentifier(view))
        }
        if let node = mapping["isHidden"] { view.isHidden = try node.bool() }
        if let node = mapping["semanticContentAttribute"] {
            let names = Self.semanticAttributes.map(\.0)
            let name = try node.choice(names, kind: "semantic content attribute")
            view.semanticContentAttribute = Self.semanticAttributes.first { $0.0 == name }!.1
        }
        if let node = mapping["preservesSuperviewLayoutMargins"] {
            view.preservesSuperviewLayoutMargins = try node.bool()
        }
        if let node = mapping["insetsLayoutMarginsFromSafeArea"] {
            view.insetsLayoutMarginsFromSafeArea = try node.bool()
        }
        if let node = mapping["layoutMargins"] { view.layoutMargins = try node.insets() }
        if let node = mapping["directionalLayoutMargins"] {
            view.directionalLayoutMargins = try node.directionalInsets()
        }
        if let node = mapping["intrinsicContentSize"] {
            guard let standIn = view as? StandInView else {
                throw node.error("'intrinsicContentSize' is for stand-in views of class UIView only")
            }
            let size = try node.numbers(2, allowingNull: true)
            standIn.contentSize = CGSize(
                width: size[0] ?? UIView.noIntrinsicMetric, height: size[1] ?? UIView.noIntrinsicMetric)
        }
        if let node = mapping["contentHuggingPriority"] {
            let (horizontal, vertical) = try axisPriorities(node)
            if let horizontal { view.setContentHuggingPriority(horizontal, for: .horizontal) }
            if let vertical { view.setContentHuggingPriority(vertical, for: .vertical) }
        }
        if let node = mapping["contentCompressionResistancePriority"] {
            let (horizontal, vertical) = try axisPriorities(node)
            if let horizontal { view.setContentCompressionResistancePriority(horizontal, for: .horizontal) }
            if let vertical { view.setContentCompressionResistancePriority(vertical, for: .vertical) }
        }
    }

    static let semanticAttributes: [(String, UISemanticContentAttribute)] = [
        ("unspecified", .unspecified), ("playback", .playback), ("spatial", .spatial),
        ("forceLeftToRight", .forceLeftToRight), ("forceRightToLeft", .forceRightToLeft),
    ]

    static let autoresizingNames: [(String, UIView.AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    private func autoresizingMask(_ node: SpecNode) throws(SpecError) -> UIView.AutoresizingMask {
        var mask: UIView.AutoresizingMask = []
        for item in try node.list() {
            let name = try item.choice(Self.autoresizingNames.map(\.0), kind: "autoresizing flag")
            mask.insert(Self.autoresizingNames.first { $0.0 == name }!.1)
        }
        return mask
    }

    /// A priority for both axes, or a mapping with `horizontal` and/or `vertical`.
    private func axisPriorities(_ node: SpecNode) throws(SpecError) -> (UILayoutPriority?, UILayoutPriority?) {
        if case .mapping = node.node {
            let mapping = try node.mapping(SpecKeys.axisPriorities)
            var horizontal: UILayoutPriority?
            var vertical: UILayoutPriority?
            if let value = mapping["horizontal"] { horizontal = try priority(value) }
            if let value = mapping["vertical"] { vertical = try priority(value) }
            return (horizontal, vertical)
        }
        let both = try priority(node)
        return (both, both)
    }

    /// 1…1000, or `required`, `high`, `low`, `fittingSize`.
    func priority(_ node: SpecNode) throws(SpecError) -> UILayoutPriority {
        if case .scalar(let scalar) = node.node, scalar.style == .plain, node.node.float == nil,
            let named = AnchorEquationParser.namedPriorities[scalar.string]
        {
            return named
        }
        guard case .scalar(let scalar) = node.node, scalar.style == .plain, let value = node.node.float,
            value >= 1, value <= 1000
        else {
            throw node.error(
                "expected a priority (1…1000, required, high, low or fittingSize) for \(node.role), found \(node.found)"
            )
        }
        return UILayoutPriority(Float(value))
    }

    // MARK: Guides

    private func makeGuides(_ node: SpecNode, in view: UIView) throws(SpecError) {
        for entry in try node.list() {
            let guideNode = SpecNode(node: entry.node, file: entry.file, role: "a layout guide")
            let guide = UILayoutGuide()
            if case .scalar = guideNode.node {
                let name = try guideNode.string()
                try scope.register(guide: guide, name: name, at: guideNode)
                guide.identifier = name
            } else {
                let mapping = try guideNode.mapping(SpecKeys.guide)
                let nameNode = try mapping.required("name")
                let name = try nameNode.string()
                try scope.register(guide: guide, name: name, at: nameNode)
                guide.identifier = try mapping["identifier"]?.string() ?? name
            }
            view.addLayoutGuide(guide)
        }
    }

    // MARK: Constraint entries

    /// Records the `constraints` and `visualFormat` entries of a view or of the spec.
    func collectConstraints(in mapping: SpecMapping) throws(SpecError) {
        if let node = mapping["constraints"] {
            for entry in try node.list() { try collectConstraint(entry) }
        }
        if let node = mapping["visualFormat"] {
            for entry in try node.list() { try collectVisualFormat(entry) }
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
            let lines = SpecNode(node: value, file: node.file, role: "the SnapKit lines of '\(viewName)'")
            for line in try lines.list() {
                scope.snapKitLines.append(
                    .init(viewName: viewName, viewNode: viewNode, node: line, text: try line.string()))
            }
        }
    }

    private func collectConstraint(_ entry: SpecNode) throws(SpecError) {
        let entry = SpecNode(node: entry.node, file: entry.file, role: "a constraint")
        if case .mapping = entry.node {
            let mapping = try entry.mapping(SpecKeys.constraint)
            let equation = try mapping.required("equation")
            scope.constraints.append(
                .init(
                    node: equation, text: try equation.string(), identifier: try mapping["identifier"]?.string(),
                    isActive: try mapping["active"]?.bool() ?? true))
        } else {
            scope.constraints.append(.init(node: entry, text: try entry.string(), identifier: nil, isActive: true))
        }
    }

    private func collectVisualFormat(_ entry: SpecNode) throws(SpecError) {
        let entry = SpecNode(node: entry.node, file: entry.file, role: "a visual format line")
        if case .mapping = entry.node {
            let mapping = try entry.mapping(SpecKeys.visualFormat)
            let format = try mapping.required("format")
            var metrics = scope.metrics
            if let node = mapping["metrics"] {
                for (name, value) in try Self.metrics(node) { metrics[name] = value }
            }
            scope.visualFormats.append(
                .init(
                    node: format, format: try format.string(),
                    options: try mapping["options"].map { node throws(SpecError) in try VisualFormatOptions.parse(node)
                    } ?? [],
                    metrics: metrics))
        } else {
            scope.visualFormats.append(
                .init(node: entry, format: try entry.string(), options: [], metrics: scope.metrics))
        }
    }

    /// A mapping of metric names to numbers.
    static func metrics(_ node: SpecNode) throws(SpecError) -> [(String, CGFloat)] {
        let node = SpecNode(node: node.node, file: node.file, role: "'metrics'")
        guard case .mapping(let mapping) = node.node else {
            throw node.error("expected a mapping of names to numbers for 'metrics', found \(node.found)")
        }
        var result: [(String, CGFloat)] = []
        for (key, value) in mapping {
            let name = try SpecNode(node: key, file: node.file, role: "a metric name").string()
            result.append((name, try SpecNode(node: value, file: node.file, role: "metric '\(name)'").number()))
        }
        return result
    }

    // MARK: Pool and placement

    /// Makes the views under the spec's `views`: each needs a name, and is placed where a
    /// `subviews` list names it.
    func definePool(_ node: SpecNode) throws(SpecError) {
        for entry in try node.list() {
            let definition = try makeView(entry)
            guard let name = definition.name else {
                throw definition.node.error(
                    "a view under 'views' needs a 'name' so that a 'subviews' list can place it")
            }
            pool[name] = definition
            poolOrder.append(name)
        }
    }

    /// Adds the subviews of `definition`, and theirs, in order.
    func place(_ definition: ViewDefinition) throws(SpecError) {
        definition.isPlaced = true
        for child in definition.children {
            let childDefinition: ViewDefinition
            switch child {
            case .inline(let inline):
                childDefinition = inline
            case .reference(let name, let node):
                guard let referenced = pool[name] else {
                    throw node.error(
                        scope.views[name] == nil
                            ? "unknown view '\(name)': a name in 'subviews' must be a view described under 'views'"
                            : "view '\(name)' is not described under 'views', so it cannot be listed here",
                        at: node.textLocation)
                }
                if let cycle = cycle(adding: referenced.view, under: definition.view) {
                    throw node.error("view '\(name)' is listed under itself: \(cycle)", at: node.textLocation)
                }
                if referenced.isPlaced {
                    let parent = referenced.view.superview.flatMap { scope.name(of: $0) }
                    throw node.error(
                        "view '\(name)' is listed in more than one 'subviews'"
                            + (parent.map { " (already under '\($0)')" } ?? ""), at: node.textLocation)
                }
                childDefinition = referenced
            }
            if let stack = definition.view as? UIStackView {
                stack.addArrangedSubview(childDefinition.view)
            } else {
                let parent = (definition.view as? UIVisualEffectView)?.contentView ?? definition.view
                do {
                    try parent.checkedAddSubview(childDefinition.view)
                } catch {
                    throw childDefinition.node.error(error.message)
                }
            }
            try place(childDefinition)
        }
    }

    /// The chain of names from `view` down to `parent` when `parent` is `view` or inside it.
    private func cycle(adding view: UIView, under parent: UIView) -> String? {
        var chain: [UIView] = [parent]
        var current = parent
        while current !== view {
            guard let next = current.superview else { return nil }
            chain.append(next)
            current = next
        }
        let names = chain.reversed().map { scope.name(of: $0) ?? "(unnamed \(type(of: $0)))" }
        return (names + [scope.name(of: view) ?? "?"]).joined(separator: " → ")
    }

    /// Fails on views under `views` that no `subviews` list placed (after checking them for
    /// cycles among themselves).
    func checkPoolPlaced() throws(SpecError) {
        for name in poolOrder {
            guard let definition = pool[name], !definition.isPlaced else { continue }
            try place(definition)
            throw definition.node.error("view '\(name)' is described under 'views' but no 'subviews' list places it")
        }
    }

    // MARK: Tables

    func tableRows(_ node: SpecNode?) throws(SpecError) -> TableRows {
        guard let node else { return TableRows(count: 0, height: 44, cellColor: nil, fillCell: nil) }
        let mapping = try node.mapping(SpecKeys.rows)
        let count = try mapping["count"]?.integer() ?? 0
        guard count >= 0 else { throw mapping["count"]!.error("'count' cannot be negative") }
        var height: CGFloat = 44
        if let heightNode = mapping["height"] {
            if (try? heightNode.string()) == "automatic" {
                height = UITableView.automaticDimension
            } else {
                height = try heightNode.number()
                guard height >= 0 else { throw heightNode.error("'height' cannot be negative") }
            }
        }
        var cellColor: UIColor?
        var fill: ((UITableViewCell) -> Void)?
        if let cellNode = mapping["cell"] {
            let template = CellTemplate(node: cellNode, file: scope.file)
            let probe = UITableViewCell(style: .default, reuseIdentifier: nil)
            cellColor = try template.fill(probe)
            fill = { cell in _ = try? template.fill(cell) }
        }
        return TableRows(count: count, height: height, cellColor: cellColor, fillCell: fill)
    }

    /// Makes `rows` the table's data source and delegate, kept alive with the screen.
    func attach(_ rows: TableRows, to table: UITableView) {
        retained.append(rows)
        table.dataSource = rows
        table.delegate = rows
    }
}
