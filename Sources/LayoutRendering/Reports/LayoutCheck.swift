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
        /// UIKit's "Unable to simultaneously satisfy constraints." message.
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
    /// The misplaced views, when the scene's frames were compared with stored ones; nil when
    /// they were not.
    public var misplacedViews: [MisplacedView]?

    /// Whether anything above was found: a conflict, a broken constraint, an ambiguous view,
    /// another engine message or a misplaced view.
    public var hasProblems: Bool {
        !conflicts.isEmpty || !otherBrokenConstraints.isEmpty || !ambiguousViews.isEmpty || !otherMessages.isEmpty
            || misplacedViews?.isEmpty == false
    }

    /// Checks `scene`, given the engine's messages captured while it was built and laid out
    /// (``DiagnosticsCapture``), and the misplaced views found by comparing its frames with
    /// stored ones (nil when there are no stored frames to compare with).
    public init(_ scene: LayoutScene, messages: [String], misplacedViews: [MisplacedView]? = nil) {
        self.misplacedViews = misplacedViews
        let window = scene.window
        let naming = ViewNaming(scene: scene)
        let text = ConstraintText(naming: naming)
        let laterMessages = DiagnosticsCapture.capture { window.layoutIfNeeded() }.messages
        let allMessages = messages + laterMessages
        title = scene.title
        var byDescription: [String: NSLayoutConstraint] = [:]
        for view in ViewTree.all(from: window) {
            for constraint in view.constraints { byDescription[constraint.description] = constraint }
        }
        var conflicts: [Conflict] = []
        var others: [String] = []
        var explained: [String] = []
        for message in allMessages {
            guard message.hasPrefix(Self.conflictHeading) else {
                others.append(message)
                continue
            }
            let parsed = Self.parse(message)
            explained += parsed.victim.map { [$0] } ?? []
            conflicts.append(
                Conflict(
                    message: message,
                    conflictingSet: parsed.set.map { byDescription[$0].map(text.equation) ?? $0 },
                    brokenConstraint: parsed.victim.map { byDescription[$0].map(text.equation) ?? $0 }))
        }
        self.conflicts = conflicts
        otherMessages = others
        otherBrokenConstraints = SystemItems.authoredConstraints(in: window).filter { constraint in
            constraint.isBrokenByEngine && !explained.contains(constraint.description)
        }.map(text.equation)
        ambiguousViews = scene.subjects.compactMap { name, view in
            guard view.window === window else { return nil }
            let components = LayoutFrameComponent.allCases.filter { view.hasAmbiguousLayout(in: $0) }
            return components.isEmpty ? nil : AmbiguousView(name: name, components: components)
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
        count(misplacedViews?.count ?? 0, "misplaced view", "misplaced views")
        return parts.joined(separator: ", ")
    }

    private static let conflictHeading = "Unable to simultaneously satisfy constraints."

    /// The quoted descriptions of UIKit's message and the one after "breaking constraint".
    private static func parse(_ message: String) -> (set: [String], victim: String?) {
        var set: [String] = []
        var victim: String?
        var victimNext = false
        for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
            if victimNext {
                victim = String(line)
                victimNext = false
            } else if line == "Will attempt to recover by breaking constraint" {
                victimNext = true
            } else if line.hasPrefix("    \"") {
                var entry = line.dropFirst(5)
                if entry.hasSuffix(",") { entry = entry.dropLast() }
                if entry.hasSuffix("\"") { entry = entry.dropLast() }
                set.append(String(entry))
            }
        }
        return (set, victim)
    }
}
