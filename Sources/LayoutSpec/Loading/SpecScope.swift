import Foundation

/// Everything named in one namespace of a screen being built — the screen, or one table cell's
/// template — and the SnapKit lines waiting for every name to exist.
@MainActor
final class SpecScope {
    /// A SnapKit line of a view: `view.snp.makeConstraints { make in line }`.
    struct PendingSnapKitLine {
        var view: UIView
        var line: ScreenModel.SnapKitLine
    }

    /// The file errors name when a model element has no location of its own.
    let file: String
    private(set) var views: [String: UIView] = [:]
    private(set) var guides: [String: UILayoutGuide] = [:]
    private(set) var controllers: [String: UIViewController] = [:]
    /// Where each name was first used, for duplicate-name errors.
    private var declarations: [String: SourceLocation?] = [:]
    /// Root views of controllers, for `topLayoutGuide` references.
    private(set) var controllerOfRootView: [ObjectIdentifier: UIViewController] = [:]
    /// Views whose `translatesAutoresizingMaskIntoConstraints` the model sets itself.
    var explicitAutoresizing: Set<ObjectIdentifier> = []
    /// Views that must keep translating their autoresizing mask (controllers' root views).
    var managedViews: Set<ObjectIdentifier> = []
    var snapKitLines: [PendingSnapKitLine] = []
    /// Views whose model names a class for reports (``ScreenModel/View/className``), in the
    /// order they were made.
    var classNames: [(view: UIView, className: String)] = []

    init(file: String) {
        self.file = file
    }

    func error(_ message: String, at location: SourceLocation?) -> SpecError {
        SpecError(file: file, location: location, message: message)
    }

    private func declare(_ name: String, at location: SourceLocation?) throws(SpecError) {
        if let first = declarations[name] {
            let place = first.map { " (first used at \($0))" } ?? ""
            throw error("duplicate name '\(name)'\(place)", at: location)
        }
        if ReadingScope.reservedNames.contains(name) {
            throw error("'\(name)' is a reserved word and cannot name a view, guide or controller", at: location)
        }
        declarations[name] = location
    }

    /// Names a view; the name becomes its `accessibilityIdentifier`, so that constraint
    /// descriptions and diagnostics say `UIView:0x…'blue'`.
    func register(view: UIView, name: String, at location: SourceLocation?) throws(SpecError) {
        try declare(name, at: location)
        views[name] = view
        view.accessibilityIdentifier = name
    }

    func register(guide: UILayoutGuide, name: String, at location: SourceLocation?) throws(SpecError) {
        try declare(name, at: location)
        guides[name] = guide
    }

    /// A name the scope gives without a declaration (a cell template's `contentView`).
    func provide(view: UIView, name: String) {
        views[name] = view
    }

    /// Claims a controller's name before its children and views claim theirs.
    func reserveControllerName(_ name: String, at location: SourceLocation?) throws(SpecError) {
        try declare(name, at: location)
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

    /// The controller whose root view is `view` or its closest ancestor.
    func controller(enclosing view: UIView) -> UIViewController? {
        var current: UIView? = view
        while let candidate = current {
            if let controller = controllerOfRootView[ObjectIdentifier(candidate)] { return controller }
            current = candidate.superview
        }
        return nil
    }
}
