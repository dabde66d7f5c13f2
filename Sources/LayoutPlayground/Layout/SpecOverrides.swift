import LayoutSpec

/// Writes a state's settings into a screen model, as if the person had edited the spec: the
/// screen's device, orientation, iOS version and direction; every navigation controller's bars,
/// every tab bar; the visible content controller's properties; named views' margins and scroll
/// settings. A value the spec format would refuse is refused with the loader's message.
struct SpecOverrides {
    let state: PlaygroundState

    /// Whether the state changes the model at all.
    var changesDocument: Bool {
        state.device != nil || state.orientation != nil || state.systemVersion != nil || state.rightToLeft != nil
            || !state.navigationBar.isEmpty || !state.toolbar.isEmpty || !state.tabBar.isEmpty
            || !state.controller.isEmpty || state.views.values.contains { !$0.isEmpty }
    }

    /// Writes the settings into `model`. The expectations are dropped, since they describe the
    /// unedited screen.
    func apply(to model: inout ScreenModel) throws(PlaygroundError) {
        guard changesDocument else { return }
        if let device = state.device { model.device = try choice(device, kind: "device") }
        if let orientation = state.orientation { model.orientation = try choice(orientation, kind: "orientation") }
        if let version = state.systemVersion { model.systemVersion = version }
        if let rightToLeft = state.rightToLeft { model.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight }
        model.expectations = [:]
        try apply(to: &model.controller, isVisible: true)
    }

    private func apply(to controller: inout ScreenModel.Controller, isVisible: Bool) throws(PlaygroundError) {
        switch controller.kind {
        case .navigation(var navigation):
            if !state.navigationBar.isEmpty {
                var bar = navigation.navigationBar ?? ScreenModel.NavigationBar()
                let settings = state.navigationBar
                bar.hidden = settings.hidden ?? bar.hidden
                bar.translucent = settings.translucent ?? bar.translucent
                bar.prefersLargeTitles = settings.prefersLargeTitles ?? bar.prefersLargeTitles
                bar.opaqueBackground = settings.opaqueBackground ?? bar.opaqueBackground
                navigation.navigationBar = bar
            }
            if !state.toolbar.isEmpty { navigation.toolbar = apply(state.toolbar, to: navigation.toolbar) }
            let last = navigation.viewControllers.count - 1
            for index in navigation.viewControllers.indices {
                try apply(to: &navigation.viewControllers[index], isVisible: isVisible && index == last)
            }
            controller.kind = .navigation(navigation)
        case .tabBar(var tabs):
            if !state.tabBar.isEmpty { tabs.tabBar = apply(state.tabBar, to: tabs.tabBar) }
            let selected = tabs.selectedIndex ?? 0
            for index in tabs.viewControllers.indices {
                try apply(to: &tabs.viewControllers[index], isVisible: isVisible && index == selected)
            }
            controller.kind = .tabBar(tabs)
        case .view, .tableView:
            if isVisible { try applyControllerSettings(to: &controller) }
            switch controller.kind {
            case .view(var content):
                try apply(to: &content.view, name: controller.name, isRoot: true)
                controller.kind = .view(content)
            case .tableView(var content):
                try apply(to: &content.view, name: controller.name, isRoot: true)
                controller.kind = .tableView(content)
            case .navigation, .tabBar: break
            }
        }
    }

    private func apply(_ settings: PlaygroundState.Bar, to bar: ScreenModel.Bar?) -> ScreenModel.Bar {
        var bar = bar ?? ScreenModel.Bar()
        bar.hidden = settings.hidden ?? bar.hidden
        bar.translucent = settings.translucent ?? bar.translucent
        return bar
    }

    private func applyControllerSettings(to controller: inout ScreenModel.Controller) throws(PlaygroundError) {
        let settings = state.controller
        if let names = settings.edgesForExtendedLayout { controller.edgesForExtendedLayout = try edges(names) }
        if let value = settings.extendedLayoutIncludesOpaqueBars { controller.extendedLayoutIncludesOpaqueBars = value }
        if let value = settings.automaticallyAdjustsScrollViewInsets {
            controller.automaticallyAdjustsScrollViewInsets = value
        }
        if let insets = settings.additionalSafeAreaInsets {
            controller.additionalSafeAreaInsets = ScreenModel.Insets(
                top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }
        if let value = settings.viewRespectsSystemMinimumLayoutMargins {
            controller.viewRespectsSystemMinimumLayoutMargins = value
        }
        if let hidden = settings.prefersStatusBarHidden {
            switch controller.kind {
            case .view(var content):
                content.prefersStatusBarHidden = hidden
                controller.kind = .view(content)
            case .tableView(var content):
                content.prefersStatusBarHidden = hidden
                controller.kind = .tableView(content)
            case .navigation, .tabBar: break
            }
        }
    }

    /// A view (a controller's root view, named by its controller) and its subviews, with the
    /// settings of those that have a name.
    private func apply(to view: inout ScreenModel.View, name: String?, isRoot: Bool) throws(PlaygroundError) {
        if let name, let settings = state.views[name], !settings.isEmpty {
            if let margins = settings.layoutMargins {
                view.layoutMargins = ScreenModel.Insets(
                    top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
            }
            if let margins = settings.directionalLayoutMargins {
                view.directionalLayoutMargins = ScreenModel.DirectionalInsets(
                    top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
            }
            view.preservesSuperviewLayoutMargins =
                settings.preservesSuperviewLayoutMargins ?? view.preservesSuperviewLayoutMargins
            view.insetsLayoutMarginsFromSafeArea =
                settings.insetsLayoutMarginsFromSafeArea ?? view.insetsLayoutMarginsFromSafeArea
            if let behavior = settings.contentInsetAdjustmentBehavior {
                guard var scrollView = view.scrollView else {
                    let keys = SpecKeys.view(ofClass: view.kind.className, allowsName: !isRoot)
                    throw notFitting(
                        SpecMessages.unknownKey("contentInsetAdjustmentBehavior", in: "a view", expected: keys))
                }
                scrollView.contentInsetAdjustmentBehavior = try choice(
                    behavior, kind: "content inset adjustment behaviour")
                view.scrollView = scrollView
            }
        }
        for index in view.subviews.indices {
            try apply(to: &view.subviews[index], name: view.subviews[index].name, isRoot: false)
        }
    }

    /// `all`, `none`, or some of `top`, `left`, `bottom`, `right`.
    private func edges(_ names: [String]) throws(PlaygroundError) -> ScreenModel.Edges {
        if names.count == 1, names[0] == "all" { return .all }
        if names.count == 1, names[0] == "none" { return [] }
        var edges: ScreenModel.Edges = []
        let known = ScreenModel.Edges.names
        for name in names {
            guard let edge = known.first(where: { $0.0 == name })?.1 else {
                throw notFitting(SpecMessages.unknown("edge", name, expected: known.map(\.0)))
            }
            edges.insert(edge)
        }
        return edges
    }

    private func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, kind: String)
        throws(PlaygroundError) -> Choice where Choice.RawValue == String
    {
        guard let value = Choice(rawValue: name) else {
            throw notFitting(SpecMessages.unknown(kind, name, expected: Choice.allCases.map(\.rawValue)))
        }
        return value
    }

    private func notFitting(_ message: String) -> PlaygroundError {
        PlaygroundError("the settings do not fit this spec: \(message)")
    }
}
