/// What each view class adds is `Codable` as the keys it adds to a view mapping
/// (`{text, font, numberOfLines}` for a label).
protocol ViewClassProperties: Codable {
    /// UIKit's name of the class, under which the registry holds its keys.
    static var className: String { get }
    /// A view of the class with these properties.
    var kind: ScreenModel.View.Kind { get }
}

extension ViewClassProperties {
    /// The keys the class adds to a view mapping.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SpecKey.self)
        try kind.encodeProperties(to: &container)
    }

    /// The properties read from the keys `decoder` holds.
    public init(from decoder: Decoder) throws {
        let kind = try SpecValue.decode(decoder, role: "a \(Self.className)") { node throws(SpecError) in
            let viewClass = ViewClassRegistry.named(Self.className)!
            let mapping = try node.mapping(viewClass.keys)
            var kind = try viewClass.readKind(mapping)
            try viewClass.configure(&kind, mapping, ViewReader(scope: ReadingScope(file: node.file)))
            return kind
        }
        guard let properties = kind.properties as? Self else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a \(Self.className)"))
        }
        self = properties
    }
}

extension ScreenModel.View.Kind {
    /// What only this class has; nil for the classes that add nothing.
    fileprivate var properties: Any? {
        switch self {
        case .scrollView(let properties): properties
        case .tableView(let properties): properties
        case .label(let properties): properties
        case .button(let properties): properties
        case .textField(let properties): properties
        case .imageView(let properties): properties
        case .switch(let properties): properties
        case .activityIndicator(let properties): properties
        case .stackView(let properties): properties
        case .segmentedControl(let properties): properties
        case .slider(let properties): properties
        case .stepper(let properties): properties
        case .progressView(let properties): properties
        case .pageControl(let properties): properties
        case .searchBar(let properties): properties
        case .textView(let properties): properties
        case .datePicker(let properties): properties
        case .plain, .pickerView, .visualEffectView: nil
        }
    }
}

extension ScreenModel.ScrollView: Codable, ViewClassProperties {
    static let className = "UIScrollView"
    var kind: ScreenModel.View.Kind { .scrollView(self) }
}

extension ScreenModel.TableView: Codable, ViewClassProperties {
    static let className = "UITableView"
    var kind: ScreenModel.View.Kind { .tableView(self) }
}

extension ScreenModel.Label: Codable, ViewClassProperties {
    static let className = "UILabel"
    var kind: ScreenModel.View.Kind { .label(self) }
}

extension ScreenModel.Button: Codable, ViewClassProperties {
    static let className = "UIButton"
    var kind: ScreenModel.View.Kind { .button(self) }
}

extension ScreenModel.TextField: Codable, ViewClassProperties {
    static let className = "UITextField"
    var kind: ScreenModel.View.Kind { .textField(self) }
}

extension ScreenModel.ImageView: Codable, ViewClassProperties {
    static let className = "UIImageView"
    var kind: ScreenModel.View.Kind { .imageView(self) }
}

extension ScreenModel.Switch: Codable, ViewClassProperties {
    static let className = "UISwitch"
    var kind: ScreenModel.View.Kind { .switch(self) }
}

extension ScreenModel.ActivityIndicator: Codable, ViewClassProperties {
    static let className = "UIActivityIndicatorView"
    var kind: ScreenModel.View.Kind { .activityIndicator(self) }
}

extension ScreenModel.StackView: Codable, ViewClassProperties {
    static let className = "UIStackView"
    var kind: ScreenModel.View.Kind { .stackView(self) }
}

extension ScreenModel.SegmentedControl: Codable, ViewClassProperties {
    static let className = "UISegmentedControl"
    var kind: ScreenModel.View.Kind { .segmentedControl(self) }
}

extension ScreenModel.Slider: Codable, ViewClassProperties {
    static let className = "UISlider"
    var kind: ScreenModel.View.Kind { .slider(self) }
}

extension ScreenModel.Stepper: Codable, ViewClassProperties {
    static let className = "UIStepper"
    var kind: ScreenModel.View.Kind { .stepper(self) }
}

extension ScreenModel.ProgressView: Codable, ViewClassProperties {
    static let className = "UIProgressView"
    var kind: ScreenModel.View.Kind { .progressView(self) }
}

extension ScreenModel.PageControl: Codable, ViewClassProperties {
    static let className = "UIPageControl"
    var kind: ScreenModel.View.Kind { .pageControl(self) }
}

extension ScreenModel.SearchBar: Codable, ViewClassProperties {
    static let className = "UISearchBar"
    var kind: ScreenModel.View.Kind { .searchBar(self) }
}

extension ScreenModel.TextView: Codable, ViewClassProperties {
    static let className = "UITextView"
    var kind: ScreenModel.View.Kind { .textView(self) }
}

extension ScreenModel.DatePicker: Codable, ViewClassProperties {
    static let className = "UIDatePicker"
    var kind: ScreenModel.View.Kind { .datePicker(self) }
}
