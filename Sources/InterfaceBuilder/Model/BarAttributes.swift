/// The attributes of a navigation bar, toolbar or tab bar.
public struct BarAttributes: Sendable, Hashable, Codable {
    /// Whether the bar is translucent (`translucent`); `nil` when not stored (UIKit's default, yes).
    public var isTranslucent: Bool?
    /// The bar style (`barStyle`), e.g. `black`.
    public var barStyle: String?
    /// Whether a navigation bar prefers large titles (`largeTitles`, iOS 11+), when stored.
    public var prefersLargeTitles: Bool?
    /// A standalone navigation bar's items (`<items><navigationItem>…`), bottom of the stack first.
    public var navigationItems: [IBNavigationItem]
    /// A toolbar's items (`<items><barButtonItem>…`), in order.
    public var barButtonItems: [IBBarButtonItem]
    /// A standalone tab bar's items (`<items><tabBarItem>…`), in order.
    public var tabBarItems: [IBTabBarItem]

    /// Bar attributes with the given parts.
    public init(
        isTranslucent: Bool? = nil, barStyle: String? = nil, prefersLargeTitles: Bool? = nil,
        navigationItems: [IBNavigationItem] = [], barButtonItems: [IBBarButtonItem] = [],
        tabBarItems: [IBTabBarItem] = []
    ) {
        self.isTranslucent = isTranslucent
        self.barStyle = barStyle
        self.prefersLargeTitles = prefersLargeTitles
        self.navigationItems = navigationItems
        self.barButtonItems = barButtonItems
        self.tabBarItems = tabBarItems
    }
}
