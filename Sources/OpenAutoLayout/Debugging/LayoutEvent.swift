import Foundation

/// What the layout engine reports about a tree, as values: the constraints and views involved,
/// not text. The engine hands each event to its tree's ``LayoutContext``; UIKit's log text is one
/// way of writing an event (``logText``), and tools that check layouts read the values.
public enum LayoutEvent: Sendable {
    /// Required constraints that cannot all hold (docs/reference/priorities.md): the minimal
    /// conflicting set, in activation order, and the constraint of that set the engine broke to
    /// recover (it stays active, outside the solver). UIKit logs "Unable to simultaneously satisfy
    /// constraints." for it.
    case unsatisfiable(conflictingSet: [NSLayoutConstraint], broken: NSLayoutConstraint)
    /// A view whose frame the constraints do not determine: the numbers they leave free. Reported
    /// only by contexts that ask for it (``LayoutContext/reportsAmbiguousLayout``); UIKit logs
    /// nothing for ambiguity.
    case ambiguous(view: UIView, components: [LayoutFrameComponent])
    /// A layout pass that did not settle in ``LayoutPassChanges/passes`` rounds (docs/reference/safe-area.md: insets
    /// and frames kept changing each other): what was still changing in the last round. The tree
    /// keeps its last frames.
    case didNotSettle(LayoutPassChanges)
    /// A step the engine's own bookkeeping rules out failed (a bug in OpenAutoLayout, not in the
    /// app's constraints): what the engine was doing and the solver's error, as text.
    case internalError(step: String, error: String)
}

/// What kept changing in the last round of a layout pass that did not settle.
public struct LayoutPassChanges: Sendable {
    /// How many rounds the pass ran.
    public var passes: Int
    /// The root of the tree that was laid out.
    public var root: UIView
    /// Views whose safe area or layout margins were still changing, in the order they changed.
    public var changingInsets: [UIView]
    /// Views that still needed `layoutSubviews`.
    public var needingLayout: [UIView]
    /// Views that still needed `updateConstraints`.
    public var needingConstraintUpdate: [UIView]
}

extension LayoutEvent {
    /// The text UIKit logs for the event (the engine's own words where UIKit has none): the
    /// "Unable to simultaneously satisfy constraints." message, the report of a pass that did
    /// not settle, an internal error. `nil` for ``ambiguous(view:components:)``, which UIKit does
    /// not log. Descriptions are written as they are when this is read, so a handler that logs
    /// should read it as the event arrives.
    @MainActor public var logText: String? {
        switch self {
        case .unsatisfiable(let set, let broken):
            ConflictReport.message(conflicting: set, breaking: broken)
        case .ambiguous:
            nil
        case .didNotSettle(let changes):
            UnsettledReport.message(changes)
        case .internalError(let step, let error):
            LayoutDiagnostics.internalErrorMessage(step, error)
        }
    }

    /// One line for every event, ambiguity included (`logText`'s first line otherwise), for
    /// tools that list events.
    @MainActor public var summary: String {
        switch self {
        case .unsatisfiable(let set, let broken):
            "Unsatisfiable constraints: \(set.count) in the minimal conflicting set; broke \(broken)"
        case .ambiguous(let view, let components):
            "Ambiguous layout: \(components.map(\.rawValue).joined(separator: ", ")) of \(view) not determined by the constraints"
        case .didNotSettle, .internalError:
            logText ?? ""
        }
    }
}
