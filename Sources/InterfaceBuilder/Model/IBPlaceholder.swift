/// A placeholder object: a stand-in for an object that exists when the nib or scene loads,
/// e.g. `<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController"/>`.
public struct IBPlaceholder: Sendable, Hashable, Codable {
    /// What the placeholder stands for.
    public enum Kind: Sendable, Hashable, Codable {
        /// The object that loads a xib (`IBFilesOwner`).
        case filesOwner
        /// The responder chain's first responder (`IBFirstResponder`).
        case firstResponder
        /// A storyboard scene's Exit, the target of unwind segues (`<exit>`).
        case exit
        /// Another placeholder identifier.
        case other(String)
    }

    /// What the placeholder stands for.
    public var kind: Kind
    /// The placeholder's id (`-1` for File's Owner and `-2` for First Responder in xibs).
    public var id: String?
    /// The class of the object it stands for (`customClass`).
    public var customClass: String?
    /// The module of that class (`customModule`).
    public var customModule: String?
    /// The name shown in Interface Builder (`userLabel`).
    public var userLabel: String?
    /// Its outlets and actions (`<connections>`), in file order.
    public var connections: [IBConnection]
    /// Where the element starts.
    public var location: SourceLocation

    /// A placeholder of `kind`.
    public init(
        kind: Kind, id: String?, customClass: String? = nil, customModule: String? = nil, userLabel: String? = nil,
        connections: [IBConnection] = [], location: SourceLocation
    ) {
        self.kind = kind
        self.id = id
        self.customClass = customClass
        self.customModule = customModule
        self.userLabel = userLabel
        self.connections = connections
        self.location = location
    }
}
