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

        /// What the controller is, a content, table view, navigation or tab bar controller, with
        /// what only that kind has.
        public var kind: Kind
        /// Names the controller and, for a content controller, its root view.
        public var name: String?
        /// The controller's `title`, which UIKit shows in navigation and tab bars; layout does not
        /// read it.
        public var title: String?
        /// The prompt of the controller's `navigationItem`: a line above the title, which makes a
        /// navigation bar 30 points taller while the controller is on top of its stack; nil shows
        /// none.
        public var prompt: String?
        /// The controller's `edgesForExtendedLayout`: the edges along which its root view may
        /// extend under bars; nil keeps UIKit's, all four (a spec's `none` is the empty set).
        public var edgesForExtendedLayout: Edges?
        /// The controller's `extendedLayoutIncludesOpaqueBars`: whether its root view extends under
        /// opaque bars too, not only translucent ones; nil keeps false.
        public var extendedLayoutIncludesOpaqueBars: Bool?
        /// The controller's `automaticallyAdjustsScrollViewInsets`; nil keeps true. Below system
        /// version 11 it insets the controller's scroll view (its root view, or the root view's
        /// first subview) by the bars above and below it; from 11 only a scroll view's `automatic`
        /// content-inset adjustment reads it.
        public var automaticallyAdjustsScrollViewInsets: Bool?
        /// The controller's `additionalSafeAreaInsets`, in points, added to its root view's safe
        /// area (system version 11 and later); they may be negative. Nil keeps zero.
        public var additionalSafeAreaInsets: Insets?
        /// The controller's `viewRespectsSystemMinimumLayoutMargins`: whether its root view's
        /// margins are at least the system minimum, 16 points at the sides below 400 points of
        /// width and 20 from 400 up (system version 11 and later); nil keeps true.
        public var viewRespectsSystemMinimumLayoutMargins: Bool?
        /// Where the controller's mapping starts: a name used twice or a `selectedIndex` out of
        /// range is reported there.
        @IgnoredByEquality public var location: SourceLocation?

        /// A controller of `kind`; every property left nil keeps UIKit's default.
        public init(
            _ kind: Kind, name: String? = nil, title: String? = nil, prompt: String? = nil,
            edgesForExtendedLayout: Edges? = nil,
            extendedLayoutIncludesOpaqueBars: Bool? = nil, automaticallyAdjustsScrollViewInsets: Bool? = nil,
            additionalSafeAreaInsets: Insets? = nil, viewRespectsSystemMinimumLayoutMargins: Bool? = nil,
            location: SourceLocation? = nil
        ) {
            self.kind = kind
            self.name = name
            self.title = title
            self.prompt = prompt
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
            /// What the controller's `prefersStatusBarHidden` returns; nil is false. Without a
            /// sensor housing, a hidden status bar frees its height at the top of the screen.
            public var prefersStatusBarHidden: Bool?

            /// A content controller with the root view `view`, an empty plain view unless given.
            public init(view: View = View(), prefersStatusBarHidden: Bool? = nil) {
                self.view = view
                self.prefersStatusBarHidden = prefersStatusBarHidden
            }
        }

        /// A navigation controller's stack and bars.
        public struct Navigation: Equatable, Sendable {
            /// The stack, bottom first; the last one shows.
            public var viewControllers: [Controller]
            /// The navigation bar's settings; nil keeps UIKit's: shown, translucent, without large
            /// titles.
            public var navigationBar: NavigationBar?
            /// The toolbar's settings; nil keeps UIKit's, which hides the toolbar.
            public var toolbar: Bar?

            /// A navigation controller with the stack `viewControllers`, bottom first, and its
            /// bars.
            public init(viewControllers: [Controller], navigationBar: NavigationBar? = nil, toolbar: Bar? = nil) {
                self.viewControllers = viewControllers
                self.navigationBar = navigationBar
                self.toolbar = toolbar
            }
        }

        /// A tab bar controller's tabs and bar.
        public struct Tabs: Equatable, Sendable {
            /// The tabs' controllers, in order; only the selected tab's views are in the window.
            public var viewControllers: [Controller]
            /// The tab shown; the first when nil.
            public var selectedIndex: Int?
            /// The tab bar's settings; nil keeps UIKit's: shown, translucent.
            public var tabBar: Bar?

            /// A tab bar controller with the tabs `viewControllers`, showing the one at
            /// `selectedIndex` (the first when nil), and its bar.
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

        /// The top edge, `UIRectEdge.top`: with it a root view may extend under the status bar and
        /// a navigation bar.
        public static let top = Edges(rawValue: 1)
        /// The left edge, `UIRectEdge.left`; no bar lies along it, so it changes no layout here.
        public static let left = Edges(rawValue: 2)
        /// The bottom edge, `UIRectEdge.bottom`: with it a root view may extend under a toolbar and
        /// a tab bar.
        public static let bottom = Edges(rawValue: 4)
        /// The right edge, `UIRectEdge.right`; no bar lies along it, so it changes no layout here.
        public static let right = Edges(rawValue: 8)
        /// All four edges, `UIRectEdge.all`: UIKit's default for `edgesForExtendedLayout`.
        public static let all: Edges = [.top, .left, .bottom, .right]

        /// The edges by the names specs write, in this order.
        public static let names: [(String, Edges)] = [
            ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right),
        ]
    }

    /// A navigation bar's settings.
    public struct NavigationBar: Equatable, Sendable {
        /// Whether the bar is hidden, `setNavigationBarHidden(_:animated:)`; nil keeps it shown.
        public var hidden: Bool?
        /// The bar's `isTranslucent`; nil keeps true. A root view extends under a translucent bar,
        /// and under an opaque one only with `extendedLayoutIncludesOpaqueBars`.
        public var translucent: Bool?
        /// The bar's `prefersLargeTitles`; nil keeps false. From system version 11 a large title
        /// makes the bar 52 points taller.
        public var prefersLargeTitles: Bool?
        /// An opaque background (as a background image in UIKit), which makes the bar opaque.
        public var opaqueBackground: Bool?
        /// The bar's `backgroundColor`; layout does not read it.
        public var color: Color?
        /// Where the bar's mapping starts: an unknown colour is reported there.
        @IgnoredByEquality public var location: SourceLocation?

        /// Navigation bar settings; every one left nil keeps UIKit's default.
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
        /// Whether the bar is hidden, a toolbar's `setToolbarHidden(_:animated:)` or a tab bar's
        /// `isHidden`; nil keeps UIKit's: a hidden toolbar, a shown tab bar.
        public var hidden: Bool?
        /// The bar's `isTranslucent`; nil keeps true. A root view extends under a translucent bar,
        /// and under an opaque one only with `extendedLayoutIncludesOpaqueBars`.
        public var translucent: Bool?
        /// The bar's `backgroundColor`; layout does not read it.
        public var color: Color?
        /// Where the bar's mapping starts: an unknown colour is reported there.
        @IgnoredByEquality public var location: SourceLocation?

        /// Toolbar or tab bar settings; every one left nil keeps UIKit's default.
        public init(hidden: Bool? = nil, translucent: Bool? = nil, color: Color? = nil, location: SourceLocation? = nil)
        {
            self.hidden = hidden
            self.translucent = translucent
            self.color = color
            self.location = location
        }
    }
}
