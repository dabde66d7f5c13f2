import Foundation

/// docs/reference/bars-and-controllers.md#devices: which bars cover the area a view controller's containers give it, and how far each
/// reaches from the screen's edge. Containers are assumed to fill the screen.
///
/// - The status bar covers the top by its height unless hidden (iPhone landscape, or
///   `prefersStatusBarHidden`); a sensor housing covers the top whether or not it is shown.
/// - A navigation controller adds its top area: that top inset plus the navigation bar (with
///   large titles in iOS 11+ mode); with the navigation bar hidden, the top inset alone, which
///   counts as translucent. Only a navigation controller makes the status bar a bar for extended
///   layout and automatic scroll-view insets: a controller that is the window's root, or a tab's,
///   is under the status bar but not under a bar (our choice, after seeds 002 and 004).
/// - A tab bar controller adds its tab bar at the bottom, as tall as docs/reference/bars-and-controllers.md#devices says plus the home
///   indicator's inset; a navigation controller adds its toolbar above the tab bar, or above the
///   home indicator.
@MainActor
struct BarCoverage {
    /// One bar (or bar area) along an edge.
    struct Bar: Equatable {
        /// How far it reaches from the screen's edge, counting any bars outside it.
        var reach: CGFloat
        var isTranslucent: Bool
    }

    var screenSize: CGSize
    /// Where bars start at the top: below the status bar and the sensor housing.
    var topInset: CGFloat { screenInsets.top }
    /// What the status bar and the hardware cover (docs/reference/bars-and-controllers.md#devices).
    var screenInsets: UIEdgeInsets
    /// The navigation controller's top area, if the controller is in one.
    var top: Bar?
    /// Bottom bars from the screen's edge inward (tab bar, then toolbar).
    var bottom: [Bar] = []

    /// How far bars (status bar included) reach down from the top.
    var topReach: CGFloat { max(topInset, top?.reach ?? 0) }
    /// How far bars reach up from the bottom.
    var bottomReach: CGFloat { bottom.last?.reach ?? 0 }

    /// The coverage of `controller`'s area: the bars of every container above it.
    init(for controller: UIViewController, screen: UIScreen) {
        let heights = screen.barHeights
        let statusBarHidden = controller.rootController.resolvedStatusBarHidden
        screenSize = screen.bounds.size
        screenInsets = screen.coveredInsets(statusBarHidden: statusBarHidden)
        let homeIndicator = screen.device.safeAreaInsets(in: screen.orientation).bottom
        var tabBarReach: CGFloat?
        var tabBarTranslucent = true
        var toolbar: (height: CGFloat, translucent: Bool)?
        var ancestor = controller.parent
        while let container = ancestor {
            if let navigation = container as? UINavigationController, top == nil {
                let bar = navigation.navigationBar
                if bar.isHidden {
                    top = topInset > 0 ? Bar(reach: topInset, isTranslucent: true) : nil
                } else {
                    let large = screen.usesSafeArea && bar.prefersLargeTitles ? heights.largeTitleExtension : 0
                    top = Bar(
                        reach: topInset + heights.navigationBar + large, isTranslucent: bar.isEffectivelyTranslucent)
                }
                if !navigation.isToolbarHidden {
                    toolbar = (heights.toolbar, navigation.toolbar.isTranslucent)
                }
            }
            if let tabs = container as? UITabBarController, tabBarReach == nil, !tabs.tabBar.isHidden {
                tabBarReach = heights.tabBar + homeIndicator
                tabBarTranslucent = tabs.tabBar.isTranslucent
            }
            ancestor = container.parent
        }
        if let tabBarReach { bottom.append(Bar(reach: tabBarReach, isTranslucent: tabBarTranslucent)) }
        if let toolbar {
            let base = tabBarReach ?? homeIndicator
            bottom.append(Bar(reach: base + toolbar.height, isTranslucent: toolbar.translucent))
        }
    }

}
