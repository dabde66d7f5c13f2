import LayoutSpec
import Yams

/// Writes a state's settings into a spec's YAML document, as if the person had edited the file:
/// the screen's device, orientation, iOS version and direction; every navigation controller's
/// bars, every tab bar; the visible content controller's properties; named views' margins and
/// scroll settings. The loader then checks the values as it checks any spec.
struct SpecOverrides {
    let state: PlaygroundState

    /// Whether the state changes the document at all.
    var changesDocument: Bool {
        state.device != nil || state.orientation != nil || state.systemVersion != nil || state.rightToLeft != nil
            || !state.navigationBar.isEmpty || !state.toolbar.isEmpty || !state.tabBar.isEmpty
            || !state.controller.isEmpty || state.views.values.contains { !$0.isEmpty }
    }

    /// `root` with the settings written in. The `expect:` entries are dropped, since they
    /// describe the unedited screen.
    func apply(to root: Node) -> Node {
        guard changesDocument, var top = root.mapping else { return root }
        set(&top, "device", state.device.map(scalar))
        set(&top, "orientation", state.orientation.map(scalar))
        set(&top, "systemVersion", state.systemVersion.map(number))
        set(&top, "layoutDirection", state.rightToLeft.map { scalar($0 ? "rightToLeft" : "leftToRight") })
        top["expect"] = nil
        if let controller = top["controller"] {
            top["controller"] = self.controller(controller, isVisible: true)
        }
        if case .sequence(var views)? = top["views"] {
            for index in views.indices { views[index] = view(views[index], name: views[index]["name"]?.string) }
            top["views"] = .sequence(views)
        }
        return .mapping(top)
    }

    private func controller(_ node: Node, isVisible: Bool) -> Node {
        guard var mapping = node.mapping else { return node }
        let kind = mapping["class"]?.string ?? "UIViewController"
        let name = mapping["name"]?.string
        switch kind {
        case "UINavigationController":
            setBar(&mapping, "navigationBar", state.navigationBar, largeTitles: true)
            setBar(&mapping, "toolbar", state.toolbar, largeTitles: false)
            mapping["viewControllers"] = children(mapping["viewControllers"], isVisible: isVisible) { $0 == $1 - 1 }
        case "UITabBarController":
            setBar(&mapping, "tabBar", state.tabBar, largeTitles: false)
            let selected = mapping["selectedIndex"]?.int ?? 0
            mapping["viewControllers"] = children(mapping["viewControllers"], isVisible: isVisible) { index, _ in
                index == selected
            }
        default:
            if isVisible { setController(&mapping) }
            if let name, let overrides = state.views[name], !overrides.isEmpty {
                mapping["view"] = view(mapping["view"] ?? .mapping(Node.Mapping([])), name: name)
            } else if let root = mapping["view"] {
                mapping["view"] = view(root, name: nil)
            }
        }
        return .mapping(mapping)
    }

    /// The `viewControllers` list with each child rewritten; `shows(index, count)` tells the
    /// one on screen.
    private func children(_ list: Node?, isVisible: Bool, shows: (Int, Int) -> Bool) -> Node? {
        guard case .sequence(var sequence)? = list else { return list }
        let count = sequence.count
        for index in sequence.indices {
            sequence[index] = controller(sequence[index], isVisible: isVisible && shows(index, count))
        }
        return .sequence(sequence)
    }

    private func setController(_ mapping: inout Node.Mapping) {
        let settings = state.controller
        set(&mapping, "edgesForExtendedLayout", settings.edgesForExtendedLayout.map(edges))
        set(&mapping, "extendedLayoutIncludesOpaqueBars", settings.extendedLayoutIncludesOpaqueBars.map(flag))
        set(&mapping, "automaticallyAdjustsScrollViewInsets", settings.automaticallyAdjustsScrollViewInsets.map(flag))
        set(&mapping, "additionalSafeAreaInsets", settings.additionalSafeAreaInsets.map(insets))
        set(
            &mapping, "viewRespectsSystemMinimumLayoutMargins",
            settings.viewRespectsSystemMinimumLayoutMargins.map(flag))
        set(&mapping, "prefersStatusBarHidden", settings.prefersStatusBarHidden.map(flag))
    }

    private func setBar(_ mapping: inout Node.Mapping, _ key: String, _ bar: PlaygroundState.Bar, largeTitles: Bool) {
        guard !bar.isEmpty else { return }
        var settings = mapping[key]?.mapping ?? Node.Mapping([])
        set(&settings, "hidden", bar.hidden.map(flag))
        set(&settings, "translucent", bar.translucent.map(flag))
        if largeTitles {
            set(&settings, "prefersLargeTitles", bar.prefersLargeTitles.map(flag))
            set(&settings, "opaqueBackground", bar.opaqueBackground.map(flag))
        }
        mapping[key] = .mapping(settings)
    }

    /// A view mapping (or the name of a view described apart, left alone) with its overrides and
    /// its subviews' written in.
    private func view(_ node: Node, name: String?) -> Node {
        guard var mapping = node.mapping else { return node }
        let name = name ?? mapping["name"]?.string
        if let name, let settings = state.views[name] {
            set(&mapping, "layoutMargins", settings.layoutMargins.map(insets))
            if let margins = settings.directionalLayoutMargins {
                let keys = ["top", "leading", "bottom", "trailing"]
                mapping["directionalLayoutMargins"] = .mapping(
                    Node.Mapping(zip(keys, margins.values).map { (scalar($0), number($1)) }))
            }
            set(&mapping, "preservesSuperviewLayoutMargins", settings.preservesSuperviewLayoutMargins.map(flag))
            set(&mapping, "insetsLayoutMarginsFromSafeArea", settings.insetsLayoutMarginsFromSafeArea.map(flag))
            set(&mapping, "contentInsetAdjustmentBehavior", settings.contentInsetAdjustmentBehavior.map(scalar))
        }
        if case .sequence(var subviews)? = mapping["subviews"] {
            for index in subviews.indices { subviews[index] = view(subviews[index], name: nil) }
            mapping["subviews"] = .sequence(subviews)
        }
        return .mapping(mapping)
    }

    private func set(_ mapping: inout Node.Mapping, _ key: String, _ value: Node?) {
        if let value { mapping[key] = value }
    }

    private func scalar(_ text: String) -> Node { Node(text) }
    private func flag(_ value: Bool) -> Node { Node(value ? "true" : "false") }

    private func number(_ value: Double) -> Node {
        Node(formatNumber(value))
    }

    private func insets(_ value: PlaygroundState.Insets) -> Node {
        .sequence(Node.Sequence(value.values.map(number)))
    }

    private func edges(_ names: [String]) -> Node {
        names.count == 1 && ["all", "none"].contains(names[0])
            ? scalar(names[0]) : .sequence(Node.Sequence(names.map(scalar)))
    }
}
