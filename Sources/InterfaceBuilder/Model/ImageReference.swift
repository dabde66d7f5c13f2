/// An image a view shows: `image="photo"` on an image view, or
/// `<imageReference key="image" image="star.fill" catalog="system"/>` for an SF Symbol.
public struct ImageReference: Sendable, Hashable, Codable {
    /// The image's name.
    public var name: String
    /// Whether it is a system image (`catalog="system"`).
    public var isSystemImage: Bool

    /// An image called `name`.
    public init(name: String, isSystemImage: Bool = false) {
        self.name = name
        self.isSystemImage = isSystemImage
    }
}
