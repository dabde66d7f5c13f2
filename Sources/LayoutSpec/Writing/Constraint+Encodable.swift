extension ScreenModel.Constraint: Encodable {
    /// The anchor equation, or `{equation, identifier, active}` when it has an identifier or is
    /// inactive.
    public func encode(to encoder: Encoder) throws {
        guard identifier != nil || !isActive else {
            try SpecText(text: equation).encode(to: encoder)
            return
        }
        var container = encoder.container(keyedBy: SpecKey.self)
        try container.encode(equation, forKey: "equation")
        try container.write(identifier, "identifier")
        if !isActive { try container.encode(false, forKey: "active") }
    }

    /// As an anchor equation: `orange.top == blue.topMargin + 10 @750`, `a.width == 0.5 * b.width`,
    /// `a.height >= 44`.
    public var equation: String {
        var text = "\(firstItem.text).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let secondItem {
            if multiplier != 1 { text += "\(SpecNumber(multiplier).text) * " }
            text += secondItem.text
            if let secondAttribute { text += ".\(secondAttribute.rawValue)" }
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + SpecNumber(abs(constant)).text }
        } else {
            text += SpecNumber(constant).text
        }
        if priority != 1000 { text += " @\(SpecNumber(priority).text)" }
        return text
    }
}

extension ScreenModel.ItemReference: Encodable {
    /// As an equation writes it: `blue.margins`, `superview`.
    public func encode(to encoder: Encoder) throws {
        try SpecText(text: text).encode(to: encoder)
    }
}

extension ScreenModel.VisualFormat: Encodable {
    /// The format, or `{format, options, metrics}`.
    public func encode(to encoder: Encoder) throws {
        guard !options.isEmpty || !metrics.isEmpty else {
            try SpecText(text: format).encode(to: encoder)
            return
        }
        var container = encoder.container(keyedBy: SpecKey.self)
        try container.encode(format, forKey: "format")
        try container.write(list: options, "options")
        if !metrics.isEmpty { try container.encode(SpecMetrics(metrics), forKey: "metrics") }
    }
}

extension ScreenModel.SnapKitLine: Encodable {
    /// The line.
    public func encode(to encoder: Encoder) throws {
        try SpecText(text: text).encode(to: encoder)
    }
}

/// Metrics by name, in name order.
struct SpecMetrics: Encodable {
    let metrics: [String: Double]

    init(_ metrics: [String: Double]) {
        self.metrics = metrics
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SpecKey.self)
        for (name, value) in metrics.sorted(by: { $0.key < $1.key }) {
            try container.encode(SpecNumber(value), forKey: SpecKey(stringValue: name))
        }
    }
}
