/// Decodes what a view's kind adds to the common view: text and fonts, button states and
/// configuration, images, stack arrangement, scroll insets, table metrics, cells and bar items.
struct ViewContentDecoder {
    let context: DecodingContext

    private static let textKinds: Set<ViewKind> = [.label, .textField, .textView, .searchBar, .button]
    private static let cellKinds: Set<ViewKind> = [.tableViewCell, .collectionViewCell, .collectionReusableView]
    private static let barKinds: Set<ViewKind> = [.navigationBar, .toolbar, .tabBar]
    private static let controlKinds: Set<ViewKind> = [
        .segmentedControl, .slider, .stepper, .progressView, .pageControl, .searchBar, .textView, .datePicker,
    ]

    /// Reads the attributes of `node` that belong to its kind.
    func readAttributes(_ node: XMLNode, into view: inout IBView) {
        if Self.textKinds.contains(view.kind) { readText(node, into: &view) }
        if view.kind == .button, let type = context.value(ButtonType.self, node, "buttonType") {
            view.button = ButtonAttributes(type: type)
        }
        if view.kind == .imageView, let name = node["image"] { view.image = ImageReference(name: name) }
        if view.kind == .activityIndicatorView {
            view.activityIndicatorStyle = context.value(ActivityIndicatorStyle.self, node, "style")
        }
        if view.kind == .stackView { view.stack = stack(node) }
        if Self.controlKinds.contains(view.kind) { view.control = control(node, kind: view.kind) }
        if view.kind.isScrollView,
            let behavior = context.value(ContentInsetAdjustmentBehavior.self, node, "contentInsetAdjustmentBehavior")
        {
            view.scroll = ScrollAttributes(contentInsetAdjustmentBehavior: behavior)
        }
        if view.kind == .tableView { view.table = table(node) }
        if Self.cellKinds.contains(view.kind) { view.cell = cell(node) }
        if Self.barKinds.contains(view.kind) {
            view.bar = BarAttributes(
                isTranslucent: context.bool(node, "translucent"), barStyle: node["barStyle"],
                prefersLargeTitles: context.bool(node, "largeTitles"))
        }
    }

    /// Decodes a child that belongs to `view`'s kind; returns whether `child` was one.
    func decodeChild(_ child: XMLNode, of node: XMLNode, into view: inout IBView) -> Bool {
        let geometry = GeometryDecoder(context: context)
        switch (child.name, child.key, view.kind) {
        case ("fontDescription", "fontDescription", _):
            view.text = with(view.text ?? TextAttributes()) { $0.font = font(child) }
        case ("string", "text", _), ("mutableString", "text", _):
            view.text = with(view.text ?? TextAttributes()) { $0.text = child.text }
        case ("attributedString", "attributedText", _):
            view.text = with(view.text ?? TextAttributes()) {
                $0.text = attributedText(child)
                $0.isAttributed = true
            }
        case ("state", _, .button):
            view.button = with(view.button ?? ButtonAttributes()) { $0.states.append(buttonState(child)) }
        case ("inset", "contentEdgeInsets", .button):
            view.button = with(view.button ?? ButtonAttributes()) { $0.contentEdgeInsets = geometry.edgeInsets(child) }
        case ("buttonConfiguration", "configuration", .button):
            view.button = with(view.button ?? ButtonAttributes()) { $0.configuration = configuration(child) }
        case ("imageReference", "image", .imageView):
            view.image = ImageReferenceDecoder(context: context).imageReference(child) ?? view.image
        case ("inset", "contentInset", _), ("edgeInsets", "contentInset", _):
            view.scroll = with(view.scroll ?? ScrollAttributes()) { $0.contentInset = geometry.edgeInsets(child) }
        case ("inset", "scrollIndicatorInsets", _), ("edgeInsets", "scrollIndicatorInsets", _):
            view.scroll = with(view.scroll ?? ScrollAttributes()) {
                $0.scrollIndicatorInsets = geometry.edgeInsets(child)
            }
        case ("segments", _, .segmentedControl):
            view.control = with(view.control ?? ControlAttributes()) {
                $0.segmentTitles = child.children.filter { $0.name == "segment" }.map { $0["title"] }
            }
        case ("prototypes", _, .tableView), ("cells", _, .collectionView):
            view.cells += child.children.map(ViewDecoder(context: context).decode)
        case ("sections", _, .tableView):
            view.table = with(view.table ?? TableAttributes()) { $0.sections += sections(child) }
        case ("items", _, _) where Self.barKinds.contains(view.kind):
            view.bar = with(view.bar ?? BarAttributes()) { barItems(child, into: &$0) }
        default:
            return false
        }
        return true
    }

    /// A control's attributes: a slider names its bounds `minValue` and `maxValue`, a stepper
    /// `minimumValue` and `maximumValue`; a page control's selected index is its `currentPage`.
    private func control(_ node: XMLNode, kind: ViewKind) -> ControlAttributes {
        ControlAttributes(
            selectedIndex: context.int(node, kind == .pageControl ? "currentPage" : "selectedSegmentIndex"),
            value: context.double(node, "value"),
            minimumValue: context.double(node, kind == .slider ? "minValue" : "minimumValue"),
            maximumValue: context.double(node, kind == .slider ? "maxValue" : "maximumValue"),
            stepValue: context.double(node, "stepValue"), progress: context.double(node, "progress"),
            progressViewStyle: node["progressViewStyle"], numberOfPages: context.int(node, "numberOfPages"),
            hidesForSinglePage: context.bool(node, "hidesForSinglePage"), searchBarStyle: node["searchBarStyle"],
            datePickerMode: node["datePickerMode"], datePickerStyle: kind == .datePicker ? node["style"] : nil,
            isScrollEnabled: context.bool(node, "scrollEnabled"))
    }

    private func readText(_ node: XMLNode, into view: inout IBView) {
        let text = TextAttributes(
            text: node["text"], placeholder: view.kind == .button ? nil : node["placeholder"],
            alignment: context.value(TextAlignment.self, node, "textAlignment"),
            numberOfLines: context.int(node, "numberOfLines"),
            lineBreakMode: context.value(LineBreakMode.self, node, "lineBreakMode"),
            adjustsFontSizeToFit: context.bool(node, "adjustsFontSizeToFit"),
            minimumScaleFactor: context.double(node, "minimumScaleFactor"),
            borderStyle: view.kind == .textField ? context.value(TextBorderStyle.self, node, "borderStyle") : nil,
            preferredMaxLayoutWidth: view.kind == .label ? context.double(node, "preferredMaxLayoutWidth") : nil)
        if text != TextAttributes() { view.text = text }
    }

    /// `<fontDescription type= weight= style= name= family= pointSize=>`.
    func font(_ node: XMLNode) -> FontDescription {
        FontDescription(
            type: context.value(SystemFontType.self, node, "type"),
            weight: context.value(FontWeight.self, node, "weight"),
            textStyle: node["style"], name: node["name"], family: node["family"],
            pointSize: context.double(node, "pointSize"))
    }

    /// The text of `<attributedString>`: its fragments' `content` attributes or `<string key="content">`
    /// children, joined.
    private func attributedText(_ node: XMLNode) -> String {
        node.children.filter { $0.name == "fragment" }.map { fragment in
            fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
        }.joined()
    }

    private func buttonState(_ node: XMLNode) -> ButtonState {
        var state = ButtonState(
            state: node.key ?? "normal", title: node["title"], image: node["image"].map { ImageReference(name: $0) },
            backgroundImage: node["backgroundImage"].map { ImageReference(name: $0) })
        for child in node.children {
            switch (child.name, child.key) {
            case ("imageReference", "image"):
                state.image = ImageReferenceDecoder(context: context).imageReference(child) ?? state.image
            case ("imageReference", "backgroundImage"):
                state.backgroundImage =
                    ImageReferenceDecoder(context: context).imageReference(child) ?? state.backgroundImage
            default: context.skip(child, in: node)
            }
        }
        return state
    }

    private func configuration(_ node: XMLNode) -> ButtonConfiguration {
        var configuration = ButtonConfiguration(
            style: context.value(ButtonConfigurationStyle.self, node, "style"), title: node["title"],
            subtitle: node["subtitle"], image: ImageReferenceDecoder(context: context).attributeImage(node, "image"),
            imagePlacement: node["imagePlacement"], imagePadding: context.double(node, "imagePadding"),
            titlePadding: context.double(node, "titlePadding"), buttonSize: node["buttonSize"],
            cornerStyle: node["cornerStyle"])
        for child in node.children {
            switch (child.name, child.key) {
            case ("imageReference", "image"):
                configuration.image =
                    ImageReferenceDecoder(context: context).imageReference(child) ?? configuration.image
            case ("fontDescription", "titleFontDescription"): configuration.titleFont = font(child)
            case ("directionalEdgeInsets", "contentInsets"):
                configuration.contentInsets = GeometryDecoder(context: context).directionalEdgeInsets(child)
            default: context.skip(child, in: node)
            }
        }
        return configuration
    }

    /// The arrangement a `<stackView>` stores; each value Interface Builder does not write is
    /// reported and leaves UIKit's default.
    private func stack(_ node: XMLNode) -> StackAttributes {
        var stack = StackAttributes()
        for name in StackAttributes.attributeNames {
            guard let value = node[name], !stack.set(name, to: value) else { continue }
            if name == "spacing" {
                _ = context.number(value, name, node)
            } else {
                context.unknownValue(value, name, node)
            }
        }
        return stack
    }

    private func table(_ node: XMLNode) -> TableAttributes {
        TableAttributes(
            style: context.value(TableStyle.self, node, "style"), rowHeight: context.double(node, "rowHeight"),
            estimatedRowHeight: context.double(node, "estimatedRowHeight"),
            sectionHeaderHeight: context.double(node, "sectionHeaderHeight"),
            sectionFooterHeight: context.double(node, "sectionFooterHeight"), dataMode: node["dataMode"],
            separatorStyle: node["separatorStyle"])
    }

    private func cell(_ node: XMLNode) -> CellAttributes {
        CellAttributes(
            reuseIdentifier: node["reuseIdentifier"], rowHeight: context.double(node, "rowHeight"),
            style: node["style"],
            accessoryType: node["accessoryType"])
    }

    private func sections(_ node: XMLNode) -> [TableSection] {
        node.children.compactMap { child in
            guard child.name == "tableViewSection" else {
                context.skip(child, in: node)
                return nil
            }
            var cells: [IBView] = []
            for part in child.children {
                if part.name == "cells" {
                    cells += part.children.map(ViewDecoder(context: context).decode)
                } else {
                    context.skip(part, in: child)
                }
            }
            return TableSection(
                id: child["id"], headerTitle: child["headerTitle"], footerTitle: child["footerTitle"], cells: cells,
                location: child.location)
        }
    }

    private func barItems(_ node: XMLNode, into bar: inout BarAttributes) {
        let items = BarItemDecoder(context: context)
        for child in node.children {
            switch child.name {
            case "navigationItem": bar.navigationItems.append(items.navigationItem(child))
            case "barButtonItem": bar.barButtonItems.append(items.barButtonItem(child))
            case "tabBarItem": bar.tabBarItems.append(items.tabBarItem(child))
            default: context.skip(child, in: node)
            }
        }
    }

    /// `value` changed by `change`.
    private func with<T>(_ value: T, _ change: (inout T) -> Void) -> T {
        var copy = value
        change(&copy)
        return copy
    }
}
