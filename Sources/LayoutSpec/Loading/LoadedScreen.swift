import Foundation

/// A screen model built into a window and laid out: what the renderer, the explainer and the
/// tests read.
public final class LoadedScreen {
    /// The model's `name`, or its file name without the extension.
    public let name: String
    /// The model's summary (a spec's `description`).
    public let summary: String?
    /// The window on the spec's screen, laid out (`layoutIfNeeded()` done).
    public let window: UIWindow
    /// Every view the spec names, in tree order (depth first, superviews before subviews); a
    /// controller's root view carries the controller's name.
    public let namedViews: [(name: String, view: UIView)]
    /// Every layout guide the spec names, in the tree order of their owning views.
    public let namedGuides: [(name: String, guide: UILayoutGuide)]
    /// The class names the model gives views for reports (``ScreenModel/View/className``), in
    /// the order the views were made.
    public let classNames: [(view: UIView, className: String)]
    /// Every controller the spec names, outermost first.
    public let namedControllers: [(name: String, controller: UIViewController)]
    /// Every constraint the model's constraints, visual format lines and SnapKit lines made,
    /// active or not (`active: false`): typed constraints (a spec's anchor equations), then
    /// visual formats, then SnapKit lines in the tree order of their views.
    public let constraints: [NSLayoutConstraint]
    /// The model's expectations, in the order they are written (by name and property for those
    /// made in code).
    public let expectations: [SpecExpectation]
    /// What the layout engine reported while the screen was built and laid out (unsatisfiable
    /// constraints, layouts that did not settle), in order; empty for a sound screen. The window's
    /// `LayoutContext` (its `layoutContext`) receives what later layout passes report.
    public let events: [LayoutEvent]
    /// UIKit's log text of ``events`` (those UIKit logs), written as each was reported.
    public let diagnostics: [String]
    /// The file name errors and mismatches carry.
    public let fileName: String
    /// The model the screen was built from.
    public let model: ScreenModel
    /// Objects the views hold weakly (table data sources), kept alive with the screen.
    private let retained: [AnyObject]

    init(
        name: String, summary: String?, window: UIWindow, namedViews: [(name: String, view: UIView)],
        namedGuides: [(name: String, guide: UILayoutGuide)], classNames: [(view: UIView, className: String)],
        namedControllers: [(name: String, controller: UIViewController)], constraints: [NSLayoutConstraint],
        expectations: [SpecExpectation], events: [LayoutEvent], diagnostics: [String], fileName: String,
        model: ScreenModel,
        retained: [AnyObject]
    ) {
        self.name = name
        self.summary = summary
        self.window = window
        self.namedViews = namedViews
        self.namedGuides = namedGuides
        self.classNames = classNames
        self.namedControllers = namedControllers
        self.constraints = constraints
        self.expectations = expectations
        self.events = events
        self.diagnostics = diagnostics
        self.fileName = fileName
        self.model = model
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
