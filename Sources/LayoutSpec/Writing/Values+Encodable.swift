extension ScreenModel.Insets: Encodable {
    /// `[top, left, bottom, right]`.
    public func encode(to encoder: Encoder) throws {
        try SpecNumbers([top, left, bottom, right]).encode(to: encoder)
    }
}

extension ScreenModel.DirectionalInsets: Encodable {
    /// `[top, leading, bottom, trailing]`.
    public func encode(to encoder: Encoder) throws {
        try SpecNumbers([top, leading, bottom, trailing]).encode(to: encoder)
    }
}

extension ScreenModel.Rect: Encodable {
    /// `[x, y, width, height]`.
    public func encode(to encoder: Encoder) throws {
        try SpecNumbers([x, y, width, height]).encode(to: encoder)
    }
}

extension ScreenModel.Size: Encodable {
    /// `[width, height]`.
    public func encode(to encoder: Encoder) throws {
        try SpecNumbers([width, height]).encode(to: encoder)
    }
}

extension ScreenModel.Point: Encodable {
    /// `[x, y]`.
    public func encode(to encoder: Encoder) throws {
        try SpecNumbers([x, y]).encode(to: encoder)
    }
}

extension ScreenModel.IntrinsicSize: Encodable {
    /// `[width, height]`, null for no intrinsic size on an axis.
    public func encode(to encoder: Encoder) throws {
        try SpecNumbers([width, height]).encode(to: encoder)
    }
}

extension ScreenModel.AxisPriorities: Encodable {
    /// One priority when both axes have the same, else `{horizontal, vertical}`.
    public func encode(to encoder: Encoder) throws {
        if let horizontal, horizontal == vertical {
            try SpecNumber(horizontal).encode(to: encoder)
            return
        }
        var container = encoder.container(keyedBy: SpecKey.self)
        try container.write(horizontal.map(Double.init), "horizontal")
        try container.write(vertical.map(Double.init), "vertical")
    }
}

extension ScreenModel.AutoresizingMask: Encodable {
    /// The flags' names.
    public func encode(to encoder: Encoder) throws {
        try Self.names.filter { contains($0.1) }.map(\.0).encode(to: encoder)
    }
}

extension ScreenModel.Edges: Encodable {
    /// `all`, `none`, or the edges' names.
    public func encode(to encoder: Encoder) throws {
        switch self {
        case .all: try SpecText(text: "all").encode(to: encoder)
        case []: try SpecText(text: "none").encode(to: encoder)
        default: try Self.names.filter { contains($0.1) }.map(\.0).encode(to: encoder)
        }
    }
}

extension ScreenModel.Color: Encodable {
    /// A colour's name, or `#RRGGBBAA`.
    public func encode(to encoder: Encoder) throws {
        switch self {
        case .named(let name):
            try SpecText(text: name).encode(to: encoder)
        case .rgba(let red, let green, let blue, let alpha):
            try SpecText(text: ColorParser.hexText(red: red, green: green, blue: blue, alpha: alpha)).encode(
                to: encoder)
        }
    }
}

extension ScreenModel.Font: Encodable {
    /// A size, a text style's name, or `{size, weight, monospaced}`.
    public func encode(to encoder: Encoder) throws {
        switch self {
        case .size(let size):
            try SpecNumber(size).encode(to: encoder)
        case .textStyle(let style):
            try SpecText(text: style.rawValue).encode(to: encoder)
        case .system(let size, let weight, let monospaced):
            var container = encoder.container(keyedBy: SpecKey.self)
            try container.write(size, "size")
            try container.write(weight, "weight")
            try container.write(monospaced, "monospaced")
        }
    }
}

extension ScreenModel.Guide: Encodable {
    /// The name, or `{name, identifier}`.
    public func encode(to encoder: Encoder) throws {
        guard let identifier else {
            try SpecText(text: name).encode(to: encoder)
            return
        }
        var container = encoder.container(keyedBy: SpecKey.self)
        try container.encode(name, forKey: "name")
        try container.encode(identifier, forKey: "identifier")
    }
}

extension ScreenModel.ExpectedValue: Encodable {
    /// The numbers, null where any value will do; one number alone for a length.
    public func encode(to encoder: Encoder) throws {
        if values.count == 1, let value = values[0] {
            try SpecNumber(value).encode(to: encoder)
        } else {
            try SpecNumbers(values).encode(to: encoder)
        }
    }
}
