/// A connection from an object (`<connections>` child): an outlet, an action, or a segue.
public enum IBConnection: Sendable, Hashable, Codable {
    /// An outlet or outlet collection.
    case outlet(IBOutlet)
    /// A target-action connection.
    case action(IBAction)
    /// A segue.
    case segue(IBSegue)

    /// The segue, when this is one.
    public var segue: IBSegue? {
        if case .segue(let segue) = self { return segue }
        return nil
    }
}

/// An outlet: `<outlet property="titleLabel" destination="tzw-no-4p9" id=…/>`.
public struct IBOutlet: Sendable, Hashable, Codable {
    /// The property name.
    public var property: String
    /// The id of the object it points to.
    public var destination: String
    /// Whether it is an outlet collection (`<outletCollection>`).
    public var isCollection: Bool
    /// The connection's id.
    public var id: String?
    /// Where the element starts.
    public var location: SourceLocation

    /// An outlet `property` pointing to `destination`.
    public init(
        property: String, destination: String, isCollection: Bool = false, id: String?, location: SourceLocation
    ) {
        self.property = property
        self.destination = destination
        self.isCollection = isCollection
        self.id = id
        self.location = location
    }
}

/// A target-action connection: `<action selector="send:" destination=… eventType="touchUpInside"/>`.
public struct IBAction: Sendable, Hashable, Codable {
    /// The action's selector.
    public var selector: String
    /// The id of the target.
    public var destination: String
    /// The control event (`eventType`), e.g. `touchUpInside`.
    public var eventType: String?
    /// The connection's id.
    public var id: String?
    /// Where the element starts.
    public var location: SourceLocation

    /// An action sending `selector` to `destination`.
    public init(selector: String, destination: String, eventType: String?, id: String?, location: SourceLocation) {
        self.selector = selector
        self.destination = destination
        self.eventType = eventType
        self.id = id
        self.location = location
    }
}

/// A segue: `<segue destination="BYZ-38-t0r" kind="relationship" relationship="rootViewController"/>`.
public struct IBSegue: Sendable, Hashable, Codable {
    /// The segue's id.
    public var id: String?
    /// The destination controller's id.
    public var destination: String
    /// The kind (`kind`).
    public var kind: SegueKind
    /// For relationship segues, the container's property (`relationship`):
    /// `rootViewController`, `viewControllers` (a tab), `masterViewController`, `detailViewController`.
    public var relationship: String?
    /// The identifier code performs it by (`identifier`).
    public var identifier: String?
    /// For presentations, the style chosen in the segue's inspector (`modalPresentationStyle`, e.g.
    /// `fullScreen`, `formSheet`); nil for the default, which UIKit 13 and later shows as a page sheet.
    public var modalPresentationStyle: String?
    /// Where the element starts.
    public var location: SourceLocation

    /// A segue of `kind` to `destination`.
    public init(
        id: String?, destination: String, kind: SegueKind, relationship: String? = nil, identifier: String? = nil,
        modalPresentationStyle: String? = nil, location: SourceLocation
    ) {
        self.id = id
        self.destination = destination
        self.kind = kind
        self.relationship = relationship
        self.identifier = identifier
        self.modalPresentationStyle = modalPresentationStyle
        self.location = location
    }
}

/// A segue kind, spelled as Interface Builder writes `kind`. Unknown kinds are kept as written
/// (with a warning), so the type is open.
public struct SegueKind: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The kind as written.
    public var rawValue: String

    /// The kind written `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A container's child (navigation root, tab, split view column).
    public static let relationship = SegueKind(rawValue: "relationship")
    /// Show (push in a navigation controller).
    public static let show = SegueKind(rawValue: "show")
    /// Show detail (split view's secondary column).
    public static let showDetail = SegueKind(rawValue: "showDetail")
    /// Present modally.
    public static let presentation = SegueKind(rawValue: "presentation")
    /// Present as a popover.
    public static let popoverPresentation = SegueKind(rawValue: "popoverPresentation")
    /// Embed in a container view.
    public static let embed = SegueKind(rawValue: "embed")
    /// Unwind to an earlier controller.
    public static let unwind = SegueKind(rawValue: "unwind")
    /// A custom segue class.
    public static let custom = SegueKind(rawValue: "custom")
    /// Push (before Xcode 6; `show` since).
    public static let push = SegueKind(rawValue: "push")
    /// Modal (before Xcode 6; `presentation` since).
    public static let modal = SegueKind(rawValue: "modal")
    /// Replace (before Xcode 6).
    public static let replace = SegueKind(rawValue: "replace")
    /// Popover (before Xcode 6).
    public static let popover = SegueKind(rawValue: "popover")

    /// Every kind Interface Builder writes.
    public static let known: Set<SegueKind> = [
        .relationship, .show, .showDetail, .presentation, .popoverPresentation, .embed, .unwind, .custom, .push,
        .modal, .replace, .popover,
    ]

    /// The kind as written.
    public var description: String { rawValue }
}
