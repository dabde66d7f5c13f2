/// How a view lays out its content when its bounds change (`contentMode`).
public enum ContentMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Stretch to fill.
    case scaleToFill
    /// Scale to fit, keeping the aspect ratio.
    case scaleAspectFit
    /// Scale to fill, keeping the aspect ratio and clipping.
    case scaleAspectFill
    /// Redraw on bounds change.
    case redraw
    /// Centered.
    case center
    /// Centered at the top.
    case top
    /// Centered at the bottom.
    case bottom
    /// Centered at the left.
    case left
    /// Centered at the right.
    case right
    /// At the top left.
    case topLeft
    /// At the top right.
    case topRight
    /// At the bottom left.
    case bottomLeft
    /// At the bottom right.
    case bottomRight
}

/// An activity indicator's style (`style` of `<activityIndicatorView>`): `medium` and `large`
/// since iOS 13, `white`, `gray` and `whiteLarge` before.
public enum ActivityIndicatorStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// The medium spinner (iOS 13+).
    case medium
    /// The large spinner (iOS 13+).
    case large
    /// The small white spinner (before iOS 13).
    case white
    /// The small gray spinner (before iOS 13).
    case gray
    /// The large white spinner (before iOS 13).
    case whiteLarge

    /// Whether this is one of the large styles.
    public var isLarge: Bool { self == .large || self == .whiteLarge }
}

/// Whether a view flips in right-to-left layouts (`semanticContentAttribute`).
public enum SemanticContentAttribute: String, Sendable, Hashable, Codable, CaseIterable {
    /// Flips with the layout direction.
    case unspecified
    /// Media playback controls: never flip.
    case playback
    /// Directional controls: never flip.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// A pair of priorities for the two axes, e.g. content hugging
/// (`horizontalHuggingPriority`, `verticalHuggingPriority`). `nil` means not stored: UIKit's
/// default, 250 for hugging and 750 for compression resistance.
public struct AxisPriorities: Sendable, Hashable, Codable {
    /// The horizontal priority.
    public var horizontal: Float?
    /// The vertical priority.
    public var vertical: Float?

    /// Priorities for the two axes.
    public init(horizontal: Float? = nil, vertical: Float? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// A placeholder intrinsic size dimension (`placeholderIntrinsicWidth` / `Height`): what
/// Interface Builder assumes while editing for a custom view whose intrinsic size only code knows.
public enum PlaceholderIntrinsicDimension: Sendable, Hashable, Codable {
    /// A size in points.
    case points(Double)
    /// No intrinsic size on this axis (`infinite`).
    case none
}

/// A layout guide a view owns: `<viewLayoutGuide key="safeArea" id=…/>`, and a scroll view's
/// `contentLayoutGuide` and `frameLayoutGuide`. Constraints refer to it by id.
public struct ViewLayoutGuide: Sendable, Hashable, Codable {
    /// Which guide, by its key.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// The safe area (`safeAreaLayoutGuide`).
        case safeArea
        /// A scroll view's content layout guide.
        case contentLayoutGuide
        /// A scroll view's frame layout guide.
        case frameLayoutGuide
        /// The keyboard layout guide (`keyboard`).
        case keyboard
    }

    /// Which guide.
    public var kind: Kind
    /// The id constraints refer to it by.
    public var id: String
    /// Where the element starts.
    public var location: SourceLocation

    /// The `kind` guide with `id`.
    public init(kind: Kind, id: String, location: SourceLocation) {
        self.kind = kind
        self.id = id
        self.location = location
    }
}
