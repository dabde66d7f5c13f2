/// Decodes a view controller element (`<viewController>`, `<navigationController>`, …).
struct ViewControllerDecoder {
    let context: DecodingContext

    func decode(_ node: XMLNode) -> IBViewController {
        let kind = ViewControllerKind(rawValue: node.name).flatMap { $0 == .unknown ? nil : $0 } ?? .unknown
        if kind == .unknown {
            context.warn(
                "unknown view controller element <\(node.name)>; kept as a generic view controller", about: node)
        }
        var controller = IBViewController(kind: kind, elementName: node.name, id: node["id"], location: node.location)
        controller.customClass = node["customClass"]
        controller.customModule = node["customModule"]
        controller.storyboardIdentifier = node["storyboardIdentifier"]
        controller.modalPresentationStyle = node["modalPresentationStyle"]
        controller.title = node["title"]
        controller.userLabel = node["userLabel"]
        controller.extendedLayoutIncludesOpaqueBars = context.bool(node, "extendedLayoutIncludesOpaqueBars")
        controller.automaticallyAdjustsScrollViewInsets = context.bool(node, "automaticallyAdjustsScrollViewInsets")
        controller.hidesBottomBarWhenPushed = context.bool(node, "hidesBottomBarWhenPushed")
        controller.isNavigationBarHidden = context.bool(node, "navigationBarHidden")
        controller.isToolbarHidden = context.bool(node, "toolbarHidden")
        controller.usesColumnStyle = context.bool(node, "allowDoubleColumnStyle") ?? false
        if kind == .storyboardReference {
            controller.storyboardReference = StoryboardReference(
                storyboardName: node["storyboardName"], referencedIdentifier: node["referencedIdentifier"])
        }
        for child in node.children {
            decodeChild(child, of: node, into: &controller)
        }
        return controller
    }

    private func decodeChild(_ child: XMLNode, of node: XMLNode, into controller: inout IBViewController) {
        let views = ViewDecoder(context: context)
        let items = BarItemDecoder(context: context)
        if SimulatedMetricsDecoder(context: context).apply(child, to: &controller.simulatedMetrics) { return }
        switch (child.name, child.key) {
        case ("navigationBar", "navigationBar"): controller.navigationBar = views.decode(child)
        case ("toolbar", "toolbar"): controller.toolbar = views.decode(child)
        case ("tabBar", "tabBar"): controller.tabBar = views.decode(child)
        case (_, "view") where child.name != "nil": controller.view = views.decode(child)
        case ("layoutGuides", _): controller.layoutGuides = layoutGuides(child)
        case ("navigationItem", _): controller.navigationItem = items.navigationItem(child)
        case ("tabBarItem", _): controller.tabBarItem = items.tabBarItem(child)
        case ("toolbarItems", _): controller.toolbarItems = items.barButtonItems(in: child)
        case ("extendedEdge", "edgesForExtendedLayout"):
            controller.edgesForExtendedLayout = GeometryDecoder(context: context).edges(child)
        case ("connections", _): controller.connections += ConnectionDecoder(context: context).decode(child)
        default: context.skip(child, in: node)
        }
    }

    private func layoutGuides(_ node: XMLNode) -> [ViewControllerLayoutGuide] {
        node.children.compactMap { child in
            guard child.name == "viewControllerLayoutGuide" else {
                context.skip(child, in: node)
                return nil
            }
            guard let id = child["id"] else {
                context.warn("<viewControllerLayoutGuide> has no id; ignored", about: child)
                return nil
            }
            guard let type = context.value(ViewControllerLayoutGuide.GuideType.self, child, "type") else {
                if child["type"] == nil {
                    context.warn("<viewControllerLayoutGuide> has no type; ignored", about: child)
                }
                return nil
            }
            return ViewControllerLayoutGuide(type: type, id: id, location: child.location)
        }
    }
}
