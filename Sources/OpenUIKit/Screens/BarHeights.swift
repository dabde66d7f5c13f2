import Foundation

/// The heights of the system bars on one device in one orientation (docs/reference/bars-and-controllers.md#devices). The tab bar's
/// height here excludes the home-indicator inset, which the tab bar adds below itself.
public struct BarHeights: Hashable, Sendable {
    /// The status bar; 0 where the system hides it (iPhone landscape).
    public var statusBar: CGFloat
    /// A navigation bar without large titles.
    public var navigationBar: CGFloat
    /// What a navigation bar with large titles adds below its standard height.
    public var largeTitleExtension: CGFloat
    /// A tab bar, without the home-indicator inset below it.
    public var tabBar: CGFloat
    /// A tab bar's own part where the home indicator's inset lies below it (iPads with a home
    /// indicator: 45, so that the bar is 65 in all); the same as ``tabBar`` elsewhere.
    public var tabBarAboveHomeIndicator: CGFloat
    /// A navigation controller's toolbar.
    public var toolbar: CGFloat

    /// Heights for each bar; large titles add 52 points unless given, and a tab bar keeps its
    /// height above a home indicator unless given.
    public init(
        statusBar: CGFloat, navigationBar: CGFloat, largeTitleExtension: CGFloat = 52, tabBar: CGFloat,
        tabBarAboveHomeIndicator: CGFloat? = nil, toolbar: CGFloat
    ) {
        self.statusBar = statusBar
        self.navigationBar = navigationBar
        self.largeTitleExtension = largeTitleExtension
        self.tabBar = tabBar
        self.tabBarAboveHomeIndicator = tabBarAboveHomeIndicator ?? tabBar
        self.toolbar = toolbar
    }

    /// What a prompt (a navigation item's line above its title) adds to a navigation bar:
    /// 30 points, on every device and in both orientations (74 in all on an iPhone upright).
    public static let promptExtension: CGFloat = 30

    /// An iPhone upright: status bar `statusBar`, navigation bar 44, tab bar 49, toolbar 44.
    public static func phonePortrait(statusBar: CGFloat) -> BarHeights {
        BarHeights(statusBar: statusBar, navigationBar: phoneNavigationBar, tabBar: 49, toolbar: 44)
    }

    /// An iPhone's navigation bar upright.
    static let phoneNavigationBar: CGFloat = 44
    /// An iPhone's navigation bar upright from iOS 26.
    static let glassPhoneNavigationBar: CGFloat = 54

    /// An iPhone on its side: no status bar, compact bars of 32.
    public static let phoneLandscape = BarHeights(statusBar: 0, navigationBar: 32, tabBar: 32, toolbar: 32)

    /// A large iPhone on its side (regular wide: the Plus and Max models, XR and 11): no status
    /// bar, a navigation bar of 44, compact tab bar and toolbar of 32.
    public static let largePhoneLandscape = BarHeights(statusBar: 0, navigationBar: 44, tabBar: 32, toolbar: 32)

    /// An iPad in either orientation, from iOS 12: navigation bar, tab bar and toolbar 50; a
    /// tab bar above a home indicator 65 in all (``UIScreen/barHeights`` gives iOS 11's).
    public static func pad(statusBar: CGFloat) -> BarHeights {
        BarHeights(statusBar: statusBar, navigationBar: 50, tabBar: 50, tabBarAboveHomeIndicator: 45, toolbar: 50)
    }

    /// An iPad's bars before iOS 12: navigation bar and toolbar 44, tab bar 49.
    static func padBeforeIOS12(statusBar: CGFloat) -> BarHeights {
        BarHeights(statusBar: statusBar, navigationBar: phoneNavigationBar, tabBar: 49, toolbar: 44)
    }
}
