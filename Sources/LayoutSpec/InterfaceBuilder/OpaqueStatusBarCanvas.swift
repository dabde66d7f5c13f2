import InterfaceBuilder

/// The canvas of documents drawn with iOS 6's opaque status bar: Xcode 4 (the iOS 6 SDK) with a
/// status bar shown in its default style, and the previews of Xcode 5 with the `blackOpaque`
/// style. iOS 6 gave
/// an app the screen less its opaque status bar (`UIScreen.applicationFrame`) and put a
/// controller's root view there, and Xcode stores the root view's frame where the canvas shows
/// it: 20 points down and 20 shorter than the screen, and above a tab bar, which iOS 6 drew
/// opaque (320 × 499 at y = 20 on the 4-inch screen). docs/interface-builder.md#canvas-mode
/// gives the evidence.
enum OpaqueStatusBarCanvas {
    /// The height of iOS 6's status bar, where the canvas's content area begins.
    static let statusBarHeight = 20.0

    /// The first tools version of Xcode 5, whose previews draw iOS 7's status bar over the root
    /// view unless the style is iOS 6's opaque one.
    private static let xcode5Tools = 4000

    /// The first tools version of Xcode 5's release (4514), whose canvas puts the root view under
    /// the `blackOpaque` status bar too: two iPad storyboards it saved with that style store
    /// their root views 768 × 1024 at y = 0, a scroll view pinned to the root's edges 1024 tall
    /// and an indicator centred in it at y = 494, where a preview (4451) stored y = 20.
    private static let xcode5ReleaseTools = 4500

    /// Whether the Xcode that saved `document` drew a scene whose own simulated metrics are
    /// `metrics` below an opaque status bar: Xcode 4 with a status bar that is inferred or
    /// stored without a style (iOS 6's default, opaque) or in an opaque style, Xcode 5's
    /// previews with `blackOpaque`.
    static func applies(to document: IBDocument, metrics: SimulatedMetrics?) -> Bool {
        guard let tools = DeviceTable.toolsVersion(of: document), tools < xcode5ReleaseTools else { return false }
        let statusBar = metrics?.statusBar ?? document.defaultSimulatedMetrics?.statusBar
        switch statusBar {
        case .statusBar(let style)?:
            return tools < xcode5Tools ? style == nil || style == "blackOpaque" : style == "blackOpaque"
        case nil:
            return tools < xcode5Tools
        default:
            return false
        }
    }

    /// Whether `document` was saved by Xcode 4, whose canvas draws iOS 6's bars: opaque, whatever
    /// the status bar's style (two iPad storyboards of Xcode 4.6 with a `blackTranslucent` status
    /// bar store their navigation roots 64 points down, below the bar).
    static func drawsOpaqueBars(_ document: IBDocument) -> Bool {
        DeviceTable.toolsVersion(of: document).map { $0 < xcode5Tools } ?? false
    }

    /// `controller` with every bar of its containers opaque, as iOS 6 drew tab bars and, in
    /// their default style, navigation bars and toolbars: a root view ends above them.
    static func opaqueBars(_ controller: ScreenModel.Controller) -> ScreenModel.Controller {
        var result = controller
        switch controller.kind {
        case .view, .tableView:
            break
        case .navigation(var navigation):
            navigation.viewControllers = navigation.viewControllers.map(opaqueBars)
            navigation.navigationBar = navigation.navigationBar ?? ScreenModel.NavigationBar()
            navigation.navigationBar?.translucent = false
            navigation.toolbar = navigation.toolbar ?? ScreenModel.Bar()
            navigation.toolbar?.translucent = false
            result.kind = .navigation(navigation)
        case .tabBar(var tabs):
            tabs.viewControllers = tabs.viewControllers.map(opaqueBars)
            tabs.tabBar = tabs.tabBar ?? ScreenModel.Bar()
            tabs.tabBar?.translucent = false
            result.kind = .tabBar(tabs)
        }
        return result
    }
}
