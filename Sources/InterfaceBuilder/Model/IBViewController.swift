/// A view controller of a storyboard scene or a xib: its class and identity, its view, its bars
/// and bar items, the layout settings UIKit reads from it, the metrics Interface Builder
/// simulates around it, and its outgoing segues and outlets.
public struct IBViewController: Sendable, Hashable, Codable {
    /// The kind, by element name.
    public var kind: ViewControllerKind
    /// The element's name as written, e.g. `navigationController`.
    public var elementName: String
    /// The controller's id.
    public var id: String?
    /// Its class, when not the element's own (`customClass`).
    public var customClass: String?
    /// The module of that class (`customModule`).
    public var customModule: String?
    /// The identifier code instantiates it by (`storyboardIdentifier`).
    public var storyboardIdentifier: String?
    /// The style it asks to be presented in (`modalPresentationStyle`, e.g. `fullScreen`); nil
    /// for the default, a page sheet from iOS 13 on.
    public var modalPresentationStyle: String?
    /// Its title (`title`).
    public var title: String?
    /// The name shown in Interface Builder (`userLabel`).
    public var userLabel: String?
    /// The storyboard this placeholder refers to (``ViewControllerKind/storyboardReference`` only).
    public var storyboardReference: StoryboardReference?
    /// The controller's view (`key="view"`); `nil` when the view is made in code or, for container
    /// controllers, by UIKit.
    public var view: IBView?
    /// The navigation controller's bar (`<navigationBar key="navigationBar">`).
    public var navigationBar: IBView?
    /// The navigation controller's toolbar (`<toolbar key="toolbar">`).
    public var toolbar: IBView?
    /// The tab bar controller's bar (`<tabBar key="tabBar">`).
    public var tabBar: IBView?
    /// The navigation item shown when the controller is in a navigation stack.
    public var navigationItem: IBNavigationItem?
    /// The tab bar item shown when the controller is a tab.
    public var tabBarItem: IBTabBarItem?
    /// The items its navigation controller's toolbar shows for it (`<toolbarItems>`).
    public var toolbarItems: [IBBarButtonItem]
    /// Xcode 5 to 8's top and bottom layout guides (`<layoutGuides>`), which constraints refer to
    /// by id; superseded by the view's safe area.
    public var layoutGuides: [ViewControllerLayoutGuide]
    /// `extendedLayoutIncludesOpaqueBars`, when stored.
    public var extendedLayoutIncludesOpaqueBars: Bool?
    /// `automaticallyAdjustsScrollViewInsets`, when stored (Interface Builder writes `NO` only).
    public var automaticallyAdjustsScrollViewInsets: Bool?
    /// `hidesBottomBarWhenPushed`, when stored.
    public var hidesBottomBarWhenPushed: Bool?
    /// The edges the view extends under bars (`<extendedEdge key="edgesForExtendedLayout">`);
    /// `nil` when not stored (UIKit's default is all edges).
    public var edgesForExtendedLayout: RectEdges?
    /// Whether the navigation controller hides its bar (`navigationBarHidden`), when stored.
    public var isNavigationBarHidden: Bool?
    /// Whether the navigation controller hides its toolbar (`toolbarHidden`), when stored.
    public var isToolbarHidden: Bool?
    /// Whether a split view controller uses iOS 14's column style (`allowDoubleColumnStyle`),
    /// which wraps each column's controller in a navigation controller.
    public var usesColumnStyle = false
    /// The bars and size Interface Builder simulates around the controller.
    public var simulatedMetrics: SimulatedMetrics
    /// Outgoing segues, outlets and actions (`<connections>`), in file order.
    public var connections: [IBConnection]
    /// The segues that leave the controller's scene from its other objects (a tap gesture
    /// recognizer's `show`), which the document decoder collects from the scene.
    public var sceneObjectSegues: [IBSegue] = []
    /// Where the element starts.
    public var location: SourceLocation

    /// A controller of `kind` written as `elementName`; every other part defaults to empty.
    public init(
        kind: ViewControllerKind, elementName: String, id: String?, customClass: String? = nil,
        customModule: String? = nil, storyboardIdentifier: String? = nil, title: String? = nil,
        userLabel: String? = nil, storyboardReference: StoryboardReference? = nil, view: IBView? = nil,
        navigationBar: IBView? = nil, toolbar: IBView? = nil, tabBar: IBView? = nil,
        navigationItem: IBNavigationItem? = nil, tabBarItem: IBTabBarItem? = nil,
        toolbarItems: [IBBarButtonItem] = [], layoutGuides: [ViewControllerLayoutGuide] = [],
        extendedLayoutIncludesOpaqueBars: Bool? = nil, automaticallyAdjustsScrollViewInsets: Bool? = nil,
        hidesBottomBarWhenPushed: Bool? = nil, edgesForExtendedLayout: RectEdges? = nil,
        isNavigationBarHidden: Bool? = nil, isToolbarHidden: Bool? = nil,
        simulatedMetrics: SimulatedMetrics = SimulatedMetrics(), connections: [IBConnection] = [],
        location: SourceLocation
    ) {
        self.kind = kind
        self.elementName = elementName
        self.id = id
        self.customClass = customClass
        self.customModule = customModule
        self.storyboardIdentifier = storyboardIdentifier
        self.title = title
        self.userLabel = userLabel
        self.storyboardReference = storyboardReference
        self.view = view
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.tabBar = tabBar
        self.navigationItem = navigationItem
        self.tabBarItem = tabBarItem
        self.toolbarItems = toolbarItems
        self.layoutGuides = layoutGuides
        self.extendedLayoutIncludesOpaqueBars = extendedLayoutIncludesOpaqueBars
        self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
        self.hidesBottomBarWhenPushed = hidesBottomBarWhenPushed
        self.edgesForExtendedLayout = edgesForExtendedLayout
        self.isNavigationBarHidden = isNavigationBarHidden
        self.isToolbarHidden = isToolbarHidden
        self.simulatedMetrics = simulatedMetrics
        self.connections = connections
        self.location = location
    }

    /// The outgoing segues, in file order.
    public var segues: [IBSegue] { connections.compactMap(\.segue) }

    /// Every segue that starts in the controller's scene: its own, then those of its views, of
    /// its navigation item's bar button items and of its toolbar items (and of their custom
    /// views), then those of the scene's other objects (gesture recognizers), in that order.
    public var sceneSegues: [IBSegue] {
        let items = (navigationItem.map { $0.leftBarButtonItems + $0.rightBarButtonItems } ?? []) + toolbarItems
        let views = rootViews.flatMap(\.allViews) + items.compactMap(\.customView).flatMap(\.allViews)
        let connections = views.flatMap(\.connections) + items.flatMap(\.connections)
        return segues + connections.compactMap(\.segue) + sceneObjectSegues
    }

    /// The ids of the controllers this one contains through relationship segues: a navigation
    /// controller's root, a tab bar controller's tabs in order, a split view's columns.
    public var childIDs: [String] {
        segues.filter { $0.kind == .relationship }.map(\.destination)
    }

    /// The view trees the controller owns: its view, then its bars.
    public var rootViews: [IBView] {
        [view, navigationBar, toolbar, tabBar].compactMap(\.self)
    }

    /// The layout guide of Xcode 5 to 8 of `type` (top or bottom), if stored.
    public func layoutGuide(_ type: ViewControllerLayoutGuide.GuideType) -> ViewControllerLayoutGuide? {
        layoutGuides.first { $0.type == type }
    }
}

/// A reference to a controller in another storyboard (`<viewControllerPlaceholder>`, Xcode 7+).
public struct StoryboardReference: Sendable, Hashable, Codable {
    /// The other storyboard's name (`storyboardName`); `nil` means this storyboard.
    public var storyboardName: String?
    /// The referenced controller's storyboard identifier (`referencedIdentifier`); `nil` means that
    /// storyboard's initial controller.
    public var referencedIdentifier: String?

    /// A reference to `referencedIdentifier` in `storyboardName`.
    public init(storyboardName: String?, referencedIdentifier: String?) {
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
    }
}
