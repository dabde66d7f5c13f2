/// The keys each part of a spec accepts; the loader refuses any other key, and
/// docs/spec-format.schema.json lists the same ones.
public enum SpecKeys {
    /// Keys of the spec itself.
    public static let screen = [
        "name", "description", "device", "orientation", "systemVersion", "layoutDirection", "metrics", "controller",
        "views", "constraints", "visualFormat", "snapKit", "expect",
    ]

    /// Keys every view controller accepts.
    static let controller = [
        "class", "name", "title", "prompt", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
        "automaticallyAdjustsScrollViewInsets", "additionalSafeAreaInsets", "viewRespectsSystemMinimumLayoutMargins",
    ]
    static let navigationController = controller + ["navigationBar", "toolbar", "viewControllers"]
    static let tabBarController = controller + ["tabBar", "viewControllers", "selectedIndex"]
    static let contentController = controller + ["prefersStatusBarHidden", "view"]

    static let navigationBar = ["translucent", "hidden", "prefersLargeTitles", "opaqueBackground", "color"]
    static let toolbar = ["hidden", "translucent", "color"]
    static let tabBar = ["hidden", "translucent", "color"]

    /// The keys a view of `className` accepts: those every view takes, then the class's; a
    /// controller's root view has no `name` (its controller's names it).
    package static func view(ofClass className: String, allowsName: Bool = true) -> [String] {
        var keys = view + (ViewClassRegistry.named(className)?.keys ?? [])
        if !allowsName { keys.removeAll { $0 == "name" } }
        return keys
    }

    /// Keys every view accepts, whatever its class.
    static let view = [
        "class", "name", "color", "frame", "autoresizingMask", "translatesAutoresizingMaskIntoConstraints", "isHidden",
        "layoutMargins", "directionalLayoutMargins", "preservesSuperviewLayoutMargins",
        "insetsLayoutMarginsFromSafeArea", "layoutMarginsFollowReadableWidth", "semanticContentAttribute",
        "intrinsicContentSize",
        "contentHuggingPriority", "contentCompressionResistancePriority", "subviews", "guides", "constraints",
        "visualFormat", "snapKit",
    ]
    static let scrollView = [
        "contentInset", "contentInsetAdjustmentBehavior", "contentSize", "contentOffset", "alwaysBounceVertical",
        "alwaysBounceHorizontal",
    ]
    static let tableView = ["style", "rows"]
    static let rows = ["count", "height", "cell", "content"]
    static let cell = ["color", "subviews", "constraints", "visualFormat", "snapKit"]

    static let guide = ["name", "identifier"]
    static let constraint = ["equation", "identifier", "active"]
    static let visualFormat = ["format", "options", "metrics"]
    static let axisPriorities = ["horizontal", "vertical"]

    /// Keys of one entry of `expect`.
    static let expectation = [
        "frame", "layoutFrame", "safeAreaInsets", "layoutMargins", "contentInset", "adjustedContentInset",
        "contentOffset", "contentSize", "topLayoutGuide", "bottomLayoutGuide",
    ]
}
