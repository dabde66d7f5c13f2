import Foundation

/// Everything named in one namespace of a spec — the screen, or one table cell's template —
/// and the constraints waiting to be resolved in it.
@MainActor
final class SpecScope {
    /// A constraint entry waiting for every name to exist.
    struct PendingConstraint {
        var node: SpecNode
        var text: String
        var identifier: String?
        var isActive: Bool
    }

    /// A VFL line waiting for every name to exist.
    struct PendingVisualFormat {
        var node: SpecNode
        var format: String
        var options: NSLayoutConstraint.FormatOptions
        var metrics: [String: CGFloat]
    }

    /// A SnapKit line waiting for every name to exist: `view.snp.makeConstraints { make in line }`.
    struct PendingSnapKitLine {
        var viewName: String
        var viewNode: SpecNode
        var node: SpecNode
        var text: String
    }

    let file: String
    private(set) var views: [String: UIView] = [:]
    private(set) var guides: [String: UILayoutGuide] = [:]
    private(set) var controllers: [String: UIViewController] = [:]
    /// Where each name was first used, for duplicate-name errors.
    private var declarations: [String: SourceLocation] = [:]
    /// Root views of controllers, for `topLayoutGuide` references.
    private(set) var controllerOfRootView: [ObjectIdentifier: UIViewController] = [:]
    /// Views whose `translatesAutoresizingMaskIntoConstraints` the spec sets itself.
    var explicitAutoresizing: Set<ObjectIdentifier> = []
    /// Views that must keep translating their autoresizing mask (controllers' root views).
    var managedViews: Set<ObjectIdentifier> = []
    var constraints: [PendingConstraint] = []
    var visualFormats: [PendingVisualFormat] = []
    var snapKitLines: [PendingSnapKitLine] = []
    var metrics: [String: CGFloat] = [:]

    init(file: String) {
        self.file = file
    }

    private func declare(_ name: String, at node: SpecNode) throws(SpecError) {
        if let first = declarations[name] {
            throw node.error("duplicate name '\(name)' (first used at \(first))", at: node.textLocation)
        }
        if SpecScope.reservedNames.contains(name) {
            throw node.error(
                "'\(name)' is a reserved word and cannot name a view, guide or controller", at: node.textLocation)
        }
        declarations[name] = node.textLocation
    }

    /// Names a view; the name becomes its `accessibilityIdentifier`, so that constraint
    /// descriptions and diagnostics say `UIView:0x…'blue'`.
    func register(view: UIView, name: String, at node: SpecNode) throws(SpecError) {
        try declare(name, at: node)
        views[name] = view
        view.accessibilityIdentifier = name
    }

    func register(guide: UILayoutGuide, name: String, at node: SpecNode) throws(SpecError) {
        try declare(name, at: node)
        guides[name] = guide
    }

    /// A name the scope gives without a declaration (a cell template's `contentView`).
    func provide(view: UIView, name: String) {
        views[name] = view
    }

    /// Claims a controller's name before its children and views claim theirs.
    func reserveControllerName(_ name: String, at node: SpecNode) throws(SpecError) {
        try declare(name, at: node)
    }

    /// Records a controller and its root view; a (reserved) name names both.
    func register(controller: UIViewController, rootView: UIView, name: String?) {
        controllerOfRootView[ObjectIdentifier(rootView)] = controller
        managedViews.insert(ObjectIdentifier(rootView))
        guard let name else { return }
        controllers[name] = controller
        views[name] = rootView
        rootView.accessibilityIdentifier = name
    }

    /// The name of `view`, if the spec gave it one.
    func name(of view: UIView) -> String? {
        views.first { $0.value === view }?.key
    }

    /// The controller whose root view is `view` or its closest ancestor.
    func controller(enclosing view: UIView) -> UIViewController? {
        var current: UIView? = view
        while let candidate = current {
            if let controller = controllerOfRootView[ObjectIdentifier(candidate)] { return controller }
            current = candidate.superview
        }
        return nil
    }

    /// Words with a meaning in constraints, which names cannot take.
    static let reservedNames: Set<String> = [
        "superview", "safeArea", "margins", "readableContent", "topLayoutGuide", "bottomLayoutGuide",
        "contentLayoutGuide", "frameLayoutGuide",
    ]
}
