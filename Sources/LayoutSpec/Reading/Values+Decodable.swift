extension ScreenModel.Insets: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "insets") { node throws(SpecError) in try node.insets() }
    }
}

extension ScreenModel.DirectionalInsets: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "directional insets") { node throws(SpecError) in
            try node.directionalInsets()
        }
    }
}

extension ScreenModel.Rect: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "a frame") { node throws(SpecError) in try node.rect() }
    }
}

extension ScreenModel.Size: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "a size") { node throws(SpecError) in try node.size() }
    }
}

extension ScreenModel.Point: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "a point") { node throws(SpecError) in try node.point() }
    }
}

extension ScreenModel.IntrinsicSize: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "an intrinsic content size") { node throws(SpecError) in
            try node.intrinsicSize()
        }
    }
}

extension ScreenModel.AxisPriorities: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "priorities") { node throws(SpecError) in
            try node.axisPriorities()
        }
    }
}

extension ScreenModel.AutoresizingMask: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "'autoresizingMask'") { node throws(SpecError) in
            try node.autoresizingMask()
        }
    }
}

extension ScreenModel.Edges: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "edges") { node throws(SpecError) in try node.edges() }
    }
}

extension ScreenModel.Color: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "a colour") { node throws(SpecError) in try node.color() }
    }
}

extension ScreenModel.Font: Decodable {
    public init(from decoder: Decoder) throws {
        self = try SpecValue.decode(decoder, role: "a font") { node throws(SpecError) in try node.font() }
    }
}
