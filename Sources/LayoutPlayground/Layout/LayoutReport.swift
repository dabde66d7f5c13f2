import Foundation
import LayoutRendering
import OpenUIKit

/// What `/api/layout` answers: the picture, the numbers, the constraints, the problems, and
/// what changed since the previous state.
@MainActor
package struct LayoutReport: Codable, Equatable, Sendable {
    /// One named view's numbers.
    package struct ViewRow: Codable, Equatable, Sendable {
        package var name: String
        package var className: String
        /// In the superview's coordinates, as UIKit's `frame`.
        package var frame: FrameTable.Rect
        package var frameInWindow: FrameTable.Rect
        package var safeAreaInsets: FrameTable.Insets
        package var layoutMargins: FrameTable.Insets
        package var isHidden: Bool
        /// Scroll and table views only.
        package var contentInset: PlaygroundState.Insets?
        /// Scroll and table views only: `contentInset` plus what the system adds.
        package var adjustedContentInset: PlaygroundState.Insets?
        /// Whether `view.NAME.` settings apply: false for the views of navigation and tab bar
        /// controllers, which their controllers make.
        package var isEditable: Bool
    }

    /// One of the author's constraints, after the state's edits.
    package struct ConstraintRow: Codable, Equatable, Sendable {
        /// What `c.N.` keys name it by.
        package var index: Int
        /// As loaded, with the spec's names.
        package var equation: String
        package var constant: Double
        package var priority: Double
        package var isActive: Bool
    }

    /// Unsatisfiable constraints and ambiguity.
    package struct Problems: Codable, Equatable, Sendable {
        package var hasProblems: Bool
        /// `check`'s report.
        package var text: String
        /// The constraints the engine broke, with the spec's names.
        package var brokenConstraints: [String]
        /// Named views with an undetermined x, y, width or height.
        package var ambiguousViews: [String]
    }

    /// The spec's name.
    package var title: String
    /// The spec's description.
    package var summary: String?
    /// The state, written canonically as query text (what a shared URL carries).
    package var state: String
    /// The picture, with the requested overlays.
    package var svg: String
    /// Every named view, in tree order.
    package var views: [ViewRow]
    /// Every named layout guide.
    package var guides: [FrameTable.GuideRow]
    /// The author's constraints, by index.
    package var constraints: [ConstraintRow]
    package var problems: Problems
    /// What moved since the previous state, when the request gave one.
    package var changes: [FrameChange]?

    init(_ laidOut: LaidOutScreen, state: PlaygroundState, overlays: Overlays) {
        let scene = laidOut.scene
        let table = FrameTable(scene)
        title = scene.title
        summary = scene.summary
        self.state = state.query
        svg = SVGRenderer(overlays: overlays).render(scene)
        views = table.views.map { row in
            let scrollView = scene.view(named: row.name) as? UIScrollView
            return ViewRow(
                name: row.name, className: row.className, frame: row.frame, frameInWindow: row.frameInWindow,
                safeAreaInsets: row.safeAreaInsets, layoutMargins: row.layoutMargins, isHidden: row.isHidden,
                contentInset: scrollView.map { Self.insets($0.contentInset) },
                adjustedContentInset: scrollView.map { Self.insets($0.adjustedContentInset) },
                isEditable: !laidOut.containerViewNames.contains(row.name))
        }
        guides = table.guides
        constraints = laidOut.constraints.map { authored in
            let constraint = authored.constraint
            // `+ 0` turns the −0 of a negated constant into 0.
            return ConstraintRow(
                index: authored.index, equation: authored.equation, constant: Double(constraint.constant) + 0,
                priority: Double(constraint.priority.rawValue), isActive: constraint.isActive)
        }
        let check = LayoutCheck(scene, events: laidOut.events)
        problems = Problems(
            hasProblems: check.hasProblems, text: check.text,
            brokenConstraints: check.conflicts.compactMap(\.brokenConstraint) + check.otherBrokenConstraints,
            ambiguousViews: check.ambiguousViews.map(\.name))
    }

    private static func insets(_ insets: UIEdgeInsets) -> PlaygroundState.Insets {
        PlaygroundState.Insets(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
            right: Double(insets.right))
    }
}
