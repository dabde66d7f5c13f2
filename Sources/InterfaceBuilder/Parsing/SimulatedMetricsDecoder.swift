/// Decodes the simulated metrics elements Interface Builder stores on controllers, on xibs'
/// top-level views, and in the document-wide `<simulatedMetricsContainer>` of Xcode 5 to 7.
struct SimulatedMetricsDecoder {
    let context: DecodingContext

    private static let statusBarKeys: Set<String> = ["simulatedStatusBarMetrics", "statusBar"]
    private static let topBarKeys: Set<String> = ["simulatedTopBarMetrics"]
    private static let bottomBarKeys: Set<String> = ["simulatedBottomBarMetrics"]

    /// `<simulatedMetricsContainer key="defaultSimulatedMetrics">`'s metrics.
    func container(_ node: XMLNode) -> SimulatedMetrics {
        var metrics = SimulatedMetrics()
        for child in node.children where !apply(child, to: &metrics) {
            context.skip(child, in: node)
        }
        return metrics
    }

    /// Reads `node` into `metrics` when it is a simulated metric; returns whether it was one.
    func apply(_ node: XMLNode, to metrics: inout SimulatedMetrics) -> Bool {
        let key = node.key ?? ""
        switch node.name {
        case "nil":
            if Self.statusBarKeys.contains(key) {
                metrics.statusBar = SimulatedBar.none
            } else if Self.topBarKeys.contains(key) {
                metrics.topBar = SimulatedBar.none
            } else if Self.bottomBarKeys.contains(key) {
                metrics.bottomBar = SimulatedBar.none
            } else {
                return false
            }
        case "simulatedStatusBarMetrics":
            metrics.statusBar = .statusBar(style: node["statusBarStyle"])
        case "simulatedNavigationBarMetrics":
            let bar = SimulatedBar.navigationBar(
                isTranslucent: context.bool(node, "translucent") ?? true,
                isPrompted: context.bool(node, "prompted") ?? false,
                barStyle: node["barStyle"])
            if Self.bottomBarKeys.contains(key) { metrics.bottomBar = bar } else { metrics.topBar = bar }
        case "simulatedTabBarMetrics", "simulatedToolbarMetrics":
            let translucent = context.bool(node, "translucent") ?? true
            let bar: SimulatedBar =
                node.name == "simulatedTabBarMetrics"
                ? .tabBar(isTranslucent: translucent, barStyle: node["barStyle"])
                : .toolbar(isTranslucent: translucent, barStyle: node["barStyle"])
            if Self.topBarKeys.contains(key) { metrics.topBar = bar } else { metrics.bottomBar = bar }
        case "simulatedOrientationMetrics":
            metrics.orientation =
                node["orientation"] == nil ? .portrait : context.value(Orientation.self, node, "orientation")
        case "simulatedScreenMetrics":
            metrics.destination = .screen(type: node["type"])
        case "freeformSimulatedSizeMetrics":
            metrics.destination = .freeform
        case _ where node.name.hasSuffix("SimulatedSizeMetrics"):
            metrics.destination = .other(elementName: node.name)
        case "size" where key == "freeformSize":
            metrics.freeformSize = GeometryDecoder(context: context).size(node)
        default:
            return false
        }
        return true
    }
}
