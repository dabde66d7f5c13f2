import Yams

/// Reads a whole spec into a ``ScreenModel``: the screen, the controllers, the views (placing
/// those described apart), the constraint entries and the expectations.
struct ScreenReader {
    let file: String

    func read(_ root: Node) throws(SpecError) -> ScreenModel {
        let spec = SpecNode(node: root, file: file, role: "the spec")
        let top = try spec.mapping(SpecKeys.screen)
        let name = try top["name"]?.string()
        let summary = try top["description"]?.string()
        let device = try top["device"]?.choice(ScreenModel.Device.self, kind: "device") ?? .iPhone8
        let orientation =
            try top["orientation"]?.choice(ScreenModel.Orientation.self, kind: "orientation") ?? .portrait
        var systemVersion: Double = 17
        if let node = top["systemVersion"] {
            systemVersion = try node.number()
            guard systemVersion >= 7 else { throw node.error("'systemVersion' must be 7 or later") }
        }
        let direction = try top["layoutDirection"]?.choice(ScreenModel.LayoutDirection.self, kind: "layout direction")
        let metrics = try top["metrics"]?.metrics() ?? [:]

        let scope = ReadingScope(file: file)
        let views = ViewReader(scope: scope)
        if let node = top["views"] { try views.definePool(node) }
        let controller = try ControllerReader(views: views).read(try top.required("controller"))
        for root in controller.roots { try views.place(root) }
        try views.checkPoolPlaced()
        try NestingLimit.check(controller.roots)
        try views.collectEntries(in: top)
        let constraints = try EquationReader.constraints(of: scope)
        try SnapKitAttachment.attach(scope.snapKitLines, in: scope)
        let expectations = try self.expectations(top["expect"], scope: scope)
        return ScreenModel(
            name: name, summary: summary, device: device, orientation: orientation, systemVersion: systemVersion,
            layoutDirection: direction, metrics: metrics, controller: controller.resolved, constraints: constraints,
            visualFormats: scope.visualFormats, expectations: expectations, location: spec.modelLocation)
    }

    /// The `expect:` mapping: subject name → property → numbers.
    private func expectations(_ entry: SpecNode?, scope: ReadingScope) throws(SpecError)
        -> [String: ScreenModel.ExpectedValues]
    {
        guard let entry else { return [:] }
        let node = SpecNode(node: entry.node, file: entry.file, role: "'expect'")
        guard case .mapping(let mapping) = node.node else {
            throw node.error("expected a mapping of names to expected values for 'expect', found \(node.found)")
        }
        var result: [String: ScreenModel.ExpectedValues] = [:]
        for (key, value) in mapping {
            let subjectNode = SpecNode(node: key, file: file, role: "a name")
            let subject = try subjectNode.string()
            guard scope.declarations[subject] != nil else {
                throw subjectNode.error(
                    "unknown view, layout guide or controller '\(subject)' in 'expect'", at: subjectNode.textLocation)
            }
            let properties = try SpecNode(node: value, file: file, role: "the expectations of '\(subject)'")
                .mapping(SpecKeys.expectation)
            var values: ScreenModel.ExpectedValues = [:]
            for entry in properties.entries {
                let property = SpecExpectation.Property(rawValue: try entry.key.string())!
                let numbers: [Double?] =
                    property.count == 1
                    ? [try entry.value.number()] : try entry.value.numbers(property.count, allowingNull: true)
                values[property] = ScreenModel.ExpectedValue(numbers, location: entry.key.modelLocation)
            }
            result[subject] = values
        }
        return result
    }
}
