import Foundation

/// docs/reference/stack-views.md#distributions: the constraints of each distribution, between the
/// visible arranged views.
///
/// - fill: nothing of UIKit's; our tie-break, see ``fillOrderPriority(hugging:rank:)``.
/// - fillEqually: `UISV-fill-equally`, each length == the first visible view's (required).
/// - fillProportionally: `UISV-fill-proportionally`, each length == its share × the stack's
///   length, at 999, 998, … by place among the arranged views (see ``addProportionalLengths()``);
///   fillEqually's constraints when no view has a length to share.
/// - equalSpacing / equalCentering: a gap guide (`UISV-distributing`, UIKit's `_UIOLAGapGuide`)
///   between neighbours' edges / centers (`UISV-distributing-edge`), each gap as long as the first
///   (`UISV-fill-equally`: required between edges, at 150 − the place of the view before the gap,
///   at least 50, between centers), and the stack as short as the spacing allows
///   (`UISV-canvas-fit` at 49, in StackArrangement.swift).
extension StackArrangement {
    /// What the fill distribution reads from the visible arranged views: their hugging
    /// priorities along the axis (empty for the other distributions, which rebuild whenever an
    /// arranged view's content size changes).
    static func distributionInputs(of stack: UIStackView) -> [CGFloat] {
        guard stack.distribution == .fill else { return [] }
        return stack.arrangedSubviews.filter { !$0.isHidden }.map {
            CGFloat($0.contentHuggingPriority(for: stack.axis).rawValue)
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

    mutating func addFillOrder() {
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

    mutating func addEqualLengths() {
        for view in visible.dropFirst() {
            add(view, main.size, .equal, visible[0], main.size, id: "UISV-fill-equally")
        }
    }

    /// UIKit's proportional fill. Each visible view's length L (``proportionalLength(of:in:)``)
    /// over the denominator D = the sum of the positive lengths + the stack's `spacing` × (visible
    /// views − 1) is its multiplier: `length == L / D × stack length`, at 999 − its place among the
    /// arranged views (at least 751; required for a multiplier of 1). The stack's own length is
    /// then D when nothing else sets it; when something does, the constraints cannot all hold
    /// with the spacing, and the last view's (the lowest priority) gives way. A view whose length
    /// is 0 gets a required `length == 0`. When D is not more than the spacing between all the
    /// arranged views (and 1), nothing has a length to share and the views get equal lengths.
    mutating func addProportionalLengths() {
        let lengths = visible.map { StackArrangement.proportionalLength(of: $0, in: stack) }
        let spacing = stack.spacing
        let denominator = lengths.filter { $0 > 0 }.reduce(0, +) + spacing * CGFloat(visible.count - 1)
        guard denominator > max(spacing * CGFloat(views.count - 1), 1) else {
            addEqualLengths()
            return
        }
        let canvas: Any = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        for (view, length) in zip(visible, lengths) {
            let multiplier = max(length, 0) / denominator
            guard multiplier > 0 else {
                add(view, main.size, .equal, nil, .notAnAttribute, id: "UISV-fill-proportionally")
                continue
            }
            let place = views.firstIndex { $0 === view } ?? 0
            let priority = multiplier == 1 ? UILayoutPriority.required : UILayoutPriority(Float(max(999 - place, 751)))
            add(
                view, main.size, .equal, canvas, main.size, multiplier: multiplier, priority: priority,
                id: "UISV-fill-proportionally")
        }
    }

    mutating func addGaps(betweenCenters: Bool) {
        var firstGap: UILayoutGuide?
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = makeGuide("UISV-distributing")
            add(
                gap, main.leading, .equal, previous, betweenCenters ? main.center : main.trailing,
                id: "UISV-distributing-edge")
            add(
                gap, main.trailing, .equal, next, betweenCenters ? main.center : main.leading,
                id: "UISV-distributing-edge")
            guard let firstGap else {
                firstGap = gap
                continue
            }
            let place = views.firstIndex { $0 === previous } ?? 0
            let priority = betweenCenters ? UILayoutPriority(Float(max(150 - place, 50))) : .required
            add(gap, main.size, .equal, firstGap, main.size, priority: priority, id: "UISV-fill-equally")
        }
    }
}
