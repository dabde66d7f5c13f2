/// The images and colors a document uses, from `<resources>`.
public struct IBResources: Sendable, Hashable, Codable {
    /// The images, in file order.
    public var images: [ImageResource]
    /// The named and system colors, in file order.
    public var colors: [ColorResource]

    /// Resources with the given images and colors.
    public init(images: [ImageResource] = [], colors: [ColorResource] = []) {
        self.images = images
        self.colors = colors
    }

    /// The image called `name`, if the document lists it.
    public func image(named name: String) -> ImageResource? {
        images.first { $0.name == name }
    }
}

/// An image the document uses, with the size Interface Builder recorded for it:
/// `<image name="logo" width="120" height="40"/>`, or with `catalog="system"` for an SF Symbol.
public struct ImageResource: Sendable, Hashable, Codable {
    /// The image's name in the asset catalog, or the symbol's name.
    public var name: String
    /// Whether it is a system image (SF Symbol, `catalog="system"`).
    public var isSystemImage: Bool
    /// The recorded width in points.
    public var width: Double?
    /// The recorded height in points.
    public var height: Double?
    /// Where `<image>` starts.
    public var location: SourceLocation

    /// An image called `name` of `width` × `height` points.
    public init(name: String, isSystemImage: Bool, width: Double?, height: Double?, location: SourceLocation) {
        self.name = name
        self.isSystemImage = isSystemImage
        self.width = width
        self.height = height
        self.location = location
    }
}

/// A color the document uses: `<namedColor name=…>` (asset catalog) or `<systemColor name=…>`.
public struct ColorResource: Sendable, Hashable, Codable {
    /// The color's name, e.g. `systemBackgroundColor`.
    public var name: String
    /// Whether it is a system color (`<systemColor>`) rather than an asset catalog color.
    public var isSystemColor: Bool
    /// Where the element starts.
    public var location: SourceLocation

    /// A color called `name`.
    public init(name: String, isSystemColor: Bool, location: SourceLocation) {
        self.name = name
        self.isSystemColor = isSystemColor
        self.location = location
    }
}
