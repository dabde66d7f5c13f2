import Foundation

/// docs/reference/stack-views.md: the constraints and guides a UIStackView makes for its arranged views, named with
/// UIKit's identifiers.
///
/// Along the axis (the "chain" is the visible arranged views, or all of them when every one is
/// hidden; leading and trailing are the stack view's, see ``AxisAttributes``):
/// - `UISV-canvas-connection`: the stack's leading (top) edge to the chain's first view, its
///   last view to the stack's trailing (bottom) edge; the layout-margin edges with
///   `isLayoutMarginsRelativeArrangement`.
/// - `UISV-spacing`: between neighbours of the chain, exact for the fill distributions and a
///   minimum for equalSpacing / equalCentering; between baselines in a vertical stack with
///   `isBaselineRelativeArrangement`. A hidden view is attached flush (spacing 0) after the
///   visible view before it, and `UISV-hiding` makes its length 0, so the spacing beside it
///   collapses.
/// - fill: nothing more; see ``fillOrderPriority(hugging:rank:)`` for how ties are broken.
/// - fillEqually: `UISV-fill-equally` lengths equal to the first view's.
/// - fillProportionally: `UISV-fill-proportionally` length = share × (stack length − spacing),
///   the share being the view's intrinsic length over their sum, at priorities 999, 998, … in
///   order (equal shares when no view has an intrinsic length).
/// - equalSpacing / equalCentering: a gap guide (`UISV-distributing`, UIKit's
///   `_UIOLAGapGuide`) between neighbours' edges / centers, the guides of equal length
///   (`UISV-fill-equally`; at 999 for centers), and `UISV-spanning-fit` at 49 keeping the
///   first gap as short as the minimum spacing allows when nothing stretches the stack.
///
/// Across the axis (reference view: the first visible arranged view):
/// - fill: `UISV-canvas-connection` from both stack edges to the reference view,
///   `UISV-alignment` of both edges of every other view to it.
/// - leading / center / trailing / first and last baseline: `UISV-alignment` of that attribute
///   to the reference view (`UISV-canvas-connection` of the stack's edge or center to it for
///   the first three), and a spanner guide (`UISV-alignment-spanner`, UIKit's
///   `_UILayoutSpacer`) whose edges are the stack's (`UISV-canvas-connection`), which contains
///   every visible view (`UISV-spanning-boundary`) and is as small as that allows
///   (`UISV-spanning-fit` at 49); views without a breadth of their own prefer none
///   (`UISV-ambiguity-suppression` at 25).
/// - In a vertical stack the baseline alignments act as fill (UIKit defines them for horizontal
///   stacks only).
@MainActor
struct StackArrangement {
    /// The standard spacing (docs/reference/attributes.md), used for ``UIStackView/spacingUseSystem``.
    static let systemSpacing: CGFloat = 8
    /// How strongly the spanner and the gaps of the equal-spacing distributions stay small:
    /// below `fittingSizeLevel`, so systemLayoutSizeFitting's target wins over it.
    static let spanningFitPriority = UILayoutPriority(49)
    /// How strongly a view with no breadth of its own prefers none in a non-fill alignment.
    static let ambiguitySuppressionPriority = UILayoutPriority(25)

    private(set) var constraints: [NSLayoutConstraint] = []
    private(set) var guides: [UILayoutGuide] = []

    private let stack: UIStackView
    private let main: AxisAttributes
    private let cross: AxisAttributes

    init(stack: UIStackView) {
        self.stack = stack
        let rightToLeft = stack.effectiveUserInterfaceLayoutDirection == .rightToLeft
        main = AxisAttributes(stack.axis, rightToLeft: rightToLeft)
        cross = AxisAttributes(stack.axis == .horizontal ? .vertical : .horizontal, rightToLeft: rightToLeft)
        let views = stack.arrangedSubviews
        guard !views.isEmpty else { return }
        arrangeAlongAxis(views)
        arrangeAcrossAxis(views)
    }

    /// What the distribution reads from the visible arranged views: their intrinsic lengths
    /// for fillProportionally, their hugging priorities along the axis for fill, nothing else.
    static func distributionInputs(of stack: UIStackView) -> [CGFloat] {
        switch stack.distribution {
        case .fillProportionally:
            return proportionalSizes(of: stack)
        case .fill:
            return stack.arrangedSubviews.filter { !$0.isHidden }.map {
                CGFloat($0.contentHuggingPriority(for: stack.axis).rawValue)
            }
        case .fillEqually, .equalSpacing, .equalCentering:
            return []
        }
    }

    /// The intrinsic lengths along the axis of the visible arranged views (0 for none).
    static func proportionalSizes(of stack: UIStackView) -> [CGFloat] {
        let visible = stack.arrangedSubviews.filter { !$0.isHidden }
        return visible.map { view in
            let size = view.intrinsicContentSize
            return max(0, stack.axis == .horizontal ? size.width : size.height)
        }
    }

    /// The priority of the fill distribution's tie-break for the `rank`-th (1-based) view after
    /// the first among those sharing the lowest hugging priority `hugging`: those views prefer
    /// a length of 0 just below their hugging priority, a little less each, so when there is
    /// room to spare the first of them grows (the others stay at their intrinsic length, where
    /// their compression resistance holds them), and when there is too little the second of
    /// them gives way first, then the third, and so on. UIKit documents only that such ties
    /// are resolved by the order of `arrangedSubviews`; this is our mechanism
    /// (`UISV-fill-order`).
    static func fillOrderPriority(hugging: UILayoutPriority, rank: Int) -> UILayoutPriority {
        UILayoutPriority(max(1, hugging.rawValue - 0.01 * Float(rank)))
    }

    // MARK: Along the axis

    private mutating func arrangeAlongAxis(_ views: [UIView]) {
        let visible = views.filter { !$0.isHidden }
        let chain = visible.isEmpty ? views : visible
        let canvasLeading = stack.isLayoutMarginsRelativeArrangement ? main.leadingMargin : main.leading
        let canvasTrailing = stack.isLayoutMarginsRelativeArrangement ? main.trailingMargin : main.trailing

        add(stack, canvasLeading, .equal, chain[0], main.leading, id: "UISV-canvas-connection")
        add(chain[chain.count - 1], main.trailing, .equal, stack, canvasTrailing, id: "UISV-canvas-connection")

        // Hidden views: length 0, flush after the visible view before them.
        var previousVisible: UIView?
        for view in views {
            if !view.isHidden {
                previousVisible = view
                continue
            }
            add(view, main.size, .equal, nil, .notAnAttribute, id: "UISV-hiding")
            guard !visible.isEmpty else { continue }
            if let previousVisible {
                add(view, main.leading, .equal, previousVisible, main.trailing, id: "UISV-spacing")
            } else {
                add(view, main.leading, .equal, stack, canvasLeading, id: "UISV-spacing")
            }
        }
        guard !visible.isEmpty else {
            for (previous, next) in zip(chain, chain.dropFirst()) {
                add(next, main.leading, .equal, previous, main.trailing, id: "UISV-spacing")
            }
            return
        }

        let distribution = stack.distribution
        let isMinimum = distribution == .equalSpacing || distribution == .equalCentering
        let baselineRelative = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let space = stack.resolvedSpacing(after: previous)
            let relation: NSLayoutConstraint.Relation = isMinimum ? .greaterThanOrEqual : .equal
            if baselineRelative {
                add(next, .firstBaseline, relation, previous, .lastBaseline, constant: space, id: "UISV-spacing")
            } else {
                // Right to left, `leading` is the right edge and the next view lies to the left.
                add(
                    next, main.leading, main.isMirrored ? relation.reversed : relation, previous, main.trailing,
                    constant: main.isMirrored ? -space : space, id: "UISV-spacing")
            }
        }

        switch distribution {
        case .fill:
            addFillOrder(visible)
        case .fillEqually:
            addEqualLengths(visible)
        case .fillProportionally:
            addProportionalLengths(visible)
        case .equalSpacing:
            addGaps(visible, from: main.trailing, to: main.leading, equalityPriority: .required)
        case .equalCentering:
            addGaps(visible, from: main.center, to: main.center, equalityPriority: UILayoutPriority(999))
        }
    }

    private mutating func addFillOrder(_ visible: [UIView]) {
        let axis = stack.axis
        guard let lowest = visible.map({ $0.contentHuggingPriority(for: axis) }).min() else { return }
        let tied = visible.filter { $0.contentHuggingPriority(for: axis) == lowest }
        for (rank, view) in tied.dropFirst().enumerated() {
            add(
                view, main.size, .equal, nil, .notAnAttribute,
                priority: StackArrangement.fillOrderPriority(hugging: lowest, rank: rank + 1), id: "UISV-fill-order")
            // Ours, not UIKit's: solved, but not listed in the view's `constraints`.
            constraints[constraints.count - 1].isListed = false
        }
    }

    private mutating func addEqualLengths(_ visible: [UIView]) {
        for view in visible.dropFirst() {
            add(view, main.size, .equal, visible[0], main.size, id: "UISV-fill-equally")
        }
    }

    private mutating func addProportionalLengths(_ visible: [UIView]) {
        let sizes = StackArrangement.proportionalSizes(of: stack)
        let total = sizes.reduce(0, +)
        guard total > 0 else {
            addEqualLengths(visible)
            return
        }
        let spacingTotal = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) {
            $0 + stack.resolvedSpacing(after: $1.0)
        }
        let canvas: Any = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        for (index, view) in visible.enumerated() {
            let share = sizes[index] / total
            add(
                view, main.size, .equal, canvas, main.size, multiplier: share, constant: -share * spacingTotal,
                priority: UILayoutPriority(max(1, 999 - Float(index))), id: "UISV-fill-proportionally")
        }
    }

    private mutating func addGaps(
        _ visible: [UIView], from start: NSLayoutConstraint.Attribute, to end: NSLayoutConstraint.Attribute,
        equalityPriority: UILayoutPriority
    ) {
        var gaps: [UILayoutGuide] = []
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = UILayoutGuide()
            gap.identifier = "UISV-distributing"
            guides.append(gap)
            add(gap, main.leading, .equal, previous, start, id: "UISV-distributing")
            add(gap, main.trailing, .equal, next, end, id: "UISV-distributing")
            if let first = gaps.first {
                add(gap, main.size, .equal, first, main.size, priority: equalityPriority, id: "UISV-fill-equally")
            }
            gaps.append(gap)
        }
        if let first = gaps.first {
            add(
                first, main.size, .equal, nil, .notAnAttribute, priority: StackArrangement.spanningFitPriority,
                id: "UISV-spanning-fit")
        }
    }

    // MARK: Across the axis

    private mutating func arrangeAcrossAxis(_ views: [UIView]) {
        let visible = views.filter { !$0.isHidden }
        let reference = visible.first ?? views[0]
        let margins = stack.isLayoutMarginsRelativeArrangement
        let canvasLeading = margins ? cross.leadingMargin : cross.leading
        let canvasTrailing = margins ? cross.trailingMargin : cross.trailing
        let canvasCenter = margins ? cross.centerMargin : cross.center

        var alignment = stack.alignment
        if stack.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
            alignment = .fill
        }
        let others = views.filter { $0 !== reference }
        switch alignment {
        case .fill:
            add(stack, canvasLeading, .equal, reference, cross.leading, id: "UISV-canvas-connection")
            add(reference, cross.trailing, .equal, stack, canvasTrailing, id: "UISV-canvas-connection")
            for view in others {
                add(view, cross.leading, .equal, reference, cross.leading, id: "UISV-alignment")
                add(view, cross.trailing, .equal, reference, cross.trailing, id: "UISV-alignment")
            }
            return
        case .leading:
            add(stack, canvasLeading, .equal, reference, cross.leading, id: "UISV-canvas-connection")
            alignOthers(others, to: reference, cross.leading)
        case .trailing:
            add(reference, cross.trailing, .equal, stack, canvasTrailing, id: "UISV-canvas-connection")
            alignOthers(others, to: reference, cross.trailing)
        case .center:
            add(stack, canvasCenter, .equal, reference, cross.center, id: "UISV-canvas-connection")
            alignOthers(others, to: reference, cross.center)
        case .firstBaseline:
            alignOthers(others, to: reference, .firstBaseline)
        case .lastBaseline:
            alignOthers(others, to: reference, .lastBaseline)
        }

        let spanner = UILayoutGuide()
        spanner.identifier = "UISV-alignment-spanner"
        guides.append(spanner)
        add(stack, canvasLeading, .equal, spanner, cross.leading, id: "UISV-canvas-connection")
        add(spanner, cross.trailing, .equal, stack, canvasTrailing, id: "UISV-canvas-connection")
        for view in visible.isEmpty ? views : visible {
            let (before, after): (NSLayoutConstraint.Relation, NSLayoutConstraint.Relation) =
                cross.isMirrored ? (.greaterThanOrEqual, .lessThanOrEqual) : (.lessThanOrEqual, .greaterThanOrEqual)
            add(spanner, cross.leading, before, view, cross.leading, id: "UISV-spanning-boundary")
            add(spanner, cross.trailing, after, view, cross.trailing, id: "UISV-spanning-boundary")
        }
        add(
            spanner, cross.size, .equal, nil, .notAnAttribute, priority: StackArrangement.spanningFitPriority,
            id: "UISV-spanning-fit")
        for view in views {
            add(
                view, cross.size, .equal, nil, .notAnAttribute,
                priority: StackArrangement.ambiguitySuppressionPriority, id: "UISV-ambiguity-suppression")
        }
    }

    private mutating func alignOthers(
        _ others: [UIView], to reference: UIView, _ attribute: NSLayoutConstraint.Attribute
    ) {
        for view in others {
            add(view, attribute, .equal, reference, attribute, id: "UISV-alignment")
        }
    }

    // MARK: Making constraints

    private mutating func add(
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

/// The attributes of one axis: edges, length and center, plain and within margins. The
/// horizontal edges are the stack view's own leading and trailing sides, as left and right
/// attributes, so that arranged views follow the stack view's layout direction whatever theirs
/// is; right to left, the axis is mirrored (`leading` is `.right`).
struct AxisAttributes {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute
    let leadingMargin: NSLayoutConstraint.Attribute
    let trailingMargin: NSLayoutConstraint.Attribute
    let centerMargin: NSLayoutConstraint.Attribute
    /// Whether `leading` is the right edge (a horizontal axis, right to left).
    let isMirrored: Bool

    init(_ axis: NSLayoutConstraint.Axis, rightToLeft: Bool) {
        isMirrored = axis == .horizontal && rightToLeft
        if axis == .horizontal && rightToLeft {
            (leading, trailing, size, center) = (.right, .left, .width, .centerX)
            (leadingMargin, trailingMargin, centerMargin) = (.rightMargin, .leftMargin, .centerXWithinMargins)
        } else if axis == .horizontal {
            (leading, trailing, size, center) = (.left, .right, .width, .centerX)
            (leadingMargin, trailingMargin, centerMargin) = (.leftMargin, .rightMargin, .centerXWithinMargins)
        } else {
            (leading, trailing, size, center) = (.top, .bottom, .height, .centerY)
            (leadingMargin, trailingMargin, centerMargin) = (.topMargin, .bottomMargin, .centerYWithinMargins)
        }
    }
}

extension NSLayoutConstraint.Relation {
    /// ≤ for ≥ and ≥ for ≤ (a mirrored axis).
    var reversed: NSLayoutConstraint.Relation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        }
    }
}
