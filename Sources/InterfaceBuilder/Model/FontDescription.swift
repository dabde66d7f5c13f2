/// A font as Interface Builder describes it (`<fontDescription key="fontDescription" …>`):
/// a system font (`type="system" pointSize="17"`, optionally `weight="semibold"`), a text style
/// (`style="UICTFontTextStyleBody"`), or a named font (`name="Avenir-Book" family="Avenir"`).
public struct FontDescription: Sendable, Hashable, Codable {
    /// The system font variant (`type`), for system fonts.
    public var type: SystemFontType?
    /// The weight (`weight`), for system fonts.
    public var weight: FontWeight?
    /// The Dynamic Type text style (`style`), e.g. `UICTFontTextStyleHeadline`.
    public var textStyle: String?
    /// The PostScript name (`name`), for named fonts.
    public var name: String?
    /// The family (`family`), for named fonts.
    public var family: String?
    /// The size in points (`pointSize`).
    public var pointSize: Double?

    /// A font description with the given parts.
    public init(
        type: SystemFontType? = nil, weight: FontWeight? = nil, textStyle: String? = nil, name: String? = nil,
        family: String? = nil, pointSize: Double? = nil
    ) {
        self.type = type
        self.weight = weight
        self.textStyle = textStyle
        self.name = name
        self.family = family
        self.pointSize = pointSize
    }
}

/// A system font variant (`type` of `<fontDescription>`).
public enum SystemFontType: String, Sendable, Hashable, Codable, CaseIterable {
    /// The system font.
    case system
    /// The bold system font.
    case boldSystem
    /// The italic system font.
    case italicSystem
}

/// A font weight (`weight` of `<fontDescription>`).
public enum FontWeight: String, Sendable, Hashable, Codable, CaseIterable {
    /// Ultra light.
    case ultraLight
    /// Thin.
    case thin
    /// Light.
    case light
    /// Regular.
    case regular
    /// Medium.
    case medium
    /// Semibold.
    case semibold
    /// Bold.
    case bold
    /// Heavy.
    case heavy
    /// Black.
    case black
}
