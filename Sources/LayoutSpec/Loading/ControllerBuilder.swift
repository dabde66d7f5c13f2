import Foundation

/// Makes the container stack of a screen model: navigation and tab bar controllers with their
/// bars, and content controllers with their root views.
@MainActor
struct ControllerBuilder {
    let views: ViewTreeBuilder
    /// The screen's bounds: a content controller's root view starts this large, as a view
    /// UIKit loads does, so that frames and autoresizing masks inside it mean what they say.
    let screenBounds: CGRect
    var scope: SpecScope { views.scope }

    /// The controller `model` describes, with its children; `roots` collects the content
    /// controllers' root views, to be filled with their subviews.
    func make(
        _ model: ScreenModel.Controller, roots: inout [ViewTreeBuilder.Made],
        named: inout [(String, UIViewController)]
    ) throws(SpecError) -> UIViewController {
        if let name = model.name { try scope.reserveControllerName(name, at: model.location) }
        let controller: UIViewController
        switch model.kind {
        case .navigation(let settings):
            let navigation = UINavigationController()
            if let name = model.name { named.append((name, navigation)) }
            let children = try makeChildren(settings.viewControllers, of: model, roots: &roots, named: &named)
            navigation.setViewControllers(children, animated: false)
            if let bar = settings.navigationBar { try configure(bar, of: navigation) }
            if let toolbar = settings.toolbar {
                if let hidden = toolbar.hidden { navigation.setToolbarHidden(hidden, animated: false) }
                if let translucent = toolbar.translucent { navigation.toolbar.isTranslucent = translucent }
                if let color = toolbar.color {
                    navigation.toolbar.backgroundColor = try barColor(color, toolbar.location)
                }
            }
            controller = navigation
        case .tabBar(let settings):
            let tabs = UITabBarController()
            if let name = model.name { named.append((name, tabs)) }
            tabs.setViewControllers(
                try makeChildren(settings.viewControllers, of: model, roots: &roots, named: &named), animated: false)
            if let index = settings.selectedIndex {
                guard index >= 0, index < settings.viewControllers.count else {
                    throw scope.error(
                        "'selectedIndex' \(index) is not the index of one of the view controllers", at: model.location)
                }
                tabs.selectedIndex = index
            }
            if let bar = settings.tabBar {
                if let translucent = bar.translucent { tabs.tabBar.isTranslucent = translucent }
                if let hidden = bar.hidden { tabs.tabBar.isHidden = hidden }
                if let color = bar.color { tabs.tabBar.backgroundColor = try barColor(color, bar.location) }
            }
            controller = tabs
        case .view(let content), .tableView(let content):
            let isTable = model.className == "UITableViewController"
            let made = try views.make(content.view, isTableRoot: isTable)
            if made.view.frame == .zero { made.view.frame = screenBounds }
            roots.append(made)
            let hidesStatusBar = content.prefersStatusBarHidden ?? false
            if isTable, let table = made.view as? UITableView {
                let tableController = SpecTableViewController(table: table)
                tableController.statusBarHidden = hidesStatusBar
                controller = tableController
            } else {
                let plain = SpecViewController(rootView: made.view)
                plain.statusBarHidden = hidesStatusBar
                controller = plain
            }
            if let name = model.name { named.append((name, controller)) }
        }
        configureCommon(model, of: controller)
        scope.register(controller: controller, rootView: controller.view, name: model.name)
        return controller
    }

    private func makeChildren(
        _ children: [ScreenModel.Controller], of model: ScreenModel.Controller, roots: inout [ViewTreeBuilder.Made],
        named: inout [(String, UIViewController)]
    ) throws(SpecError) -> [UIViewController] {
        guard !children.isEmpty else {
            throw scope.error("'viewControllers' needs at least one view controller", at: model.location)
        }
        var made: [UIViewController] = []
        for child in children { made.append(try make(child, roots: &roots, named: &named)) }
        return made
    }

    private func configureCommon(_ model: ScreenModel.Controller, of controller: UIViewController) {
        if let title = model.title { controller.title = title }
        if let prompt = model.prompt { controller.navigationItem.prompt = prompt }
        if let edges = model.edgesForExtendedLayout {
            var rectEdges: UIRectEdge = []
            let pairs: [(ScreenModel.Edges, UIRectEdge)] = [
                (.top, .top), (.left, .left), (.bottom, .bottom), (.right, .right),
            ]
            for (edge, rectEdge) in pairs where edges.contains(edge) { rectEdges.insert(rectEdge) }
            controller.edgesForExtendedLayout = rectEdges
        }
        if let includes = model.extendedLayoutIncludesOpaqueBars {
            controller.extendedLayoutIncludesOpaqueBars = includes
        }
        if let adjusts = model.automaticallyAdjustsScrollViewInsets {
            controller.automaticallyAdjustsScrollViewInsets = adjusts
        }
        if let insets = model.additionalSafeAreaInsets {
            controller.additionalSafeAreaInsets = ViewSettings.insets(insets)
        }
        if let respects = model.viewRespectsSystemMinimumLayoutMargins {
            controller.viewRespectsSystemMinimumLayoutMargins = respects
        }
    }

    private func configure(_ model: ScreenModel.NavigationBar, of navigation: UINavigationController)
        throws(SpecError)
    {
        let bar = navigation.navigationBar
        if let translucent = model.translucent { bar.isTranslucent = translucent }
        if let hidden = model.hidden { navigation.setNavigationBarHidden(hidden, animated: false) }
        if let largeTitles = model.prefersLargeTitles { bar.prefersLargeTitles = largeTitles }
        if model.opaqueBackground == true {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            bar.standardAppearance = appearance
        }
        if let color = model.color { bar.backgroundColor = try barColor(color, model.location) }
    }

    private func barColor(_ color: ScreenModel.Color, _ location: SourceLocation?) throws(SpecError) -> UIColor {
        try views.uiColor(color, at: location)
    }
}
