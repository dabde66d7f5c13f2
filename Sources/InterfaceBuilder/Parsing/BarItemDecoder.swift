/// Decodes navigation items, bar button items and tab bar items.
struct BarItemDecoder {
    let context: DecodingContext

    /// `<navigationItem title= prompt= largeTitleDisplayMode=>` with its bar button items.
    func navigationItem(_ node: XMLNode) -> IBNavigationItem {
        var item = IBNavigationItem(
            id: node["id"], title: node["title"], prompt: node["prompt"],
            largeTitleDisplayMode: context.value(LargeTitleDisplayMode.self, node, "largeTitleDisplayMode"),
            location: node.location)
        for child in node.children {
            switch (child.name, child.key) {
            case ("barButtonItem", "leftBarButtonItem"): item.leftBarButtonItems.append(barButtonItem(child))
            case ("barButtonItem", "rightBarButtonItem"): item.rightBarButtonItems.append(barButtonItem(child))
            case ("barButtonItem", "backBarButtonItem"): item.backBarButtonItem = barButtonItem(child)
            case ("leftBarButtonItems", _): item.leftBarButtonItems += barButtonItems(in: child)
            case ("rightBarButtonItems", _): item.rightBarButtonItems += barButtonItems(in: child)
            case (_, "titleView") where ViewKind(elementName: child.name) != nil:
                item.titleView = ViewDecoder(context: context).decode(child)
            default: context.skip(child, in: node)
            }
        }
        return item
    }

    /// The `<barButtonItem>` children of `node`, in order.
    func barButtonItems(in node: XMLNode) -> [IBBarButtonItem] {
        node.children.compactMap { child in
            guard child.name == "barButtonItem" else {
                context.skip(child, in: node)
                return nil
            }
            return barButtonItem(child)
        }
    }

    /// `<barButtonItem title= image= systemItem= style= width=>`.
    func barButtonItem(_ node: XMLNode) -> IBBarButtonItem {
        let images = ImageReferenceDecoder(context: context)
        var item = IBBarButtonItem(
            id: node["id"], title: node["title"], image: images.attributeImage(node, "image"),
            systemItem: node["systemItem"],
            style: node["style"], width: context.double(node, "width"),
            location: node.location)
        for child in node.children {
            switch (child.name, child.key) {
            case ("imageReference", "image"): item.image = images.imageReference(child) ?? item.image
            case ("connections", _): item.connections += ConnectionDecoder(context: context).decode(child)
            case (_, "customView") where ViewKind(elementName: child.name) != nil:
                item.customView = ViewDecoder(context: context).decode(child)
            default: context.skip(child, in: node)
            }
        }
        return item
    }

    /// `<tabBarItem title= image= selectedImage= systemItem=>`.
    func tabBarItem(_ node: XMLNode) -> IBTabBarItem {
        let images = ImageReferenceDecoder(context: context)
        var item = IBTabBarItem(
            id: node["id"], title: node["title"], image: images.attributeImage(node, "image"),
            selectedImage: images.attributeImage(node, "selectedImage"), systemItem: node["systemItem"],
            location: node.location)
        for child in node.children {
            switch (child.name, child.key) {
            case ("imageReference", "image"): item.image = images.imageReference(child) ?? item.image
            case ("imageReference", "selectedImage"):
                item.selectedImage = images.imageReference(child) ?? item.selectedImage
            default: context.skip(child, in: node)
            }
        }
        return item
    }
}
