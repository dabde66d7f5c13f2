/// A size-class variation (`<variation key="heightClass=compact-widthClass=regular">`): what
/// changes for that trait combination, kept as data.
///
/// Inside a view it holds masks: `<mask key="constraints">` and `<mask key="subviews">` list
/// `<include reference=…/>` and `<exclude reference=…/>` for constraints and subviews installed
/// only in some size classes; `key="default"` holds what the base ("Any") configuration
/// excludes. Inside a constraint or view it may instead override attributes
/// (`<variation key="widthClass=compact" constant="8"/>`) or the font (a `<fontDescription>` child).
public struct IBVariation: Sendable, Hashable, Codable {
    /// The key as written: `default`, or traits joined by `-`.
    public var key: String
    /// The traits the key names; empty for `default`.
    public var traits: TraitCondition
    /// The masks, in file order.
    public var masks: [VariationMask]
    /// Attributes the variation overrides (every attribute but `key`), e.g. `["constant": "8"]`.
    public var attributes: [String: String]
    /// A font the variation sets (`<fontDescription>` child).
    public var font: FontDescription?
    /// A frame the variation sets (`<rect key="frame">` child, Xcode 6 size classes).
    public var frame: IBRect?
    /// Where the element starts.
    public var location: SourceLocation

    /// A variation for `key`.
    public init(
        key: String, traits: TraitCondition, masks: [VariationMask] = [], attributes: [String: String] = [:],
        font: FontDescription? = nil, frame: IBRect? = nil, location: SourceLocation
    ) {
        self.key = key
        self.traits = traits
        self.masks = masks
        self.attributes = attributes
        self.font = font
        self.frame = frame
        self.location = location
    }

    /// Whether this is the base configuration's variation (`key="default"`).
    public var isDefault: Bool { key == "default" }

    /// The mask for `key` (`constraints` or `subviews`), if any.
    public func mask(_ key: String) -> VariationMask? {
        masks.first { $0.key == key }
    }
}

/// The trait combination a variation applies to: a width and a height size class, each optional
/// ("Any" when `nil`).
public struct TraitCondition: Sendable, Hashable, Codable {
    /// The horizontal size class (`widthClass=`).
    public var widthClass: SizeClass?
    /// The vertical size class (`heightClass=`).
    public var heightClass: SizeClass?

    /// A condition on the given size classes.
    public init(widthClass: SizeClass? = nil, heightClass: SizeClass? = nil) {
        self.widthClass = widthClass
        self.heightClass = heightClass
    }
}

/// A size class.
public enum SizeClass: String, Sendable, Hashable, Codable, CaseIterable {
    /// Compact.
    case compact
    /// Regular.
    case regular
}

/// A variation's list of included and excluded objects (`<mask key="constraints">`).
public struct VariationMask: Sendable, Hashable, Codable {
    /// What the references name: `constraints` or `subviews`.
    public var key: String
    /// The ids installed in the variation (`<include reference=…/>`), in file order.
    public var included: [String]
    /// The ids not installed in the variation (`<exclude reference=…/>`), in file order.
    public var excluded: [String]

    /// A mask of `key` with the given references.
    public init(key: String, included: [String] = [], excluded: [String] = []) {
        self.key = key
        self.included = included
        self.excluded = excluded
    }
}
