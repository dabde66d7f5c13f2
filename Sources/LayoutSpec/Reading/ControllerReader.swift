import Yams

/// Reads the container stack of a spec: navigation and tab bar controllers with their bars, and
/// content controllers with their root views.
struct ControllerReader {
    let views: ViewReader
    var scope: ReadingScope { views.scope }

    static let classes = ["UIViewController", "UITableViewController", "UINavigationController", "UITabBarController"]

    /// A controller read, whose content controllers' root views are placed later.
    struct Pending {
        var model: ScreenModel.Controller
        var root: PendingView?
        var children: [Pending]

        /// The controller with its views and children as placed.
        var resolved: ScreenModel.Controller {
            var controller = model
            switch controller.kind {
            case .view(var content):
                content.view = root?.resolved ?? content.view
                controller.kind = .view(content)
            case .tableView(var content):
                content.view = root?.resolved ?? content.view
                controller.kind = .tableView(content)
            case .navigation(var navigation):
                navigation.viewControllers = children.map(\.resolved)
                controller.kind = .navigation(navigation)
            case .tabBar(var tabs):
                tabs.viewControllers = children.map(\.resolved)
                controller.kind = .tabBar(tabs)
            }
            return controller
        }

        /// The root views of the content controllers, outermost first.
        var roots: [PendingView] { (root.map { [$0] } ?? []) + children.flatMap(\.roots) }
    }

    /// The controller `node` describes, with its children.
    func read(_ node: SpecNode) throws(SpecError) -> Pending {
        let node = SpecNode(node: node.node, file: node.file, role: "a view controller")
        guard case .mapping(let raw) = node.node else {
            throw node.error("expected a mapping for a view controller, found \(node.found)")
        }
        var className = "UIViewController"
        if let classNode = raw["class"] {
            let classSpec = SpecNode(node: classNode, file: node.file, role: "'class'")
            className = try classSpec.choice(Self.classes, kind: "view controller class")
        }
        let mapping: SpecMapping
        var name: String?
        func takeName(_ mapping: SpecMapping) throws(SpecError) {
            guard let nameNode = mapping["name"] else { return }
            let text = try nameNode.string()
            try scope.declare(text, at: nameNode)
            scope.viewNames.insert(text)
            name = text
        }
        var pending: Pending
        switch className {
        case "UINavigationController":
            mapping = try node.mapping(SpecKeys.navigationController)
            try takeName(mapping)
            let children = try readChildren(mapping)
            var navigation = ScreenModel.Controller.Navigation(viewControllers: [])
            if let bar = mapping["navigationBar"] { navigation.navigationBar = try Self.navigationBar(bar) }
            if let toolbar = mapping["toolbar"] { navigation.toolbar = try Self.bar(toolbar, keys: SpecKeys.toolbar) }
            pending = Pending(model: ScreenModel.Controller(.navigation(navigation)), root: nil, children: children)
        case "UITabBarController":
            mapping = try node.mapping(SpecKeys.tabBarController)
            try takeName(mapping)
            let children = try readChildren(mapping)
            var tabs = ScreenModel.Controller.Tabs(viewControllers: [])
            if let indexNode = mapping["selectedIndex"] {
                let index = try indexNode.integer()
                guard index >= 0, index < children.count else {
                    throw indexNode.error("'selectedIndex' \(index) is not the index of one of the view controllers")
                }
                tabs.selectedIndex = index
            }
            if let tabBar = mapping["tabBar"] { tabs.tabBar = try Self.bar(tabBar, keys: SpecKeys.tabBar) }
            pending = Pending(model: ScreenModel.Controller(.tabBar(tabs)), root: nil, children: children)
        default:
            mapping = try node.mapping(SpecKeys.contentController)
            try takeName(mapping)
            let isTable = className == "UITableViewController"
            let viewNode =
                mapping["view"] ?? SpecNode(node: Node([] as [(Node, Node)]), file: node.file, role: "a view")
            let root = try views.readView(viewNode, fixedClass: isTable ? "UITableView" : nil, allowsName: false)
            root.controllerName = name
            if let name { scope.provide(view: root, name: name) }
            let content = ScreenModel.Controller.Content(
                view: root.model, prefersStatusBarHidden: try mapping["prefersStatusBarHidden"]?.bool())
            pending = Pending(
                model: ScreenModel.Controller(isTable ? .tableView(content) : .view(content)), root: root, children: [])
        }
        pending.model.name = name
        pending.model.location = node.modelLocation
        try readCommon(mapping, into: &pending.model)
        return pending
    }

    private func readChildren(_ mapping: SpecMapping) throws(SpecError) -> [Pending] {
        let list = try mapping.required("viewControllers")
        let entries = try list.list()
        guard !entries.isEmpty else { throw list.error("'viewControllers' needs at least one view controller") }
        var children: [Pending] = []
        for entry in entries { children.append(try read(entry)) }
        return children
    }

    private func readCommon(_ mapping: SpecMapping, into controller: inout ScreenModel.Controller) throws(SpecError) {
        controller.title = try mapping["title"]?.string()
        controller.prompt = try mapping["prompt"]?.string()
        controller.edgesForExtendedLayout = try mapping["edgesForExtendedLayout"]?.edges()
        controller.extendedLayoutIncludesOpaqueBars = try mapping["extendedLayoutIncludesOpaqueBars"]?.bool()
        controller.automaticallyAdjustsScrollViewInsets = try mapping["automaticallyAdjustsScrollViewInsets"]?.bool()
        controller.additionalSafeAreaInsets = try mapping["additionalSafeAreaInsets"]?.insets()
        controller.viewRespectsSystemMinimumLayoutMargins = try mapping["viewRespectsSystemMinimumLayoutMargins"]?
            .bool()
    }

    static func navigationBar(_ node: SpecNode) throws(SpecError) -> ScreenModel.NavigationBar {
        let mapping = try node.mapping(SpecKeys.navigationBar)
        var bar = ScreenModel.NavigationBar(location: node.modelLocation)
        bar.translucent = try mapping["translucent"]?.bool()
        bar.hidden = try mapping["hidden"]?.bool()
        bar.prefersLargeTitles = try mapping["prefersLargeTitles"]?.bool()
        bar.opaqueBackground = try mapping["opaqueBackground"]?.bool()
        bar.color = try mapping["color"]?.color()
        return bar
    }

    /// A toolbar or a tab bar.
    static func bar(_ node: SpecNode, keys: [String]) throws(SpecError) -> ScreenModel.Bar {
        let mapping = try node.mapping(keys)
        var bar = ScreenModel.Bar(location: node.modelLocation)
        bar.hidden = try mapping["hidden"]?.bool()
        bar.translucent = try mapping["translucent"]?.bool()
        bar.color = try mapping["color"]?.color()
        return bar
    }
}
