import Foundation
import Yams

/// Makes the container stack of a spec: navigation and tab bar controllers with their bars,
/// and content controllers with their root views.
@MainActor
struct ControllerBuilder {
    let views: ViewTreeBuilder
    /// The screen's bounds: a content controller's root view starts this large, as a view
    /// UIKit loads does, so that frames and autoresizing masks inside it mean what they say.
    let screenBounds: CGRect
    var scope: SpecScope { views.scope }

    static let classes = ["UIViewController", "UITableViewController", "UINavigationController", "UITabBarController"]

    /// The controller `node` describes, with its children; `roots` collects the content
    /// controllers' root views, to be filled with their subviews.
    func makeController(_ node: SpecNode, roots: inout [ViewDefinition], named: inout [(String, UIViewController)])
        throws(SpecError) -> UIViewController
    {
        let node = SpecNode(node: node.node, file: node.file, role: "a view controller")
        guard case .mapping(let raw) = node.node else {
            throw node.error("expected a mapping for a view controller, found \(node.found)")
        }
        var className = "UIViewController"
        if let classNode = raw["class"] {
            let classSpec = SpecNode(node: classNode, file: node.file, role: "'class'")
            className = try classSpec.choice(Self.classes, kind: "view controller class")
        }
        let controller: UIViewController
        let mapping: SpecMapping
        var controllerName: String?
        func takeName(_ mapping: SpecMapping) throws(SpecError) {
            guard let nameNode = mapping["name"] else { return }
            let name = try nameNode.string()
            try scope.reserveControllerName(name, at: nameNode)
            controllerName = name
        }
        switch className {
        case "UINavigationController":
            mapping = try node.mapping(SpecKeys.navigationController)
            try takeName(mapping)
            let navigation = UINavigationController()
            if let controllerName { named.append((controllerName, navigation)) }
            let children = try makeChildren(mapping, roots: &roots, named: &named)
            navigation.setViewControllers(children, animated: false)
            if let bar = mapping["navigationBar"] { try configureNavigationBar(bar, of: navigation) }
            if let toolbar = mapping["toolbar"] { try configureToolbar(toolbar, of: navigation) }
            controller = navigation
        case "UITabBarController":
            mapping = try node.mapping(SpecKeys.tabBarController)
            try takeName(mapping)
            let tabs = UITabBarController()
            if let controllerName { named.append((controllerName, tabs)) }
            tabs.setViewControllers(try makeChildren(mapping, roots: &roots, named: &named), animated: false)
            if let indexNode = mapping["selectedIndex"] {
                let index = try indexNode.integer()
                guard index >= 0, index < (tabs.viewControllers?.count ?? 0) else {
                    throw indexNode.error("'selectedIndex' \(index) is not the index of one of the view controllers")
                }
                tabs.selectedIndex = index
            }
            if let bar = mapping["tabBar"] { try configureTabBar(bar, of: tabs) }
            controller = tabs
        default:
            mapping = try node.mapping(SpecKeys.contentController)
            try takeName(mapping)
            let isTable = className == "UITableViewController"
            let viewNode =
                mapping["view"] ?? SpecNode(node: Node([] as [(Node, Node)]), file: node.file, role: "a view")
            let definition = try views.makeView(
                viewNode, fixedClass: isTable ? "UITableView" : nil, allowsName: false)
            if definition.view.frame == .zero { definition.view.frame = screenBounds }
            roots.append(definition)
            let hidesStatusBar = try mapping["prefersStatusBarHidden"]?.bool() ?? false
            if isTable, let table = definition.view as? UITableView {
                let tableController = SpecTableViewController(table: table)
                tableController.statusBarHidden = hidesStatusBar
                controller = tableController
            } else {
                let plain = SpecViewController(rootView: definition.view)
                plain.statusBarHidden = hidesStatusBar
                controller = plain
            }
            if let controllerName { named.append((controllerName, controller)) }
        }
        try configureCommon(mapping, of: controller)
        scope.register(controller: controller, rootView: controller.view, name: controllerName)
        return controller
    }

    private func makeChildren(
        _ mapping: SpecMapping, roots: inout [ViewDefinition], named: inout [(String, UIViewController)]
    ) throws(SpecError) -> [UIViewController] {
        let list = try mapping.required("viewControllers")
        let entries = try list.list()
        guard !entries.isEmpty else { throw list.error("'viewControllers' needs at least one view controller") }
        var children: [UIViewController] = []
        for entry in entries { children.append(try makeController(entry, roots: &roots, named: &named)) }
        return children
    }

    private func configureCommon(_ mapping: SpecMapping, of controller: UIViewController) throws(SpecError) {
        if let node = mapping["title"] { controller.title = try node.string() }
        if let node = mapping["edgesForExtendedLayout"] { controller.edgesForExtendedLayout = try edges(node) }
        if let node = mapping["extendedLayoutIncludesOpaqueBars"] {
            controller.extendedLayoutIncludesOpaqueBars = try node.bool()
        }
        if let node = mapping["automaticallyAdjustsScrollViewInsets"] {
            controller.automaticallyAdjustsScrollViewInsets = try node.bool()
        }
        if let node = mapping["additionalSafeAreaInsets"] { controller.additionalSafeAreaInsets = try node.insets() }
        if let node = mapping["viewRespectsSystemMinimumLayoutMargins"] {
            controller.viewRespectsSystemMinimumLayoutMargins = try node.bool()
        }
    }

    static let edgeNames: [(String, UIRectEdge)] = [
        ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right),
    ]

    /// `all`, `none`, or a list of `top`, `left`, `bottom`, `right`.
    private func edges(_ node: SpecNode) throws(SpecError) -> UIRectEdge {
        if case .scalar = node.node {
            let name = try node.choice(["all", "none"], kind: "edge set")
            return name == "all" ? .all : []
        }
        var edges: UIRectEdge = []
        for item in try node.list() {
            let name = try item.choice(Self.edgeNames.map(\.0), kind: "edge")
            edges.insert(Self.edgeNames.first { $0.0 == name }!.1)
        }
        return edges
    }

    private func configureNavigationBar(_ node: SpecNode, of navigation: UINavigationController) throws(SpecError) {
        let mapping = try node.mapping(SpecKeys.navigationBar)
        let bar = navigation.navigationBar
        if let value = mapping["translucent"] { bar.isTranslucent = try value.bool() }
        if let value = mapping["hidden"] { navigation.setNavigationBarHidden(try value.bool(), animated: false) }
        if let value = mapping["prefersLargeTitles"] { bar.prefersLargeTitles = try value.bool() }
        if let value = mapping["opaqueBackground"], try value.bool() {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            bar.standardAppearance = appearance
        }
        if let value = mapping["color"] { bar.backgroundColor = try ColorParser.color(value) }
    }

    private func configureToolbar(_ node: SpecNode, of navigation: UINavigationController) throws(SpecError) {
        let mapping = try node.mapping(SpecKeys.toolbar)
        if let value = mapping["hidden"] { navigation.setToolbarHidden(try value.bool(), animated: false) }
        if let value = mapping["translucent"] { navigation.toolbar.isTranslucent = try value.bool() }
        if let value = mapping["color"] { navigation.toolbar.backgroundColor = try ColorParser.color(value) }
    }

    private func configureTabBar(_ node: SpecNode, of tabs: UITabBarController) throws(SpecError) {
        let mapping = try node.mapping(SpecKeys.tabBar)
        if let value = mapping["translucent"] { tabs.tabBar.isTranslucent = try value.bool() }
        if let value = mapping["hidden"] { tabs.tabBar.isHidden = try value.bool() }
        if let value = mapping["color"] { tabs.tabBar.backgroundColor = try ColorParser.color(value) }
    }
}
