import Foundation
import OpenUIKit

/// A laid-out screen and the names a person gave its parts: what every picture, table,
/// explanation and check in this library reads.
///
/// Screen specs supply the names; trees built in Swift can name their views here, or leave it
/// to the default naming (accessibility identifiers, then class names).
@MainActor
public struct LayoutScene {
    /// A short title for pictures and pages (a spec's screen name).
    public var title: String
    /// A sentence about what the screen shows, if any.
    public var summary: String?
    /// The window, laid out.
    public let window: UIWindow
    /// The named views, in the order they were declared.
    public var namedViews: [(name: String, view: UIView)]
    /// The named layout guides, in the order they were declared.
    public var namedGuides: [(name: String, guide: UILayoutGuide)]
    /// Class names reports show instead of a view's own: a custom class of a document laid out
    /// as its nearest UIKit class, or the UIKit class a stand-in view takes the place of.
    public var classNames: [(view: UIView, className: String)]
    /// Constraints that stand in for what a canvas keeps rather than for the screen's design
    /// (Interface Builder's stored frames, where a document's constraints leave a view free):
    /// checks and explanations ask whether the layout is ambiguous without them. None by default.
    public var provisionalConstraints: [NSLayoutConstraint]

    /// A scene of `window`, with names for some of its views and guides (none by default).
    public init(
        title: String, summary: String? = nil, window: UIWindow,
        namedViews: [(name: String, view: UIView)] = [], namedGuides: [(name: String, guide: UILayoutGuide)] = [],
        classNames: [(view: UIView, className: String)] = [], provisionalConstraints: [NSLayoutConstraint] = []
    ) {
        self.title = title
        self.summary = summary
        self.window = window
        self.namedViews = namedViews
        self.namedGuides = namedGuides
        self.classNames = classNames
        self.provisionalConstraints = provisionalConstraints
    }

    /// `body`'s result asked of the window laid out without the active
    /// ``provisionalConstraints``; they are active again, and the window laid out, afterwards.
    public func withoutProvisionalConstraints<T>(_ body: () -> T) -> T {
        let active = provisionalConstraints.filter(\.isActive)
        guard !active.isEmpty else { return body() }
        NSLayoutConstraint.deactivate(active)
        window.layoutIfNeeded()
        defer {
            NSLayoutConstraint.activate(active)
            window.layoutIfNeeded()
        }
        return body()
    }

    /// The views the reports are about: the named ones, or every view below the window when
    /// nothing is named.
    public var subjects: [(name: String, view: UIView)] {
        if !namedViews.isEmpty { return namedViews }
        let naming = ViewNaming(scene: self)
        return ViewTree.descendants(of: window).map { (naming.name(of: $0), $0) }
    }

    /// The guides the overlays and tables show: the named ones, or, when nothing is named, the
    /// guides views added themselves (not the system's margins, safe-area or readable guides).
    public var subjectGuides: [(name: String, guide: UILayoutGuide)] {
        if !namedGuides.isEmpty || !namedViews.isEmpty { return namedGuides }
        let naming = ViewNaming(scene: self)
        return ViewTree.descendants(of: window).flatMap { view in
            view.layoutGuides.filter { !SystemItems.isSystemGuide($0) }.map { guide in
                (naming.name(of: guide), guide)
            }
        }
    }

    /// The view called `name`, if any.
    public func view(named name: String) -> UIView? {
        subjects.first { $0.name == name }?.view
    }

    /// The constraints the screen's author made that are active, broken ones included, in tree
    /// order (each view's `constraints` in turn); not those the engine or system classes made.
    public var authoredConstraints: [NSLayoutConstraint] {
        SystemItems.authoredConstraints(in: window)
    }

    /// `constraint` written with the scene's names, as a spec writes it:
    /// `blue.leading == root.leadingMargin + 16 @750`.
    public func equation(of constraint: NSLayoutConstraint) -> String {
        ConstraintText(naming: ViewNaming(scene: self)).equation(constraint)
    }
}
