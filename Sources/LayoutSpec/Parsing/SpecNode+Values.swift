import Foundation

/// The spec format's values read into the model's types; every surprise is a ``SpecError`` at
/// the node.
extension SpecNode {
    /// One of an enumeration's cases, by its name.
    func choice<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type, kind: String) throws(SpecError) -> Choice
    where Choice.RawValue == String {
        let name = try choice(Choice.allCases.map(\.rawValue), kind: kind)
        return Choice(rawValue: name)!
    }

    func color() throws(SpecError) -> ScreenModel.Color { try ColorParser.color(self) }

    /// `[x, y, width, height]`.
    func rect() throws(SpecError) -> ScreenModel.Rect {
        let values = try numbers(4)
        return ScreenModel.Rect(x: values[0] ?? 0, y: values[1] ?? 0, width: values[2] ?? 0, height: values[3] ?? 0)
    }

    /// `[width, height]`.
    func size() throws(SpecError) -> ScreenModel.Size {
        let values = try numbers(2)
        return ScreenModel.Size(width: values[0] ?? 0, height: values[1] ?? 0)
    }

    /// `[x, y]`.
    func point() throws(SpecError) -> ScreenModel.Point {
        let values = try numbers(2)
        return ScreenModel.Point(x: values[0] ?? 0, y: values[1] ?? 0)
    }

    /// `[width, height]`, `~` for none on an axis.
    func intrinsicSize() throws(SpecError) -> ScreenModel.IntrinsicSize {
        let values = try numbers(2, allowingNull: true)
        return ScreenModel.IntrinsicSize(width: values[0], height: values[1])
    }

    /// 1…1000, or `required`, `high`, `low`, `fittingSize`.
    func priority() throws(SpecError) -> Float {
        if case .scalar(let scalar) = node, scalar.style == .plain, node.float == nil,
            let named = AnchorEquationParser.namedPriorities[scalar.string]
        {
            return named.rawValue
        }
        guard case .scalar(let scalar) = node, scalar.style == .plain, let value = node.float, value >= 1,
            value <= 1000
        else {
            throw error("expected a priority (1…1000, required, high, low or fittingSize) for \(role), found \(found)")
        }
        return Float(value)
    }

    /// A priority for both axes, or a mapping with `horizontal` and/or `vertical`.
    func axisPriorities() throws(SpecError) -> ScreenModel.AxisPriorities {
        if case .mapping = node {
            let mapping = try mapping(SpecKeys.axisPriorities)
            var priorities = ScreenModel.AxisPriorities()
            if let value = mapping["horizontal"] { priorities.horizontal = try value.priority() }
            if let value = mapping["vertical"] { priorities.vertical = try value.priority() }
            return priorities
        }
        return ScreenModel.AxisPriorities(try priority())
    }

    /// A list of autoresizing flag names.
    func autoresizingMask() throws(SpecError) -> ScreenModel.AutoresizingMask {
        var mask: ScreenModel.AutoresizingMask = []
        let names = ScreenModel.AutoresizingMask.names
        for item in try list() {
            let name = try item.choice(names.map(\.0), kind: "autoresizing flag")
            mask.insert(names.first { $0.0 == name }!.1)
        }
        return mask
    }

    /// `all`, `none`, or a list of `top`, `left`, `bottom`, `right`.
    func edges() throws(SpecError) -> ScreenModel.Edges {
        if case .scalar = node {
            return try choice(["all", "none"], kind: "edge set") == "all" ? .all : []
        }
        var edges: ScreenModel.Edges = []
        let names = ScreenModel.Edges.names
        for item in try list() {
            let name = try item.choice(names.map(\.0), kind: "edge")
            edges.insert(names.first { $0.0 == name }!.1)
        }
        return edges
    }

    /// A size (the system font), a text style name (`body`, `headline` …), or
    /// `{size, weight, monospaced}`.
    func font() throws(SpecError) -> ScreenModel.Font {
        if case .mapping = node {
            let mapping = try mapping(["size", "weight", "monospaced"])
            let size = try mapping["size"]?.number()
            let weight = try mapping["weight"]?.choice(ScreenModel.Font.Weight.self, kind: "font weight")
            return .system(size: size, weight: weight, monospaced: try mapping["monospaced"]?.bool())
        }
        if case .scalar(let scalar) = node, scalar.style == .plain, node.float != nil {
            return .size(try number())
        }
        return .textStyle(try choice(ScreenModel.Font.TextStyle.self, kind: "text style"))
    }

    /// An image by its size in points, `[width, height]`: layout needs nothing else.
    func image() throws(SpecError) -> ScreenModel.Size { try size() }

    /// A mapping of names to numbers (`metrics`).
    func metrics() throws(SpecError) -> [String: Double] {
        let node = SpecNode(node: node, file: file, role: "'metrics'")
        guard case .mapping(let mapping) = node.node else {
            throw node.error("expected a mapping of names to numbers for 'metrics', found \(node.found)")
        }
        var result: [String: Double] = [:]
        for (key, value) in mapping {
            let name = try SpecNode(node: key, file: file, role: "a metric name").string()
            result[name] = try SpecNode(node: value, file: file, role: "metric '\(name)'").number()
        }
        return result
    }
}
