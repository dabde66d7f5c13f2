/// What each view class adds is `Codable` as the keys it adds to a view mapping
/// (`{text, font, numberOfLines}` for a label).
extension ScreenModel.View.Kind {
    /// The keys of `kind` under `encoder`.
    fileprivate static func encode(_ kind: Self, to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SpecKey.self)
        try kind.encodeProperties(to: &container)
    }

    /// What a `className` view adds, read from the keys `decoder` holds.
    fileprivate static func decode<Properties>(
        _ className: String, from decoder: Decoder, _ properties: (Self) -> Properties?
    ) throws -> Properties {
        let kind = try SpecValue.decode(decoder, role: "a \(className)") { node throws(SpecError) in
            let viewClass = ViewClassRegistry.named(className)!
            let mapping = try node.mapping(viewClass.keys)
            var kind = try viewClass.readKind(mapping)
            try viewClass.configure(&kind, mapping, ViewReader(scope: ReadingScope(file: node.file)))
            return kind
        }
        guard let result = properties(kind) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a \(className)"))
        }
        return result
    }
}

extension ScreenModel.ScrollView: Codable {
    public func encode(to encoder: Encoder) throws { try ScreenModel.View.Kind.encode(.scrollView(self), to: encoder) }

    public init(from decoder: Decoder) throws {
        self = try ScreenModel.View.Kind.decode("UIScrollView", from: decoder) { kind in
            if case .scrollView(let value) = kind { value } else { nil }
        }
    }
}

extension ScreenModel.TableView: Codable {
    public func encode(to encoder: Encoder) throws { try ScreenModel.View.Kind.encode(.tableView(self), to: encoder) }

    public init(from decoder: Decoder) throws {
        self = try ScreenModel.View.Kind.decode("UITableView", from: decoder) { kind in
            if case .tableView(let value) = kind { value } else { nil }
        }
    }
}

extension ScreenModel.Label: Codable {
    public func encode(to encoder: Encoder) throws { try ScreenModel.View.Kind.encode(.label(self), to: encoder) }

    public init(from decoder: Decoder) throws {
        self = try ScreenModel.View.Kind.decode("UILabel", from: decoder) { kind in
            if case .label(let value) = kind { value } else { nil }
        }
    }
}

extension ScreenModel.Button: Codable {
    public func encode(to encoder: Encoder) throws { try ScreenModel.View.Kind.encode(.button(self), to: encoder) }

    public init(from decoder: Decoder) throws {
        self = try ScreenModel.View.Kind.decode("UIButton", from: decoder) { kind in
            if case .button(let value) = kind { value } else { nil }
        }
    }
}

extension ScreenModel.TextField: Codable {
    public func encode(to encoder: Encoder) throws { try ScreenModel.View.Kind.encode(.textField(self), to: encoder) }

    public init(from decoder: Decoder) throws {
        self = try ScreenModel.View.Kind.decode("UITextField", from: decoder) { kind in
            if case .textField(let value) = kind { value } else { nil }
        }
    }
}

extension ScreenModel.ImageView: Codable {
    public func encode(to encoder: Encoder) throws { try ScreenModel.View.Kind.encode(.imageView(self), to: encoder) }

    public init(from decoder: Decoder) throws {
        self = try ScreenModel.View.Kind.decode("UIImageView", from: decoder) { kind in
            if case .imageView(let value) = kind { value } else { nil }
        }
    }
}

extension ScreenModel.Switch: Codable {
    public func encode(to encoder: Encoder) throws { try ScreenModel.View.Kind.encode(.switch(self), to: encoder) }

    public init(from decoder: Decoder) throws {
        self = try ScreenModel.View.Kind.decode("UISwitch", from: decoder) { kind in
            if case .switch(let value) = kind { value } else { nil }
        }
    }
}

extension ScreenModel.ActivityIndicator: Codable {
    public func encode(to encoder: Encoder) throws {
        try ScreenModel.View.Kind.encode(.activityIndicator(self), to: encoder)
    }

    public init(from decoder: Decoder) throws {
        self = try ScreenModel.View.Kind.decode("UIActivityIndicatorView", from: decoder) { kind in
            if case .activityIndicator(let value) = kind { value } else { nil }
        }
    }
}

extension ScreenModel.StackView: Codable {
    public func encode(to encoder: Encoder) throws { try ScreenModel.View.Kind.encode(.stackView(self), to: encoder) }

    public init(from decoder: Decoder) throws {
        self = try ScreenModel.View.Kind.decode("UIStackView", from: decoder) { kind in
            if case .stackView(let value) = kind { value } else { nil }
        }
    }
}

extension ScreenModel.SegmentedControl: Codable {
    public func encode(to encoder: Encoder) throws {
        try ScreenModel.View.Kind.encode(.segmentedControl(self), to: encoder)
    }

    public init(from decoder: Decoder) throws {
        self = try ScreenModel.View.Kind.decode("UISegmentedControl", from: decoder) { kind in
            if case .segmentedControl(let value) = kind { value } else { nil }
        }
    }
}

extension ScreenModel.Slider: Codable {
    public func encode(to encoder: Encoder) throws { try ScreenModel.View.Kind.encode(.slider(self), to: encoder) }

    public init(from decoder: Decoder) throws {
        self = try ScreenModel.View.Kind.decode("UISlider", from: decoder) { kind in
            if case .slider(let value) = kind { value } else { nil }
        }
    }
}

extension ScreenModel.Stepper: Codable {
    public func encode(to encoder: Encoder) throws { try ScreenModel.View.Kind.encode(.stepper(self), to: encoder) }

    public init(from decoder: Decoder) throws {
        self = try ScreenModel.View.Kind.decode("UIStepper", from: decoder) { kind in
            if case .stepper(let value) = kind { value } else { nil }
        }
    }
}

extension ScreenModel.ProgressView: Codable {
    public func encode(to encoder: Encoder) throws {
        try ScreenModel.View.Kind.encode(.progressView(self), to: encoder)
    }

    public init(from decoder: Decoder) throws {
        self = try ScreenModel.View.Kind.decode("UIProgressView", from: decoder) { kind in
            if case .progressView(let value) = kind { value } else { nil }
        }
    }
}

extension ScreenModel.PageControl: Codable {
    public func encode(to encoder: Encoder) throws { try ScreenModel.View.Kind.encode(.pageControl(self), to: encoder) }

    public init(from decoder: Decoder) throws {
        self = try ScreenModel.View.Kind.decode("UIPageControl", from: decoder) { kind in
            if case .pageControl(let value) = kind { value } else { nil }
        }
    }
}

extension ScreenModel.SearchBar: Codable {
    public func encode(to encoder: Encoder) throws { try ScreenModel.View.Kind.encode(.searchBar(self), to: encoder) }

    public init(from decoder: Decoder) throws {
        self = try ScreenModel.View.Kind.decode("UISearchBar", from: decoder) { kind in
            if case .searchBar(let value) = kind { value } else { nil }
        }
    }
}

extension ScreenModel.TextView: Codable {
    public func encode(to encoder: Encoder) throws { try ScreenModel.View.Kind.encode(.textView(self), to: encoder) }

    public init(from decoder: Decoder) throws {
        self = try ScreenModel.View.Kind.decode("UITextView", from: decoder) { kind in
            if case .textView(let value) = kind { value } else { nil }
        }
    }
}

extension ScreenModel.DatePicker: Codable {
    public func encode(to encoder: Encoder) throws { try ScreenModel.View.Kind.encode(.datePicker(self), to: encoder) }

    public init(from decoder: Decoder) throws {
        self = try ScreenModel.View.Kind.decode("UIDatePicker", from: decoder) { kind in
            if case .datePicker(let value) = kind { value } else { nil }
        }
    }
}
