import Foundation

/// docs/reference/stack-views.md: the constraints and guides a UIStackView makes for its arranged views, with
/// UIKit's identifiers, relations and priorities.
///
/// Along the axis (this file; the distributions in StackDistributionConstraints.swift; leading
/// and trailing are the stack view's, see ``AxisAttributes``):
/// - `UISV-canvas-connection`: the stack's leading (top) edge == the first visible view's, the
///   last visible view's trailing (bottom) edge == the stack's; the layout-margin edges with
///   `isLayoutMarginsRelativeArrangement`. When every view is hidden, the edges of a spanner guide
///   (`UISV-ordering-spanner`, UIKit's `_UILayoutSpacer`) instead, as short as nothing else
///   decides (`UISV-spanning-fit` at 0.001).
/// - `UISV-spacing`: between neighbouring visible views, exact for the fill distributions and a
///   minimum for equalSpacing / equalCentering; between baselines in a vertical stack with
///   `isBaselineRelativeArrangement`. The spacing is rounded to the screen's pixel grid.
/// - `UISV-hiding`: a hidden view's length == 0 (required; ``UIStackView/hidingPriority``).
/// - `UISV-spacing-hidden` at 50: where a hidden view sits. After a visible view and before
///   another, half the spacing after the first (the middle of the gap); after the last visible
///   view, at its trailing edge; before the first visible view, at its leading edge; when every
///   view is hidden, at the spanner's trailing edge.
///
/// Across the axis: StackAlignmentConstraints.swift.
@MainActor
struct StackArrangement {
    /// The standard spacing (docs/reference/attributes.md), used for ``UIStackView/spacingUseSystem``.
    static let systemSpacing: CGFloat = 8
    /// How strongly a spanner guide stays as short as its views allow (`UISV-spanning-fit`): above
    /// `fittingSizeLevel`, so a fitting target does not stretch it.
    static let spanningFitPriority = UILayoutPriority(51)
    /// `UISV-spanning-fit` when every arranged view is hidden.
    static let hiddenSpanningFitPriority = UILayoutPriority(0.001)
    /// How strongly the stack stays short (`UISV-canvas-fit`) where one of its edges is only
    /// bounded: below `fittingSizeLevel`.
    static let canvasFitPriority = UILayoutPriority(49)
    /// How strongly a view with no breadth of its own prefers none in a non-fill alignment.
    static let ambiguitySuppressionPriority = UILayoutPriority(25)
    /// How strongly a hidden view keeps its place in the line (`UISV-spacing-hidden`).
    static let hiddenSpacingPriority = UILayoutPriority(50)
    /// The aligned edge of each visible view on the spanner guide (`UISV-spanning-boundary`).
    static let spanningBoundaryPriority = UILayoutPriority(999.5)

    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []

    let stack: UIStackView
    let main: AxisAttributes
    let cross: AxisAttributes
    /// Every arranged view, and the visible ones.
    let views: [UIView]
    let visible: [UIView]

    init(stack: UIStackView) {
        self.stack = stack
        let rightToLeft = stack.effectiveUserInterfaceLayoutDirection == .rightToLeft
        main = AxisAttributes(stack.axis, rightToLeft: rightToLeft)
        cross = AxisAttributes(stack.axis == .horizontal ? .vertical : .horizontal, rightToLeft: rightToLeft)
        views = stack.arrangedSubviews
        visible = views.filter { !$0.isHidden }
        guard !views.isEmpty else { return }
        arrangeAlongAxis()
        arrangeAcrossAxis()
    }

    // MARK: Along the axis

    private mutating func arrangeAlongAxis() {
        let margins = stack.isLayoutMarginsRelativeArrangement
        let canvasLeading = margins ? main.leadingMargin : main.leading
        let canvasTrailing = margins ? main.trailingMargin : main.trailing
        let distribution = stack.distribution
        let isMinimum = distribution == .equalSpacing || distribution == .equalCentering
        let relation: NSLayoutConstraint.Relation = isMinimum ? .greaterThanOrEqual : .equal
        if isMinimum {
            add(
                stack, main.size, .equal, nil, .notAnAttribute, priority: StackArrangement.canvasFitPriority,
                id: "UISV-canvas-fit")
        }
        guard let first = visible.first, let last = visible.last else {
            arrangeEveryViewHidden(canvasLeading, canvasTrailing)
            return
        }
        add(stack, canvasLeading, .equal, first, main.leading, id: "UISV-canvas-connection")
        add(last, main.trailing, .equal, stack, canvasTrailing, id: "UISV-canvas-connection")
        for (previous, next) in zip(visible, visible.dropFirst()) {
            addEdgeToEdge(
                previous, next, relation, space: spacing(after: previous), priority: .required, id: "UISV-spacing")
        }
        placeHiddenViews(relation)
        switch distribution {
        case .fill:
            addFillOrder()
        case .fillEqually:
            addEqualLengths()
        case .fillProportionally:
            addProportionalLengths()
        case .equalSpacing:
            addGaps(betweenCenters: false)
        case .equalCentering:
            addGaps(betweenCenters: true)
        }
    }

    /// Each hidden view: length 0, and its place in the line at priority 50.
    private mutating func placeHiddenViews(_ relation: NSLayoutConstraint.Relation) {
        guard let lastVisibleIndex = views.lastIndex(where: { !$0.isHidden }) else { return }
        var previousVisible: UIView?
        for (index, view) in views.enumerated() {
            guard view.isHidden else {
                previousVisible = view
                continue
            }
            add(view, main.size, .equal, nil, .notAnAttribute, priority: stack.hidingPriority, id: "UISV-hiding")
            if let previousVisible {
                let space = index < lastVisibleIndex ? spacing(after: previousVisible) / 2 : 0
                addEdgeToEdge(
                    previousVisible, view, relation, space: space, priority: StackArrangement.hiddenSpacingPriority,
                    id: "UISV-spacing-hidden")
            } else {
                addEdgeToEdge(
                    view, visible[0], relation, space: 0, priority: StackArrangement.hiddenSpacingPriority,
                    id: "UISV-spacing-hidden")
            }
        }
    }

    private mutating func arrangeEveryViewHidden(
        _ canvasLeading: NSLayoutConstraint.Attribute, _ canvasTrailing: NSLayoutConstraint.Attribute
    ) {
        let spanner = makeGuide("UISV-ordering-spanner")
        add(stack, canvasLeading, .equal, spanner, main.leading, id: "UISV-canvas-connection")
        add(spanner, main.trailing, .equal, stack, canvasTrailing, id: "UISV-canvas-connection")
        add(
            spanner, main.size, .equal, nil, .notAnAttribute, priority: StackArrangement.hiddenSpanningFitPriority,
            id: "UISV-spanning-fit")
        for view in views {
            add(view, main.size, .equal, nil, .notAnAttribute, priority: stack.hidingPriority, id: "UISV-hiding")
            add(
                view, main.leading, .equal, spanner, main.trailing, priority: StackArrangement.hiddenSpacingPriority,
                id: "UISV-spacing-hidden")
        }
    }

    /// `next`'s leading edge `relation` `previous`'s trailing edge + `space`, in reading order. In
    /// a vertical stack with `isBaselineRelativeArrangement`, a visible view is attached by its
    /// baseline (the last one of the view before the gap, the first one of the view after it).
    private mutating func addEdgeToEdge(
        _ previous: UIView, _ next: UIView, _ relation: NSLayoutConstraint.Relation, space: CGFloat,
        priority: UILayoutPriority, id: String
    ) {
        let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        let nextAttribute: NSLayoutConstraint.Attribute = baselines && !next.isHidden ? .firstBaseline : main.leading
        let previousAttribute: NSLayoutConstraint.Attribute =
            baselines && !previous.isHidden ? .lastBaseline : main.trailing
        add(
            next, nextAttribute, main.ordered(relation), previous, previousAttribute,
            constant: main.isMirrored ? -space : space, priority: priority, id: id)
    }

    /// The space after `view`: its custom spacing or the stack's (8 for
    /// ``UIStackView/spacingUseSystem``), rounded to the screen's pixel grid as UIKit rounds it.
    func spacing(after view: UIView) -> CGFloat {
        let value = stack.resolvedSpacing(after: view)
        let scale = stack.traitCollection.displayScale
        return scale > 0 ? (value * scale).rounded() / scale : value
    }

    // MARK: Making constraints and guides

    mutating func makeGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guides.append(guide)
        return guide
    }

    mutating func add(
        _ item: Any, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ other: Any?, _ otherAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: UILayoutPriority = .required, id: String
    ) {
        let constraint = NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = id
        constraint.origin = .system
        constraints.append(constraint)
    }
}
