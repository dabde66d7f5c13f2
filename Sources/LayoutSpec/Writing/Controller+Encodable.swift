extension ScreenModel.Controller: Encodable {
    /// A view controller mapping of the spec format.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SpecKey.self)
        if className != "UIViewController" { try container.encode(className, forKey: "class") }
        try container.write(name, "name")
        try container.write(title, "title")
        try container.write(prompt, "prompt")
        try container.write(edgesForExtendedLayout, "edgesForExtendedLayout")
        try container.write(extendedLayoutIncludesOpaqueBars, "extendedLayoutIncludesOpaqueBars")
        try container.write(automaticallyAdjustsScrollViewInsets, "automaticallyAdjustsScrollViewInsets")
        try container.write(additionalSafeAreaInsets, "additionalSafeAreaInsets")
        try container.write(viewRespectsSystemMinimumLayoutMargins, "viewRespectsSystemMinimumLayoutMargins")
        switch kind {
        case .view(let content), .tableView(let content):
            try container.write(content.prefersStatusBarHidden, "prefersStatusBarHidden")
            let isTable = className == "UITableViewController"
            if isTable || content.view != ScreenModel.View() {
                try content.view.encode(
                    to: container.superEncoder(forKey: "view"), as: .root(controllerName: name, isTable: isTable))
            }
        case .navigation(let navigation):
            try container.write(navigation.navigationBar, "navigationBar")
            try container.write(navigation.toolbar, "toolbar")
            try container.encode(navigation.viewControllers, forKey: "viewControllers")
        case .tabBar(let tabs):
            try container.write(tabs.selectedIndex, "selectedIndex")
            try container.write(tabs.tabBar, "tabBar")
            try container.encode(tabs.viewControllers, forKey: "viewControllers")
        }
    }
}

extension ScreenModel.NavigationBar: Encodable {
    /// `{hidden, translucent, prefersLargeTitles, opaqueBackground, color}`, those set.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SpecKey.self)
        try container.write(hidden, "hidden")
        try container.write(translucent, "translucent")
        try container.write(prefersLargeTitles, "prefersLargeTitles")
        try container.write(opaqueBackground, "opaqueBackground")
        try container.write(color, "color")
    }
}

extension ScreenModel.Bar: Encodable {
    /// `{hidden, translucent, color}`, those set.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SpecKey.self)
        try container.write(hidden, "hidden")
        try container.write(translucent, "translucent")
        try container.write(color, "color")
    }
}
