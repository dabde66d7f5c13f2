/// Every part of the model decodes from the spec format through the spec front-end.
extension ScreenModel: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "the spec") { node throws(SpecError) in
            try ScreenReader(file: node.file).read(node.node)
        }
    }
}

extension ScreenModel.Controller: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "a view controller") { node throws(SpecError) in
            let scope = ReadingScope(file: node.file)
            let views = ViewReader(scope: scope)
            let controller = try ControllerReader(views: views).read(node)
            for root in controller.roots { try views.place(root) }
            try Self.checkNoScreenEntries(in: scope, at: node)
            try SnapKitAttachment.attach(scope.snapKitLines, in: scope)
            return controller.resolved
        }
    }

    /// Constraints and visual formats written in views belong to the screen.
    static func checkNoScreenEntries(in scope: ReadingScope, at node: SpecNode) throws(SpecError) {
        guard scope.equations.isEmpty, scope.visualFormats.isEmpty else {
            throw node.error(
                "'constraints' and 'visualFormat' inside views belong to the screen: decode the ScreenModel")
        }
    }
}

extension ScreenModel.View: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "a view") { node throws(SpecError) in
            let scope = ReadingScope(file: node.file)
            let views = ViewReader(scope: scope)
            let view = try views.readView(node)
            try views.place(view)
            try ScreenModel.Controller.checkNoScreenEntries(in: scope, at: node)
            try SnapKitAttachment.attach(scope.snapKitLines, in: scope)
            return view.resolved
        }
    }
}

extension ScreenModel.Constraint: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "a constraint") { node throws(SpecError) in
            let scope = ReadingScope(file: node.file)
            try ViewReader(scope: scope).collect(constraint: node)
            return try EquationReader.constraints(of: scope)[0]
        }
    }
}

extension ScreenModel.VisualFormat: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "a visual format line") { node throws(SpecError) in
            let scope = ReadingScope(file: node.file)
            try ViewReader(scope: scope).collect(visualFormat: node)
            return scope.visualFormats[0]
        }
    }
}

extension ScreenModel.ItemReference: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "an item") { node throws(SpecError) in
            let text = try node.string()
            var segments: [AnchorEquation.Path.Segment] = []
            var offset = 0
            for name in text.split(separator: ".", omittingEmptySubsequences: false) {
                segments.append(.init(name: String(name), offset: offset))
                offset += name.unicodeScalars.count + 1
            }
            let (reference, attribute) = try EquationReader.reference(
                AnchorEquation.Path(segments: segments), start: nil,
                failure: { message, _ in node.error(message) })
            guard attribute == nil, segments.allSatisfy({ !$0.name.isEmpty }) else {
                throw node.error("expected a view, layout guide or controller name and guides, found '\(text)'")
            }
            return reference
        }
    }
}

extension ScreenModel.SnapKitLine: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "a SnapKit line") { node throws(SpecError) in
            ScreenModel.SnapKitLine(try node.string(), location: node.modelTextLocation)
        }
    }
}

extension ScreenModel.Guide: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "a layout guide") { node throws(SpecError) in
            try ViewReader(scope: ReadingScope(file: node.file)).readGuides(
                SpecNode(node: .sequence([node.node]), file: node.file, role: "'guides'"))[0]
        }
    }
}

extension ScreenModel.TableRows: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "'rows'") { node throws(SpecError) in
            try ViewReader(scope: ReadingScope(file: node.file)).tableRows(node)!
        }
    }
}

extension ScreenModel.Cell: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "'cell'") { node throws(SpecError) in
            try CellReader(file: node.file).read(node)
        }
    }
}

extension ScreenModel.NavigationBar: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "'navigationBar'") { node throws(SpecError) in
            try ControllerReader.navigationBar(node)
        }
    }
}

extension ScreenModel.Bar: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "a bar") { node throws(SpecError) in
            try ControllerReader.bar(node, keys: SpecKeys.toolbar)
        }
    }
}

extension ScreenModel.ExpectedValue: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "an expected value") { node throws(SpecError) in
            if case .scalar = node.node { return ScreenModel.ExpectedValue([try node.number()]) }
            let count = (try? node.list().count) ?? 0
            return ScreenModel.ExpectedValue(try node.numbers(count, allowingNull: true))
        }
    }
}
