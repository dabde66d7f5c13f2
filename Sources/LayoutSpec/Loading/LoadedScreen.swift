import Foundation

/// A spec loaded into a window and laid out: what the renderer, the explainer and the tests
/// read.
public final class LoadedScreen {
    /// The spec's `name`, or its file name without the extension.
    public let name: String
    /// The spec's `description`.
    public let summary: String?
    /// The window on the spec's screen, laid out (`layoutIfNeeded()` done).
    public let window: UIWindow
    /// Every view the spec names, in tree order (depth first, superviews before subviews); a
    /// controller's root view carries the controller's name.
    public let namedViews: [(name: String, view: UIView)]
    /// Every layout guide the spec names, in the tree order of their owning views.
    public let namedGuides: [(name: String, guide: UILayoutGuide)]
    /// Every controller the spec names, outermost first.
    public let namedControllers: [(name: String, controller: UIViewController)]
    /// Every constraint the spec's `constraints`, `visualFormat` and `snapKit` entries made,
    /// active or not (`active: false`): anchor equations, then visual formats, then SnapKit
    /// lines, each in file order.
    public let constraints: [NSLayoutConstraint]
    /// The spec's `expect:` entries, in file order.
    public let expectations: [SpecExpectation]
    /// What the layout engine reported while laying the screen out (unsatisfiable constraints
    /// in UIKit's format, layouts that did not settle); empty for a sound screen.
    public let diagnostics: [String]
    /// The file name errors and mismatches carry.
    public let fileName: String
    /// Objects the views hold weakly (table data sources), kept alive with the screen.
    private let retained: [AnyObject]

    init(
        name: String, summary: String?, window: UIWindow, namedViews: [(name: String, view: UIView)],
        namedGuides: [(name: String, guide: UILayoutGuide)],
        namedControllers: [(name: String, controller: UIViewController)], constraints: [NSLayoutConstraint],
        expectations: [SpecExpectation], diagnostics: [String], fileName: String, retained: [AnyObject]
    ) {
        self.name = name
        self.summary = summary
        self.window = window
        self.namedViews = namedViews
        self.namedGuides = namedGuides
        self.namedControllers = namedControllers
        self.constraints = constraints
        self.expectations = expectations
        self.diagnostics = diagnostics
        self.fileName = fileName
        self.retained = retained
    }

    /// The view the spec names `named` (a controller's name gives its root view).
    public func view(named: String) -> UIView? {
        namedViews.first { $0.name == named }?.view
    }

    /// The layout guide the spec names `named`.
    public func guide(named: String) -> UILayoutGuide? {
        namedGuides.first { $0.name == named }?.guide
    }

    /// The controller the spec names `named`.
    public func controller(named: String) -> UIViewController? {
        namedControllers.first { $0.name == named }?.controller
    }
}
