import Foundation

/// docs/reference/bars-and-controllers.md#containers-of-any-size: what covers the area a view
/// controller's containers give it, measured from where the views and bars actually are in the
/// window (a window may be any size, anywhere on its screen; a container's view any size).
///
/// - Outside the chain of navigation and tab bar controllers the controller sits in: for a
///   chain that is not a plain controller's child, what the screen covers of the window (the
///   status bar unless hidden, the sensor housing, the home indicator, the rounded corners;
///   nothing while the window is hidden); for a chain embedded in a plain controller's view,
///   what that controller's own insets leave out of its view.
/// - A navigation controller covers its view from the top down to its navigation bar's bottom;
///   with the navigation bar hidden, the part of its view the screen covers at the top, which
///   counts as a translucent bar for its own child (not for the tabs of a tab bar controller it
///   holds). Only a navigation controller makes the status bar a bar for
///   extended layout and automatic scroll-view insets: a controller that is the window's root,
///   or a tab's, is under the status bar but not under a bar (our choice).
/// - A tab bar controller covers its view from its tab bar's top to its bottom; a navigation
///   controller with its toolbar shown, from the toolbar's top to its view's bottom. A tab bar
///   floating at the top (iOS 18 on a regular-width iPad) covers the view from its top down to
///   the bar's band, unless a navigation bar in the tab holds it.
@MainActor
struct BarCoverage {
    /// One bar (or bar area) along an edge.
    struct Bar: Equatable {
        /// What it covers, in window coordinates: from its container's edge to its inner edge.
        var area: CGRect
        var isTranslucent: Bool
    }

    /// Everything that covers the area, bars included.
    var bands: CoveredBands
    /// The navigation controller's top area, if the controller is in one.
    var top: Bar?
    /// Bottom bars from the container's edge inward (tab bar, then toolbar).
    var bottom: [Bar] = []

    /// The coverage of `controller`'s area: what lies outside its chain of containers and the
    /// bars of every container in it.
    init(for controller: UIViewController) {
        var containers: [UIViewController] = []
        var outermost = controller
        while let parent = outermost.parent, parent.isContainer {
            containers.append(parent)
            outermost = parent
        }
        let outside = Self.outside(outermost)
        var tabBar: Bar?
        var toolbar: Bar?
        for container in containers {
            guard let area = container.viewIfLoaded?.frameInWindow else { continue }
            // A hidden navigation bar leaves the status bar as a bar for the navigation
            // controller's own child only: a tab bar controller it holds fills its view, and its
            // tabs' root views start at its top.
            let placesController = container === containers.first
            if let navigation = container as? UINavigationController, top == nil,
                placesController || !navigation.navigationBar.isHidden
            {
                top = Self.topArea(of: navigation, in: area, outside: outside)
                if !navigation.isToolbarHidden {
                    let edge = navigation.toolbar.frameInWindow.minY
                    toolbar = Bar(
                        area: Self.band(from: edge, to: area), isTranslucent: navigation.toolbar.isTranslucent)
                }
            }
            if let tabs = container as? UITabBarController, tabBar == nil, !tabs.tabBar.isHidden {
                if tabs.showsTabBarAtTop {
                    // A tab's navigation bar holds the floating tab bar; without one, its band
                    // is a bar at the top.
                    if top == nil, !Self.showsNavigationBar(controller) {
                        top = Bar(area: Self.band(above: tabs.tabBar.frameInWindow.maxY, in: area), isTranslucent: true)
                    }
                } else {
                    let edge = tabs.tabBar.frameInWindow.minY
                    tabBar = Bar(area: Self.band(from: edge, to: area), isTranslucent: tabs.tabBar.isTranslucent)
                }
            }
        }
        bottom = [tabBar, toolbar].compactMap { $0 }
        bands = outside
        if let top { bands.top.append(top.area) }
        bands.bottom += bottom.map(\.area)
    }

    /// How far everything that covers the area reaches into `frame` (window coordinates).
    func insets(of frame: CGRect) -> UIEdgeInsets {
        bands.insets(of: frame)
    }

    /// What covers the area of `controller`, the outermost of its chain of containers, from
    /// outside the chain.
    private static func outside(_ controller: UIViewController) -> CoveredBands {
        guard let parent = controller.parent else {
            return controller.viewIfLoaded?.window?.screenBands ?? CoveredBands()
        }
        guard let parentView = parent.viewIfLoaded, parentView.window != nil else { return CoveredBands() }
        return CoveredBands(insets: parent.rootInsets, of: parentView.frameInWindow)
    }

    /// A navigation controller's top area: down to its navigation bar's bottom, or, with the
    /// bar hidden, what covers the top of its view from outside (nil when nothing does).
    private static func topArea(of navigation: UINavigationController, in area: CGRect, outside: CoveredBands) -> Bar? {
        let bar = navigation.navigationBar
        if bar.isHidden {
            let covered = outside.insets(of: area).top
            guard covered > 0 else { return nil }
            return Bar(
                area: CGRect(x: area.minX, y: area.minY, width: area.width, height: covered), isTranslucent: true)
        }
        return Bar(area: band(above: bar.frameInWindow.maxY, in: area), isTranslucent: bar.isEffectivelyTranslucent)
    }

    /// Whether `controller` is a navigation controller showing its navigation bar.
    private static func showsNavigationBar(_ controller: UIViewController) -> Bool {
        guard let navigation = controller as? UINavigationController else { return false }
        return !navigation.navigationBar.isHidden
    }

    /// The band of `area` from its top down to `edge` (a bar's bottom).
    private static func band(above edge: CGFloat, in area: CGRect) -> CGRect {
        CGRect(x: area.minX, y: area.minY, width: area.width, height: max(0, edge - area.minY))
    }

    /// The band of `area` from `edge` (a bar's top) down to the area's bottom.
    private static func band(from edge: CGFloat, to area: CGRect) -> CGRect {
        CGRect(x: area.minX, y: edge, width: area.width, height: max(0, area.maxY - edge))
    }
}
