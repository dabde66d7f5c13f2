/// The text-related attributes of a label, text field, text view, search bar or button.
public struct TextAttributes: Sendable, Hashable, Codable {
    /// The text: the `text` attribute, a `<string key="text">` child (multi-line text), or the
    /// concatenated fragments of `<attributedString key="attributedText">`.
    public var text: String?
    /// Whether ``text`` came from an attributed string.
    public var isAttributed: Bool
    /// The placeholder text of a text field or search bar (`placeholder`).
    public var placeholder: String?
    /// The font (`<fontDescription key="fontDescription">`).
    public var font: FontDescription?
    /// The alignment (`textAlignment`).
    public var alignment: TextAlignment?
    /// The line count limit (`numberOfLines`); `nil` when not stored (UIKit's default, 1).
    public var numberOfLines: Int?
    /// How lines break and truncate (`lineBreakMode`).
    public var lineBreakMode: LineBreakMode?
    /// `adjustsFontSizeToFit`, when stored.
    public var adjustsFontSizeToFit: Bool?
    /// `minimumScaleFactor`, when stored.
    public var minimumScaleFactor: Double?
    /// A text field's border (`borderStyle`), when stored.
    public var borderStyle: TextBorderStyle?
    /// A label's `preferredMaxLayoutWidth`, in points, when stored: the width a multi-line label
    /// wraps its text at to find its intrinsic size. Interface Builder stores it for a label whose
    /// preferred width is explicit (and, before Xcode 6, for every multi-line label).
    public var preferredMaxLayoutWidth: Double?

    /// Text attributes with the given parts.
    public init(
        text: String? = nil, isAttributed: Bool = false, placeholder: String? = nil, font: FontDescription? = nil,
        alignment: TextAlignment? = nil, numberOfLines: Int? = nil, lineBreakMode: LineBreakMode? = nil,
        adjustsFontSizeToFit: Bool? = nil, minimumScaleFactor: Double? = nil, borderStyle: TextBorderStyle? = nil,
        preferredMaxLayoutWidth: Double? = nil
    ) {
        self.text = text
        self.isAttributed = isAttributed
        self.placeholder = placeholder
        self.font = font
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.adjustsFontSizeToFit = adjustsFontSizeToFit
        self.minimumScaleFactor = minimumScaleFactor
        self.borderStyle = borderStyle
        self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
    }
}

/// A text alignment (`textAlignment`).
public enum TextAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    /// Left.
    case left
    /// Centered.
    case center
    /// Right.
    case right
    /// Justified.
    case justified
    /// Leading for the script (left in left-to-right text).
    case natural
}

/// A text field's border (`borderStyle`).
public enum TextBorderStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// No border.
    case none
    /// A thin rectangle.
    case line
    /// A bezel.
    case bezel
    /// A rounded rectangle (Interface Builder's default for new text fields).
    case roundedRect
}

/// How text wraps and truncates (`lineBreakMode`).
public enum LineBreakMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Wrap at word boundaries.
    case wordWrap
    /// Wrap at characters.
    case characterWrap
    /// Clip at the edge.
    case clip
    /// Truncate at the start ("…xyz").
    case headTruncation
    /// Truncate at the end ("abc…").
    case tailTruncation
    /// Truncate in the middle ("ab…yz").
    case middleTruncation
}
