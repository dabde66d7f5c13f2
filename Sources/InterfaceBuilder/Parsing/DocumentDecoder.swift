/// Decodes the root `<document>` element: checks that it is an iOS storyboard or xib, reads its
/// settings and device, and hands scenes, objects and resources to their decoders.
struct DocumentDecoder {
    let context: DecodingContext

    func decode(_ root: XMLNode) throws(IBParseError) -> IBDocument {
        let (kind, type) = try documentKind(root)
        var document = IBDocument(fileName: context.fileName, kind: kind, type: type, location: root.location)
        document.version = root["version"]
        document.toolsVersion = root["toolsVersion"]
        document.systemVersion = root["systemVersion"]
        document.targetRuntime = root["targetRuntime"]
        document.useAutolayout = context.bool(root, "useAutolayout") ?? false
        document.useSafeAreas = context.bool(root, "useSafeAreas") ?? false
        document.useTraitCollections = context.bool(root, "useTraitCollections") ?? false
        document.isLaunchScreen = context.bool(root, "launchScreen") ?? false
        document.initialViewControllerID = root["initialViewController"]
        let objects = ObjectDecoder(context: context)
        for child in root.children {
            switch child.name {
            case "device": document.device = device(child)
            case "dependencies": document.capabilities = capabilities(child)
            case "scenes": document.scenes = scenes(child, objects: objects)
            case "objects": document.objects = objects.decode(child)
            case "resources": document.resources = resources(child)
            case "inferredMetricsTieBreakers": document.inferredMetricsTieBreakers = tieBreakers(child)
            case "simulatedMetricsContainer":
                document.defaultSimulatedMetrics = SimulatedMetricsDecoder(context: context).container(child)
            default: context.skip(child, in: root)
            }
        }
        ReferenceChecker(context: context).check(document)
        document.warnings = context.sortedWarnings
        return document
    }

    /// Whether `root` is a storyboard or a xib, with its `type`; an error for anything else.
    private func documentKind(_ root: XMLNode) throws(IBParseError) -> (IBDocument.Kind, String) {
        let type = root["type"] ?? ""
        if root.name == "archive", type.hasPrefix("com.apple.InterfaceBuilder") {
            throw error(
                .unsupportedDocument, root,
                "the document uses Interface Builder's Xcode 4 archive format (<archive type=\"\(type)\">); "
                    + "open and save it in Xcode 5 or later to convert it")
        }
        guard root.name == "document" else {
            throw error(
                .notInterfaceBuilderDocument, root,
                "not an Interface Builder document: the root element is <\(root.name)>, not <document>")
        }
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
            "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.iPad.XIB",
            "com.apple.InterfaceBuilder.AppleTV.Storyboard":
            return (.storyboard, type)
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB",
            "com.apple.InterfaceBuilder.AppleTV.XIB":
            return (.xib, type)
        case "":
            throw error(
                .notInterfaceBuilderDocument, root,
                "not an Interface Builder document: <document> has no type attribute")
        case _ where type.contains(".Cocoa."):
            throw error(
                .unsupportedDocument, root,
                "'\(type)' is a macOS (AppKit) document; only iOS and tvOS (UIKit) storyboards and xibs are read")
        case _ where type.contains("WatchKit"):
            throw error(
                .unsupportedDocument, root,
                "'\(type)' is a watchOS document; only iOS and tvOS (UIKit) storyboards and xibs are read")
        default:
            throw error(
                .notInterfaceBuilderDocument, root,
                "not an Interface Builder document: unknown document type '\(type)'")
        }
    }

    private func error(_ kind: IBParseError.Kind, _ node: XMLNode, _ message: String) -> IBParseError {
        IBParseError(kind: kind, fileName: context.fileName, location: node.location, message: message)
    }

    private func device(_ node: XMLNode) -> IBDevice? {
        guard let id = node["id"] else {
            context.warn("<device> has no id; ignored", about: node)
            return nil
        }
        var adaptation = node["layout"]
        for child in node.children {
            if child.name == "adaptation" {
                adaptation = child["id"]
            } else {
                context.skip(child, in: node)
            }
        }
        return IBDevice(
            id: id, orientation: context.value(Orientation.self, node, "orientation"),
            appearance: context.value(Appearance.self, node, "appearance"), adaptation: adaptation,
            location: node.location)
    }

    private func capabilities(_ node: XMLNode) -> [Capability] {
        node.children.compactMap { child in
            guard child.name == "capability" else {
                context.skip(child, in: node)
                return nil
            }
            guard let name = child["name"] else { return nil }
            return Capability(name: name, minToolsVersion: child["minToolsVersion"], location: child.location)
        }
    }

    /// The segue ids of `<inferredMetricsTieBreakers>`'s `<segue reference=>` children.
    private func tieBreakers(_ node: XMLNode) -> [String] {
        node.children.compactMap { child in
            guard child.name == "segue", let reference = child["reference"] else {
                context.skip(child, in: node)
                return nil
            }
            return reference
        }
    }

    private func scenes(_ node: XMLNode, objects: ObjectDecoder) -> [IBScene] {
        node.children.compactMap { child in
            guard child.name == "scene" else {
                context.skip(child, in: node)
                return nil
            }
            var scene = IBScene(id: child["sceneID"], objects: [], location: child.location)
            for part in child.children {
                switch (part.name, part.key) {
                case ("objects", _): scene.objects += Self.attachingObjectSegues(objects.decode(part))
                case ("point", "canvasLocation"): scene.canvasLocation = GeometryDecoder(context: context).point(part)
                default: context.skip(part, in: child)
                }
            }
            return scene
        }
    }

    /// A scene's objects with the segues of its other objects (gesture recognizers) given to its
    /// view controller, whose scene they leave.
    private static func attachingObjectSegues(_ objects: [IBObject]) -> [IBObject] {
        let segues = objects.compactMap(\.other).flatMap(\.connections).compactMap(\.segue)
        guard !segues.isEmpty, let index = objects.firstIndex(where: { $0.viewController != nil }),
            var controller = objects[index].viewController
        else { return objects }
        controller.sceneObjectSegues = segues
        var result = objects
        result[index] = .viewController(controller)
        return result
    }

    private func resources(_ node: XMLNode) -> IBResources {
        var resources = IBResources()
        for child in node.children {
            switch child.name {
            case "image":
                guard let name = child["name"] else {
                    context.warn("<image> resource has no name; ignored", about: child)
                    continue
                }
                resources.images.append(
                    ImageResource(
                        name: name, isSystemImage: child["catalog"] == "system",
                        width: context.double(child, "width"), height: context.double(child, "height"),
                        location: child.location))
            case "namedColor", "systemColor":
                if let name = child["name"] {
                    resources.colors.append(
                        ColorResource(name: name, isSystemColor: child.name == "systemColor", location: child.location))
                }
            default: context.skip(child, in: node)
            }
        }
        return resources
    }
}
