import Foundation
import LayoutRendering
import OpenUIKit

/// What `/api/layout` answers: the picture, the numbers, the constraints, the problems, and
/// what changed since the previous state.
@MainActor
public struct LayoutReport: Codable, Equatable, Sendable {
    /// One named view's numbers.
    public struct ViewRow: Codable, Equatable, Sendable {
        public var name: String
        public var className: String
        /// In the superview's coordinates, as UIKit's `frame`.
        public var frame: FrameTable.Rect
        public var frameInWindow: FrameTable.Rect
        public var safeAreaInsets: FrameTable.Insets
        public var layoutMargins: FrameTable.Insets
        public var isHidden: Bool
        /// Scroll and table views only.
        public var contentInset: PlaygroundState.Insets?
        /// Scroll and table views only: `contentInset` plus what the system adds.
        public var adjustedContentInset: PlaygroundState.Insets?
        /// Whether `view.NAME.` settings apply: false for the views of navigation and tab bar
        /// controllers, which their controllers make.
        public var isEditable: Bool
    }

    /// One of the author's constraints, after the state's edits.
    public struct ConstraintRow: Codable, Equatable, Sendable {
        /// What `c.N.` keys name it by.
        public var index: Int
        /// As loaded, with the spec's names.
        public var equation: String
        public var constant: Double
        public var priority: Double
        public var isActive: Bool
    }

    /// Unsatisfiable constraints and ambiguity.
    public struct Problems: Codable, Equatable, Sendable {
        public var hasProblems: Bool
        /// `check`'s report.
        public var text: String
        /// The constraints the engine broke, with the spec's names.
        public var brokenConstraints: [String]
        /// Named views with an undetermined x, y, width or height.
        public var ambiguousViews: [String]
    }

    /// The spec's name.
    public var title: String
    /// The spec's description.
    public var summary: String?
    /// The state, written canonically as query text (what a shared URL carries).
    public var state: String
    /// The picture, with the requested overlays.
    public var svg: String
    /// Every named view, in tree order.
    public var views: [ViewRow]
    /// Every named layout guide.
    public var guides: [FrameTable.GuideRow]
    /// The author's constraints, by index.
    public var constraints: [ConstraintRow]
    public var problems: Problems
    /// What moved since the previous state, when the request gave one.
    public var changes: [FrameChange]?

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
        let check = LayoutCheck(scene, messages: laidOut.messages)
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
