import Foundation
import Yams

/// Builds a whole screen from a spec's top-level mapping: the screen, the controllers, the
/// views, the constraints, then lays it out and reads the expectations.
@MainActor
struct ScreenBuilder {
    let file: String
    /// The name when the spec has none: the file name without its extension.
    let defaultName: String

    static let devices: [(String, DeviceProfile)] = [
        ("iPhoneSE1", .iPhoneSE1), ("iPhone8", .iPhone8), ("iPhone8Plus", .iPhone8Plus), ("iPhoneX", .iPhoneX),
        ("iPhoneXR", .iPhoneXR), ("iPhone11ProMax", .iPhone11ProMax), ("iPhone12Mini", .iPhone12Mini),
        ("iPhone12", .iPhone12), ("iPhone12ProMax", .iPhone12ProMax), ("iPhone14Pro", .iPhone14Pro),
        ("iPhone14ProMax", .iPhone14ProMax), ("iPhone16Pro", .iPhone16Pro), ("iPad", .iPad), ("iPadPro11", .iPadPro11),
    ]

    static let orientations: [(String, UIInterfaceOrientation)] = [
        ("portrait", .portrait), ("portraitUpsideDown", .portraitUpsideDown), ("landscapeLeft", .landscapeLeft),
        ("landscapeRight", .landscapeRight),
    ]

    func build(_ root: Node, diagnostics: () -> [String]) throws(SpecError) -> LoadedScreen {
        let spec = SpecNode(node: root, file: file, role: "the spec")
        let top = try spec.mapping(SpecKeys.screen)
        let name = try top["name"]?.string() ?? defaultName
        let summary = try top["description"]?.string()
        var device = DeviceProfile.iPhone8
        if let node = top["device"] {
            let deviceName = try node.choice(Self.devices.map(\.0), kind: "device")
            device = Self.devices.first { $0.0 == deviceName }!.1
        }
        var orientation = UIInterfaceOrientation.portrait
        if let node = top["orientation"] {
            let orientationName = try node.choice(Self.orientations.map(\.0), kind: "orientation")
            orientation = Self.orientations.first { $0.0 == orientationName }!.1
        }
        var systemVersion: Double = 17
        if let node = top["systemVersion"] {
            systemVersion = Double(try node.number())
            guard systemVersion >= 7 else { throw node.error("'systemVersion' must be 7 or later") }
        }
        var direction: UIUserInterfaceLayoutDirection?
        if let node = top["layoutDirection"] {
            direction =
                try node.choice(["leftToRight", "rightToLeft"], kind: "layout direction") == "rightToLeft"
                ? .rightToLeft : .leftToRight
        }

        let screen = UIScreen(device: device, orientation: orientation, systemVersion: systemVersion)
        let scope = SpecScope(file: file)
        if let node = top["metrics"] {
            for (metric, value) in try ViewTreeBuilder.metrics(node) { scope.metrics[metric] = value }
        }
        let views = ViewTreeBuilder(scope: scope)
        if let node = top["views"] { try views.definePool(node) }
        var roots: [ViewDefinition] = []
        var controllers: [(String, UIViewController)] = []
        let controller = try ControllerBuilder(views: views, screenBounds: screen.bounds).makeController(
            try top.required("controller"), roots: &roots, named: &controllers)
        for definition in roots { try views.place(definition) }
        try views.checkPoolPlaced()
        try views.collectConstraints(in: top)

        let window = UIWindow(screen: screen)
        window.environmentLayoutDirection = direction
        window.rootViewController = controller
        let constraints = try ConstraintResolver(scope: scope).activateAll()
        window.makeKeyAndVisible()

        let expectations = try self.expectations(top["expect"], scope: scope)
        let (namedViews, namedGuides) = Self.namedItems(in: window, scope: scope)
        return LoadedScreen(
            name: name, summary: summary, window: window, namedViews: namedViews, namedGuides: namedGuides,
            namedControllers: controllers, constraints: constraints, expectations: expectations,
            diagnostics: diagnostics(), fileName: file, retained: views.retained)
    }

    /// Named views and guides in tree order.
    private static func namedItems(in window: UIWindow, scope: SpecScope)
        -> ([(name: String, view: UIView)], [(name: String, guide: UILayoutGuide)])
    {
        var viewNames: [ObjectIdentifier: String] = [:]
        for (name, view) in scope.views { viewNames[ObjectIdentifier(view)] = name }
        var guideNames: [ObjectIdentifier: String] = [:]
        for (name, guide) in scope.guides { guideNames[ObjectIdentifier(guide)] = name }
        var views: [(name: String, view: UIView)] = []
        var guides: [(name: String, guide: UILayoutGuide)] = []
        func visit(_ view: UIView) {
            if let name = viewNames[ObjectIdentifier(view)] { views.append((name, view)) }
            for guide in view.layoutGuides {
                if let name = guideNames[ObjectIdentifier(guide)] { guides.append((name, guide)) }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        // Views the window does not show (a tab that is not selected) come last, by name.
        let shown = Set(views.map { ObjectIdentifier($0.view) })
        for (name, view) in scope.views.sorted(by: { $0.key < $1.key }) where !shown.contains(ObjectIdentifier(view)) {
            views.append((name, view))
        }
        return (views, guides)
    }

    /// The `expect:` mapping: subject name → property → numbers.
    private func expectations(_ entry: SpecNode?, scope: SpecScope) throws(SpecError) -> [SpecExpectation] {
        guard let entry else { return [] }
        let node = SpecNode(node: entry.node, file: entry.file, role: "'expect'")
        guard case .mapping(let mapping) = node.node else {
            throw node.error("expected a mapping of names to expected values for 'expect', found \(node.found)")
        }
        var result: [SpecExpectation] = []
        for (key, value) in mapping {
            let subjectNode = SpecNode(node: key, file: file, role: "a name")
            let subject = try subjectNode.string()
            guard scope.views[subject] != nil || scope.guides[subject] != nil || scope.controllers[subject] != nil
            else {
                throw subjectNode.error(
                    "unknown view, layout guide or controller '\(subject)' in 'expect'", at: subjectNode.textLocation)
            }
            let properties = try SpecNode(node: value, file: file, role: "the expectations of '\(subject)'")
                .mapping(SpecKeys.expectation)
            for entry in properties.entries {
                let property = SpecExpectation.Property(rawValue: try entry.key.string())!
                let values: [CGFloat?] =
                    property.count == 1
                    ? [try entry.value.number()] : try entry.value.numbers(property.count, allowingNull: true)
                result.append(
                    SpecExpectation(subject: subject, property: property, values: values, location: entry.key.location))
            }
        }
        return result
    }
}
