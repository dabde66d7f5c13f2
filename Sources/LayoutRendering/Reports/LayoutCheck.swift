import Foundation
import OpenUIKit

/// What is wrong with a screen's constraints: unsatisfiable required constraints, reported in
/// UIKit's format as the engine logged them, with the minimal conflicting set written with
/// names and the constraint that was broken; and views whose frames the constraints do not
/// determine. ``hasProblems`` is what a CI exit status follows.
@MainActor
public struct LayoutCheck {
    /// One conflict as the engine reported it.
    public struct Conflict {
        /// UIKit's "Unable to simultaneously satisfy constraints." message: as it was logged, or
        /// written from the event as the constraints read now.
        public var message: String
        /// The minimal conflicting set, written with names.
        public var conflictingSet: [String]
        /// The constraint the engine broke, written with names.
        public var brokenConstraint: String?
    }

    /// A view with undetermined numbers.
    public struct AmbiguousView {
        /// The view's name in the scene.
        public var name: String
        /// The numbers of its frame the constraints leave free.
        public var components: [LayoutFrameComponent]
    }

    /// A view laid out elsewhere than its document stores it (Interface Builder's misplaced
    /// views).
    public struct MisplacedView {
        /// The view's name in the scene.
        public var name: String
        /// The message Interface Builder's issue navigator shows (`Frame for "Label" will be
        /// different at run time.`).
        public var message: String
        /// The frame the document stores, in the superview's coordinates.
        public var storedFrame: CGRect
        /// The frame laid out, in the superview's coordinates.
        public var computedFrame: CGRect

        /// A misplaced view called `name`.
        public init(name: String, message: String, storedFrame: CGRect, computedFrame: CGRect) {
            self.name = name
            self.message = message
            self.storedFrame = storedFrame
            self.computedFrame = computedFrame
        }
    }

    /// The scene's title.
    public var title: String
    /// The unsatisfiable-constraint reports, in the order the engine logged them.
    public var conflicts: [Conflict]
    /// Broken constraints of the tree that no captured message explains (broken before the
    /// capture began), written with names.
    public var otherBrokenConstraints: [String]
    /// The views whose frames the constraints do not determine, in the scene's order.
    public var ambiguousViews: [AmbiguousView]
    /// Other engine messages, such as layouts that did not settle.
    public var otherMessages: [String]
    /// The views whose frames hold an infinity or NaN (numbers so large that the layout's sums
    /// overflowed), written `name (x, y, width, height)`, in drawing order.
    public var nonFiniteFrames: [String]
    /// The misplaced views, when the scene's frames were compared with stored ones; nil when
    /// they were not.
    public var misplacedViews: [MisplacedView]?

    /// Whether anything above was found: a conflict, a broken constraint, an ambiguous view,
    /// another engine message, a frame that is not finite or a misplaced view.
    public var hasProblems: Bool {
        !conflicts.isEmpty || !otherBrokenConstraints.isEmpty || !ambiguousViews.isEmpty || !otherMessages.isEmpty
            || !nonFiniteFrames.isEmpty
            || misplacedViews?.isEmpty == false
    }

    /// Checks `scene`, given the engine's events reported while it was built and laid out
    /// (``DiagnosticsCapture/captureEvents(_:)``, or a loaded screen's): conflicts are read from
    /// the events' constraints, and what a last layout of the window reports is added; and the
    /// misplaced views found by comparing its frames with stored ones (nil when there are no
    /// stored frames to compare with).
    public init(_ scene: LayoutScene, events: [LayoutEvent], misplacedViews: [MisplacedView]? = nil) {
        let window = scene.window
        let laterEvents = DiagnosticsCapture.captureEvents { window.layoutIfNeeded() }.events
        self.init(scene, reports: (events + laterEvents).map { .event($0, loggedAs: nil) })
        self.misplacedViews = misplacedViews
    }

    /// Checks `scene`, given UIKit's log text captured while it was built and laid out
    /// (``DiagnosticsCapture``). Each unsatisfiable-constraint message is matched to the event it
    /// was written from, which the window's `LayoutContext` (or the default one) records while
    /// its constraints live; a message without one is listed with the other messages. The
    /// misplaced views are as for ``init(_:events:misplacedViews:)``.
    public init(_ scene: LayoutScene, messages: [String], misplacedViews: [MisplacedView]? = nil) {
        let window = scene.window
        let later = DiagnosticsCapture.captureEvents { window.layoutIfNeeded() }
        var recorded: [String: LayoutEvent] = [:]
        for context in [window.effectiveLayoutContext, LayoutContext.default] {
            for (event, text) in context.recordedConflicts where recorded[text] == nil { recorded[text] = event }
        }
        let reports: [Report] = messages.map { message in
            recorded[message].map { .event($0, loggedAs: message) } ?? .text(message)
        }
        self.init(scene, reports: reports + later.events.map { .event($0, loggedAs: nil) })
        self.misplacedViews = misplacedViews
    }

    /// An event (with the text it was logged with, when known), or a message no event could be
    /// found for.
    private enum Report {
        case event(LayoutEvent, loggedAs: String?)
        case text(String)
    }

    private init(_ scene: LayoutScene, reports: [Report]) {
        let window = scene.window
        let naming = ViewNaming(scene: scene)
        let text = ConstraintText(naming: naming)
        title = scene.title
        var conflicts: [Conflict] = []
        var others: [String] = []
        var explained = Set<ObjectIdentifier>()
        for report in reports {
            switch report {
            case .event(.unsatisfiable(let set, let broken), let logged):
                explained.insert(ObjectIdentifier(broken))
                let message = logged ?? LayoutEvent.unsatisfiable(conflictingSet: set, broken: broken).logText ?? ""
                conflicts.append(
                    Conflict(
                        message: message,
                        conflictingSet: set.map(text.equation), brokenConstraint: text.equation(broken)))
            case .event(.ambiguous, _):
                // Ambiguity is asked of the views below, whatever the context reports.
                break
            case .event(let event, let logged):
                if let message = logged ?? event.logText { others.append(message) }
            case .text(let message):
                others.append(message)
            }
        }
        self.conflicts = conflicts
        otherMessages = others
        otherBrokenConstraints = SystemItems.authoredConstraints(in: window).filter { constraint in
            constraint.isBrokenByEngine && !explained.contains(ObjectIdentifier(constraint))
        }.map(text.equation)
        nonFiniteFrames = ViewTree.all(from: window).filter { view in
            ![view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].allSatisfy(\.isFinite)
        }.map { "\(naming.name(of: $0)) \(GeometryText.rect($0.frame))" }
        ambiguousViews = scene.withoutProvisionalConstraints {
            scene.subjects.compactMap { name, view in
                guard view.window === window else { return nil }
                let components = LayoutFrameComponent.allCases.filter { view.hasAmbiguousLayout(in: $0) }
                return components.isEmpty ? nil : AmbiguousView(name: name, components: components)
            }
        }
    }

    /// The report: each problem in turn, or one line saying there are none.
    public var text: String {
        var lines: [String] = []
        for (index, conflict) in conflicts.enumerated() {
            lines.append("Unsatisfiable constraints (\(index + 1) of \(conflicts.count)):")
            lines.append(conflict.message)
            lines.append("")
            lines.append("Minimal conflicting set:")
            for equation in conflict.conflictingSet {
                let mark = equation == conflict.brokenConstraint ? "   <- broken" : ""
                lines.append("  \(equation)\(mark)")
            }
            lines.append("")
        }
        if !otherBrokenConstraints.isEmpty {
            lines.append("Broken constraints:")
            lines += otherBrokenConstraints.map { "  \($0)" }
            lines.append("")
        }
        if !ambiguousViews.isEmpty {
            lines.append("Ambiguous layout:")
            for view in ambiguousViews {
                let names = view.components.map(\.rawValue).joined(separator: ", ")
                lines.append("  \(view.name): \(names) not determined by the constraints")
            }
            lines.append("")
        }
        if !nonFiniteFrames.isEmpty {
            lines.append("Frames that are not finite:")
            lines += nonFiniteFrames.map { "  \($0)" }
            lines.append("")
        }
        if !otherMessages.isEmpty {
            lines.append("Other layout messages:")
            lines += otherMessages
            lines.append("")
        }
        if let misplacedViews, !misplacedViews.isEmpty {
            lines.append("Misplaced views:")
            for view in misplacedViews {
                lines.append(
                    "  \(view.name): \(view.message) Stored \(GeometryText.rect(view.storedFrame)), laid out "
                        + "\(GeometryText.rect(view.computedFrame)).")
            }
            lines.append("")
        }
        if !hasProblems {
            let placement = misplacedViews == nil ? "" : ", no misplaced views"
            lines.append("\(title): no unsatisfiable or ambiguous constraints\(placement).")
        } else {
            lines.append("\(title): \(summary).")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `1 conflict, 2 ambiguous views`.
    private var summary: String {
        var parts: [String] = []
        func count(_ number: Int, _ singular: String, _ plural: String) {
            if number > 0 { parts.append("\(number) \(number == 1 ? singular : plural)") }
        }
        count(conflicts.count, "unsatisfiable conflict", "unsatisfiable conflicts")
        count(otherBrokenConstraints.count, "other broken constraint", "other broken constraints")
        count(ambiguousViews.count, "ambiguous view", "ambiguous views")
        count(otherMessages.count, "other layout message", "other layout messages")
        count(nonFiniteFrames.count, "frame that is not finite", "frames that are not finite")
        count(misplacedViews?.count ?? 0, "misplaced view", "misplaced views")
        return parts.joined(separator: ", ")
    }
}
