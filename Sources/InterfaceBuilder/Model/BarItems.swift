/// A controller's navigation item: what a navigation bar shows while the controller is on top,
/// from `<navigationItem key="navigationItem" title=… prompt=… largeTitleDisplayMode=…>`.
public struct IBNavigationItem: Sendable, Hashable, Codable {
    /// The item's id.
    public var id: String?
    /// The title (`title`).
    public var title: String?
    /// The prompt above the title (`prompt`); a prompt makes the bar taller.
    public var prompt: String?
    /// The large title display mode (`largeTitleDisplayMode`, iOS 11+), when stored.
    public var largeTitleDisplayMode: LargeTitleDisplayMode?
    /// The leading items (`leftBarButtonItem` or `<leftBarButtonItems>`), in order.
    public var leftBarButtonItems: [IBBarButtonItem]
    /// The trailing items (`rightBarButtonItem` or `<rightBarButtonItems>`), in order.
    public var rightBarButtonItems: [IBBarButtonItem]
    /// The back item the next controller's bar shows (`backBarButtonItem`).
    public var backBarButtonItem: IBBarButtonItem?
    /// A custom title view (`<view key="titleView">`).
    public var titleView: IBView?
    /// Where the element starts.
    public var location: SourceLocation

    /// A navigation item with the given parts.
    public init(
        id: String?, title: String? = nil, prompt: String? = nil, largeTitleDisplayMode: LargeTitleDisplayMode? = nil,
        leftBarButtonItems: [IBBarButtonItem] = [], rightBarButtonItems: [IBBarButtonItem] = [],
        backBarButtonItem: IBBarButtonItem? = nil, titleView: IBView? = nil, location: SourceLocation
    ) {
        self.id = id
        self.title = title
        self.prompt = prompt
        self.largeTitleDisplayMode = largeTitleDisplayMode
        self.leftBarButtonItems = leftBarButtonItems
        self.rightBarButtonItems = rightBarButtonItems
        self.backBarButtonItem = backBarButtonItem
        self.titleView = titleView
        self.location = location
    }
}

/// When a navigation bar that prefers large titles shows this item's title large.
public enum LargeTitleDisplayMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// As the previous item does.
    case automatic
    /// Always large.
    case always
    /// Never large.
    case never
}

/// A bar button item: `<barButtonItem key=… title=… image=… systemItem=… style=…>`.
public struct IBBarButtonItem: Sendable, Hashable, Codable {
    /// The item's id.
    public var id: String?
    /// The title (`title`).
    public var title: String?
    /// The image (`image`, or an `<imageReference key="image">` child).
    public var image: ImageReference?
    /// The system item (`systemItem`), e.g. `add`, `done`, `flexibleSpace`.
    public var systemItem: String?
    /// The style (`style`): `plain` or `done`; older documents wrote `bordered`.
    public var style: String?
    /// A fixed width (`width`), for fixed spaces.
    public var width: Double?
    /// A custom view (`<view key="customView">` or another view element).
    public var customView: IBView?
    /// Its action and outlets.
    public var connections: [IBConnection]
    /// Where the element starts.
    public var location: SourceLocation

    /// A bar button item with the given parts.
    public init(
        id: String?, title: String? = nil, image: ImageReference? = nil, systemItem: String? = nil,
        style: String? = nil, width: Double? = nil, customView: IBView? = nil, connections: [IBConnection] = [],
        location: SourceLocation
    ) {
        self.id = id
        self.title = title
        self.image = image
        self.systemItem = systemItem
        self.style = style
        self.width = width
        self.customView = customView
        self.connections = connections
        self.location = location
    }
}

/// A controller's tab bar item: `<tabBarItem key="tabBarItem" title=… image=… systemItem=…>`.
public struct IBTabBarItem: Sendable, Hashable, Codable {
    /// The item's id.
    public var id: String?
    /// The title (`title`).
    public var title: String?
    /// The image (`image` or `<imageReference key="image">`).
    public var image: ImageReference?
    /// The selected image (`selectedImage` or `<imageReference key="selectedImage">`).
    public var selectedImage: ImageReference?
    /// The system item (`systemItem`), e.g. `favorites`, `more`.
    public var systemItem: String?
    /// Where the element starts.
    public var location: SourceLocation

    /// A tab bar item with the given parts.
    public init(
        id: String?, title: String? = nil, image: ImageReference? = nil, selectedImage: ImageReference? = nil,
        systemItem: String? = nil, location: SourceLocation
    ) {
        self.id = id
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.systemItem = systemItem
        self.location = location
    }
}
