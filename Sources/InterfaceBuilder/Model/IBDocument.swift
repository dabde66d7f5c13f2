/// A storyboard or xib as Interface Builder saved it: the `<document>` element's settings, the
/// device it is shown on, its scenes (storyboard) or top-level objects (xib), its resources, and
/// the warnings parsing produced.
///
/// Values are what the file stores; where the file leaves an attribute out, the model says so with
/// `nil` (or the default Interface Builder writes nothing for) and leaves UIKit's default to the
/// consumer. ``parse(_:fileName:)-(Data,_)`` and ``load(contentsOf:)`` make documents.
public struct IBDocument: Sendable, Hashable, Codable {
    /// Whether the document is a storyboard or a xib.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A storyboard: scenes of view controllers and segues between them.
        case storyboard
        /// A xib (nib source): top-level objects, usually views, and the File's Owner placeholder.
        case xib
    }

    /// The file name given to the parser.
    public var fileName: String
    /// Storyboard or xib.
    public var kind: Kind
    /// The `type` attribute, e.g. `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
    public var type: String
    /// The format version (`version`, `3.0` since Xcode 5).
    public var version: String?
    /// The Interface Builder build that saved the file (`toolsVersion`, e.g. `21701`).
    public var toolsVersion: String?
    /// The macOS build the file was saved on (`systemVersion`), written by Xcode 5 to 8.
    public var systemVersion: String?
    /// The runtime (`targetRuntime`): `iOS.CocoaTouch`, `iOS.CocoaTouch.iPad` or `AppleTV`.
    public var targetRuntime: String?
    /// Whether Auto Layout is on (`useAutolayout`); off means springs and struts only.
    public var useAutolayout: Bool
    /// Whether views have safe-area layout guides (`useSafeAreas`, Xcode 9+); off means view
    /// controllers' top and bottom layout guides.
    public var useSafeAreas: Bool
    /// Whether size classes and trait variations are on (`useTraitCollections`, Xcode 6+).
    public var useTraitCollections: Bool
    /// Whether this is a launch screen (`launchScreen`).
    public var isLaunchScreen: Bool
    /// The id of the storyboard's initial view controller (`initialViewController`).
    public var initialViewControllerID: String?
    /// The device the document is shown on (`<device>`, Xcode 8+).
    public var device: IBDevice?
    /// The document-wide simulated metrics of Xcode 5 to 7 (`<simulatedMetricsContainer>`).
    public var defaultSimulatedMetrics: SimulatedMetrics?
    /// The capabilities the document needs (`<capability name= minToolsVersion=>`), in file order.
    public var capabilities: [Capability]
    /// The storyboard's scenes, in file order (empty for a xib).
    public var scenes: [IBScene]
    /// The xib's top-level objects, in file order (empty for a storyboard).
    public var objects: [IBObject]
    /// Images and colors the document uses (`<resources>`).
    public var resources: IBResources
    /// The segues whose destination Interface Builder draws as they place it where a scene has
    /// several incoming segues (`<inferredMetricsTieBreakers>`), by id, in file order.
    public var inferredMetricsTieBreakers: [String] = []
    /// What the parser did not understand, in document order.
    public var warnings: [IBWarning]
    /// Where `<document>` starts.
    public var location: SourceLocation

    /// A document with the given parts; everything but the file name, kind, type and location
    /// defaults to empty.
    public init(
        fileName: String, kind: Kind, type: String, version: String? = nil, toolsVersion: String? = nil,
        systemVersion: String? = nil, targetRuntime: String? = nil, useAutolayout: Bool = false,
        useSafeAreas: Bool = false, useTraitCollections: Bool = false, isLaunchScreen: Bool = false,
        initialViewControllerID: String? = nil, device: IBDevice? = nil,
        defaultSimulatedMetrics: SimulatedMetrics? = nil, capabilities: [Capability] = [], scenes: [IBScene] = [],
        objects: [IBObject] = [], resources: IBResources = IBResources(), warnings: [IBWarning] = [],
        location: SourceLocation
    ) {
        self.fileName = fileName
        self.kind = kind
        self.type = type
        self.version = version
        self.toolsVersion = toolsVersion
        self.systemVersion = systemVersion
        self.targetRuntime = targetRuntime
        self.useAutolayout = useAutolayout
        self.useSafeAreas = useSafeAreas
        self.useTraitCollections = useTraitCollections
        self.isLaunchScreen = isLaunchScreen
        self.initialViewControllerID = initialViewControllerID
        self.device = device
        self.defaultSimulatedMetrics = defaultSimulatedMetrics
        self.capabilities = capabilities
        self.scenes = scenes
        self.objects = objects
        self.resources = resources
        self.warnings = warnings
        self.location = location
    }

    /// The storyboard's initial view controller, when `initialViewControllerID` names one.
    public var initialViewController: IBViewController? {
        guard let initialViewControllerID else { return nil }
        return viewController(withID: initialViewControllerID)
    }

    /// Every view controller: each scene's, then the xib's top-level ones, in file order.
    public var viewControllers: [IBViewController] {
        (scenes.flatMap(\.objects) + objects).compactMap(\.viewController)
    }

    /// The view controller with `id`, if any.
    public func viewController(withID id: String) -> IBViewController? {
        viewControllers.first { $0.id == id }
    }

    /// The xib's top-level views, in file order.
    public var topLevelViews: [IBView] { objects.compactMap(\.view) }

    /// The xib's File's Owner placeholder, if any.
    public var filesOwner: IBPlaceholder? {
        objects.compactMap(\.placeholder).first { $0.kind == .filesOwner }
    }

    /// The view with `id` anywhere in the document (controllers' views, their subviews, cells,
    /// bars, top-level views), found depth first in file order.
    public func view(withID id: String) -> IBView? {
        for root in allRootViews {
            if let found = root.view(withID: id) { return found }
        }
        return nil
    }

    /// The root views of every tree in the document: controllers' views and bars, and top-level views.
    var allRootViews: [IBView] {
        (scenes.flatMap(\.objects) + objects).flatMap { object -> [IBView] in
            switch object {
            case .view(let view): [view]
            case .viewController(let controller): controller.rootViews
            case .placeholder, .other: []
            }
        }
    }
}

/// A capability the document needs, from `<dependencies><capability name= minToolsVersion=>`:
/// e.g. "Safe area layout guides" needs Interface Builder 9.0.
public struct Capability: Sendable, Hashable, Codable {
    /// The capability's name.
    public var name: String
    /// The oldest Interface Builder that has it.
    public var minToolsVersion: String?
    /// Where `<capability>` starts.
    public var location: SourceLocation

    /// A capability called `name` that needs `minToolsVersion`.
    public init(name: String, minToolsVersion: String?, location: SourceLocation) {
        self.name = name
        self.minToolsVersion = minToolsVersion
        self.location = location
    }
}
