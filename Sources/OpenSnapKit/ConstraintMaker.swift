import OpenAutoLayout

/// The `make` of `view.snp.makeConstraints { make in … }`: each attribute property starts a
/// line of the DSL, and the lines become constraints once the closure returns.
public class ConstraintMaker {
    public var left: ConstraintMakerExtendable { extendable(.left) }
    public var top: ConstraintMakerExtendable { extendable(.top) }
    public var bottom: ConstraintMakerExtendable { extendable(.bottom) }
    public var right: ConstraintMakerExtendable { extendable(.right) }
    public var leading: ConstraintMakerExtendable { extendable(.leading) }
    public var trailing: ConstraintMakerExtendable { extendable(.trailing) }
    public var width: ConstraintMakerExtendable { extendable(.width) }
    public var height: ConstraintMakerExtendable { extendable(.height) }
    public var centerX: ConstraintMakerExtendable { extendable(.centerX) }
    public var centerY: ConstraintMakerExtendable { extendable(.centerY) }
    public var lastBaseline: ConstraintMakerExtendable { extendable(.lastBaseline) }
    public var firstBaseline: ConstraintMakerExtendable { extendable(.firstBaseline) }
    public var leftMargin: ConstraintMakerExtendable { extendable(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { extendable(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { extendable(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { extendable(.bottomMargin) }
    public var leadingMargin: ConstraintMakerExtendable { extendable(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { extendable(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { extendable(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { extendable(.centerYWithinMargins) }
    public var edges: ConstraintMakerExtendable { extendable(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { extendable(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { extendable(.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { extendable(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { extendable(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintMakerExtendable { extendable(.directionalVerticalEdges) }
    public var size: ConstraintMakerExtendable { extendable(.size) }
    public var center: ConstraintMakerExtendable { extendable(.center) }
    public var margins: ConstraintMakerExtendable { extendable(.margins) }
    public var directionalMargins: ConstraintMakerExtendable { extendable(.directionalMargins) }
    public var centerWithinMargins: ConstraintMakerExtendable { extendable(.centerWithinMargins) }
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
