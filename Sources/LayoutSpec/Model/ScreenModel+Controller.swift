extension ScreenModel {
    /// A view controller: a content controller with its root view, or a navigation or tab bar
    /// controller with its children and bars.
    public struct Controller: Equatable, Sendable {
        /// What the controller is, with what only that kind has.
        public enum Kind: Equatable, Sendable {
            /// A `UIViewController`.
            case view(Content)
            /// A `UITableViewController`: its root view is a table view.
            case tableView(Content)
            /// A `UINavigationController`.
            case navigation(Navigation)
            /// A `UITabBarController`.
            case tabBar(Tabs)
        }

        public var kind: Kind
        /// Names the controller and, for a content controller, its root view.
        public var name: String?
        public var title: String?
        public var edgesForExtendedLayout: Edges?
        public var extendedLayoutIncludesOpaqueBars: Bool?
        public var automaticallyAdjustsScrollViewInsets: Bool?
        public var additionalSafeAreaInsets: Insets?
        public var viewRespectsSystemMinimumLayoutMargins: Bool?
        @IgnoredByEquality public var location: SourceLocation?

        public init(
            _ kind: Kind, name: String? = nil, title: String? = nil, edgesForExtendedLayout: Edges? = nil,
            extendedLayoutIncludesOpaqueBars: Bool? = nil, automaticallyAdjustsScrollViewInsets: Bool? = nil,
            additionalSafeAreaInsets: Insets? = nil, viewRespectsSystemMinimumLayoutMargins: Bool? = nil,
            location: SourceLocation? = nil
        ) {
            self.kind = kind
            self.name = name
            self.title = title
            self.edgesForExtendedLayout = edgesForExtendedLayout
            self.extendedLayoutIncludesOpaqueBars = extendedLayoutIncludesOpaqueBars
            self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
            self.additionalSafeAreaInsets = additionalSafeAreaInsets
            self.viewRespectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
            self.location = location
        }

        /// UIKit's class name for the kind.
        public var className: String {
            switch kind {
            case .view: "UIViewController"
            case .tableView: "UITableViewController"
            case .navigation: "UINavigationController"
            case .tabBar: "UITabBarController"
            }
        }

        /// What a content controller shows: its root view.
        public struct Content: Equatable, Sendable {
            /// The root view; it has no name of its own (the controller's names it).
            public var view: View
            public var prefersStatusBarHidden: Bool?

            public init(view: View = View(), prefersStatusBarHidden: Bool? = nil) {
                self.view = view
                self.prefersStatusBarHidden = prefersStatusBarHidden
            }
        }

        /// A navigation controller's stack and bars.
        public struct Navigation: Equatable, Sendable {
            /// The stack, bottom first; the last one shows.
            public var viewControllers: [Controller]
            public var navigationBar: NavigationBar?
            public var toolbar: Bar?

            public init(viewControllers: [Controller], navigationBar: NavigationBar? = nil, toolbar: Bar? = nil) {
                self.viewControllers = viewControllers
                self.navigationBar = navigationBar
                self.toolbar = toolbar
            }
        }

        /// A tab bar controller's tabs and bar.
        public struct Tabs: Equatable, Sendable {
            public var viewControllers: [Controller]
            /// The tab shown; the first when nil.
            public var selectedIndex: Int?
            public var tabBar: Bar?

            public init(viewControllers: [Controller], selectedIndex: Int? = nil, tabBar: Bar? = nil) {
                self.viewControllers = viewControllers
                self.selectedIndex = selectedIndex
                self.tabBar = tabBar
            }
        }
    }

    /// A set of screen edges (`edgesForExtendedLayout`).
    public struct Edges: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        public static let top = Edges(rawValue: 1)
        public static let left = Edges(rawValue: 2)
        public static let bottom = Edges(rawValue: 4)
        public static let right = Edges(rawValue: 8)
        public static let all: Edges = [.top, .left, .bottom, .right]

        /// The edges by the names specs write, in this order.
        public static let names: [(String, Edges)] = [
            ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right),
        ]
    }

    /// A navigation bar's settings.
    public struct NavigationBar: Equatable, Sendable {
        public var hidden: Bool?
        public var translucent: Bool?
        public var prefersLargeTitles: Bool?
        /// An opaque background (as a background image in UIKit), which makes the bar opaque.
        public var opaqueBackground: Bool?
        public var color: Color?
        @IgnoredByEquality public var location: SourceLocation?

        public init(
            hidden: Bool? = nil, translucent: Bool? = nil, prefersLargeTitles: Bool? = nil,
            opaqueBackground: Bool? = nil, color: Color? = nil, location: SourceLocation? = nil
        ) {
            self.hidden = hidden
            self.translucent = translucent
            self.prefersLargeTitles = prefersLargeTitles
            self.opaqueBackground = opaqueBackground
            self.color = color
            self.location = location
        }
    }

    /// A toolbar's or a tab bar's settings.
    public struct Bar: Equatable, Sendable {
        public var hidden: Bool?
        public var translucent: Bool?
        public var color: Color?
        @IgnoredByEquality public var location: SourceLocation?

        public init(hidden: Bool? = nil, translucent: Bool? = nil, color: Color? = nil, location: SourceLocation? = nil)
        {
            self.hidden = hidden
            self.translucent = translucent
            self.color = color
            self.location = location
        }
    }
}
