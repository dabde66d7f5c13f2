import OpenAutoLayout

/// The `make` of `view.snp.makeConstraints { make in … }`: each attribute property starts a
/// line of the DSL, and the lines become constraints once the closure returns.
@preconcurrency @MainActor
public class ConstraintMaker {
    /// Starts a line on the left edge.
    public var left: ConstraintMakerExtendable { extendable(.left) }
    /// Starts a line on the top edge.
    public var top: ConstraintMakerExtendable { extendable(.top) }
    /// Starts a line on the bottom edge.
    public var bottom: ConstraintMakerExtendable { extendable(.bottom) }
    /// Starts a line on the right edge.
    public var right: ConstraintMakerExtendable { extendable(.right) }
    /// Starts a line on the leading edge (left in left-to-right layout).
    public var leading: ConstraintMakerExtendable { extendable(.leading) }
    /// Starts a line on the trailing edge (right in left-to-right layout).
    public var trailing: ConstraintMakerExtendable { extendable(.trailing) }
    /// Starts a line on the width.
    public var width: ConstraintMakerExtendable { extendable(.width) }
    /// Starts a line on the height.
    public var height: ConstraintMakerExtendable { extendable(.height) }
    /// Starts a line on the horizontal center.
    public var centerX: ConstraintMakerExtendable { extendable(.centerX) }
    /// Starts a line on the vertical center.
    public var centerY: ConstraintMakerExtendable { extendable(.centerY) }
    /// Starts a line on the last baseline (a view without text: its bottom).
    public var lastBaseline: ConstraintMakerExtendable { extendable(.lastBaseline) }
    /// Starts a line on the first baseline (a view without text: its top).
    public var firstBaseline: ConstraintMakerExtendable { extendable(.firstBaseline) }
    /// Starts a line on the left layout margin.
    public var leftMargin: ConstraintMakerExtendable { extendable(.leftMargin) }
    /// Starts a line on the right layout margin.
    public var rightMargin: ConstraintMakerExtendable { extendable(.rightMargin) }
    /// Starts a line on the top layout margin.
    public var topMargin: ConstraintMakerExtendable { extendable(.topMargin) }
    /// Starts a line on the bottom layout margin.
    public var bottomMargin: ConstraintMakerExtendable { extendable(.bottomMargin) }
    /// Starts a line on the leading layout margin.
    public var leadingMargin: ConstraintMakerExtendable { extendable(.leadingMargin) }
    /// Starts a line on the trailing layout margin.
    public var trailingMargin: ConstraintMakerExtendable { extendable(.trailingMargin) }
    /// Starts a line on the horizontal center of the margins.
    public var centerXWithinMargins: ConstraintMakerExtendable { extendable(.centerXWithinMargins) }
    /// Starts a line on the vertical center of the margins.
    public var centerYWithinMargins: ConstraintMakerExtendable { extendable(.centerYWithinMargins) }
    /// Starts a line on left, top, right and bottom.
    public var edges: ConstraintMakerExtendable { extendable(.edges) }
    /// Starts a line on left and right.
    public var horizontalEdges: ConstraintMakerExtendable { extendable(.horizontalEdges) }
    /// Starts a line on top and bottom.
    public var verticalEdges: ConstraintMakerExtendable { extendable(.verticalEdges) }
    /// Starts a line on top, bottom, leading and trailing.
    public var directionalEdges: ConstraintMakerExtendable { extendable(.directionalEdges) }
    /// Starts a line on leading and trailing.
    public var directionalHorizontalEdges: ConstraintMakerExtendable { extendable(.directionalHorizontalEdges) }
    /// Starts a line on top and bottom.
    public var directionalVerticalEdges: ConstraintMakerExtendable { extendable(.directionalVerticalEdges) }
    /// Starts a line on width and height.
    public var size: ConstraintMakerExtendable { extendable(.size) }
    /// Starts a line on centerX and centerY.
    public var center: ConstraintMakerExtendable { extendable(.center) }
    /// Starts a line on the four margins (left, top, right, bottom).
    public var margins: ConstraintMakerExtendable { extendable(.margins) }
    /// Starts a line on the four directional margins (top, bottom, leading, trailing).
    public var directionalMargins: ConstraintMakerExtendable { extendable(.directionalMargins) }
    /// Starts a line on both centers within the margins.
    public var centerWithinMargins: ConstraintMakerExtendable { extendable(.centerWithinMargins) }
    /// Starts a line on the last baseline; SnapKit's old name for ``lastBaseline``.
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintMakerExtendable { extendable(.lastBaseline) }

    /// The view or layout guide being constrained.
    public let item: LayoutConstraintItem
    private var descriptions: [ConstraintDescription] = []
    private let failures: ConstraintFailures

    init(item: LayoutConstraintItem, failures: ConstraintFailures) {
        self.item = item
        self.failures = failures
    }

    private func extendable(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes, failures: failures)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    // MARK: The five verbs

    /// Runs the closure and returns its constraints, inactive. Turns off the view's
    /// autoresizing-mask translation, as SnapKit does whenever it makes constraints.
    static func prepareConstraints(
        item: LayoutConstraintItem, failures: ConstraintFailures, closure: (ConstraintMaker) -> Void
    ) throws(LayoutError) -> [Constraint] {
        item.prepare()
        let maker = ConstraintMaker(item: item, failures: failures)
        closure(maker)
        let constraints = maker.descriptions.flatMap(\.constraints)
        try failures.throwIfFailed()
        return constraints
    }

    /// Prepares and activates.
    static func makeConstraints(
        item: LayoutConstraintItem, failures: ConstraintFailures, closure: (ConstraintMaker) -> Void
    ) throws(LayoutError) {
        let constraints = try prepareConstraints(item: item, failures: failures, closure: closure)
        try activate(constraints, failures: failures)
    }

    /// Removes every constraint the DSL made for the item, then makes. When activation fails in
    /// a `checked…` call, the removed constraints are put back before the error is thrown.
    static func remakeConstraints(
        item: LayoutConstraintItem, failures: ConstraintFailures, closure: (ConstraintMaker) -> Void
    ) throws(LayoutError) {
        let constraints = try prepareConstraints(item: item, failures: failures, closure: closure)
        let removed = item.activeLayoutConstraints
        NSLayoutConstraint.deactivate(removed)
        do {
            try activate(constraints, failures: failures)
        } catch {
            NSLayoutConstraint.activate(removed)
            throw error
        }
    }

    /// Changes the constants of constraints made earlier, or makes the constraints when the DSL
    /// made none for the item yet.
    ///
    /// Each new layout constraint must match an active one the DSL made for the item: same
    /// first and second items, same attributes, relation, multiplier and priority (SnapKit's
    /// rule); only its constant changes. SnapKit traps on the first one without a match and
    /// prints only that one; here every layout constraint is matched before any constant
    /// changes, and the message also lists each candidate compared and how it differs.
    static func updateConstraints(
        item: LayoutConstraintItem, failures: ConstraintFailures, closure: (ConstraintMaker) -> Void
    ) throws(LayoutError) {
        let existing = item.activeLayoutConstraints
        guard !existing.isEmpty else {
            try makeConstraints(item: item, failures: failures, closure: closure)
            return
        }
        let constraints = try prepareConstraints(item: item, failures: failures, closure: closure)
        var updates: [(LayoutConstraint, LayoutConstraint)] = []
        for constraint in constraints {
            for layoutConstraint in constraint.layoutConstraints {
                guard let match = existing.first(where: { UpdateMatching.matches($0, layoutConstraint) }) else {
                    let error = UpdateMatching.failure(layoutConstraint, from: constraint, candidates: existing)
                    failures.report(error)
                    throw error
                }
                updates.append((match, layoutConstraint))
            }
        }
        for (match, layoutConstraint) in updates { match.constant = layoutConstraint.constant }
    }

    /// Deactivates every constraint the DSL made for the item.
    static func removeConstraints(item: LayoutConstraintItem) {
        NSLayoutConstraint.deactivate(item.activeLayoutConstraints)
    }

    private static func activate(_ constraints: [Constraint], failures: ConstraintFailures) throws(LayoutError) {
        let layoutConstraints: [NSLayoutConstraint] = constraints.flatMap(\.layoutConstraints)
        if failures.traps {
            NSLayoutConstraint.activate(layoutConstraints)
        } else {
            try NSLayoutConstraint.checkedActivate(layoutConstraints)
        }
    }
}
