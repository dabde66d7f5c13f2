import Yams

extension ScreenModel: Encodable {
    /// The spec format: a model written with `JSONEncoder` or Yams' `YAMLEncoder` is a spec
    /// ``ScreenSpecLoader`` reads back equal. Expectations are written in the order of their
    /// locations (by name for those without).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SpecKey.self)
        try container.write(name, "name")
        try container.write(summary, "description")
        try container.encode(device, forKey: "device")
        try container.encode(orientation, forKey: "orientation")
        try container.write(systemVersion, "systemVersion")
        try container.write(layoutDirection, "layoutDirection")
        if !metrics.isEmpty { try container.encode(SpecMetrics(metrics), forKey: "metrics") }
        try container.encode(controller, forKey: "controller")
        try container.write(list: constraints, "constraints")
        try container.write(list: visualFormats, "visualFormat")
        if !expectations.isEmpty { try container.encode(SpecExpectations(expectations), forKey: "expect") }
    }

    /// The model as a YAML spec.
    public func yaml() throws -> String {
        let encoder = YAMLEncoder()
        encoder.options.allowUnicode = true
        encoder.options.width = -1
        return try encoder.encode(self)
    }
}

/// `expect:`: names → properties → numbers, each in the order written.
struct SpecExpectations: Encodable {
    let expectations: [String: ScreenModel.ExpectedValues]

    init(_ expectations: [String: ScreenModel.ExpectedValues]) {
        self.expectations = expectations
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SpecKey.self)
        let subjects = expectations.map { subject, values in
            (subject, values.values.compactMap(\.location).min(by: Self.precedes))
        }
        for (subject, _) in subjects.sorted(by: { Self.precedes($0, $1) }) {
            var properties = container.nestedContainer(keyedBy: SpecKey.self, forKey: SpecKey(stringValue: subject))
            let order = SpecExpectation.Property.allCases
            let sorted = expectations[subject, default: [:]].sorted { lhs, rhs in
                switch (lhs.value.location, rhs.value.location) {
                case (let left?, let right?) where left != right: Self.precedes(left, right)
                default: order.firstIndex(of: lhs.key)! < order.firstIndex(of: rhs.key)!
                }
            }
            for (property, value) in sorted {
                try properties.encode(value, forKey: SpecKey(stringValue: property.rawValue))
            }
        }
    }

    private static func precedes(_ lhs: SourceLocation, _ rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// By first location, then by name.
    private static func precedes(_ lhs: (String, SourceLocation?), _ rhs: (String, SourceLocation?)) -> Bool {
        switch (lhs.1, rhs.1) {
        case (let left?, let right?) where left != right: precedes(left, right)
        case (.some, nil): true
        case (nil, .some): false
        default: lhs.0 < rhs.0
        }
    }
}
