import OpenAutoLayout

/// `view.snp`: the DSL's verbs for a view, and its attributes as targets.
public struct ConstraintViewDSL: ConstraintAttributesDSL {
    let view: UIView

    /// The view.
    public var target: AnyObject? { view }

    /// Returns the closure's constraints without activating them (the view stops translating
    /// its autoresizing mask all the same, as in SnapKit).
    @discardableResult
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        trapping { failures throws(LayoutError) in
            try ConstraintMaker.prepareConstraints(item: view, failures: failures, closure: closure)
        }
    }

    /// Makes and activates the closure's constraints; each is installed on the closest common
    /// ancestor of its items.
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
        trapping { failures throws(LayoutError) in
            try ConstraintMaker.makeConstraints(item: view, failures: failures, closure: closure)
        }
    }

    /// Deactivates every constraint the DSL made for the view, then makes the closure's.
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
        trapping { failures throws(LayoutError) in
            try ConstraintMaker.remakeConstraints(item: view, failures: failures, closure: closure)
        }
    }

    /// Changes only the constants of matching constraints made earlier (makes them when there
    /// are none). Traps when one has no match, with a message naming it and every candidate
    /// compared; ``checkedUpdateConstraints(_:)`` throws that message instead.
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
        trapping { failures throws(LayoutError) in
            try ConstraintMaker.updateConstraints(item: view, failures: failures, closure: closure)
        }
    }

    /// Deactivates every constraint the DSL made for the view.
    public func removeConstraints() {
        ConstraintMaker.removeConstraints(item: view)
    }

    /// The throwing twin of ``prepareConstraints(_:)``.
    public func checkedPrepareConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) -> [Constraint] {
        try ConstraintMaker.prepareConstraints(item: view, failures: ConstraintFailures(traps: false), closure: closure)
    }

    /// The throwing twin of ``makeConstraints(_:)``: nothing is activated when it throws.
    public func checkedMakeConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) {
        try ConstraintMaker.makeConstraints(item: view, failures: ConstraintFailures(traps: false), closure: closure)
    }

    /// The throwing twin of ``remakeConstraints(_:)``: the old constraints stay when it throws.
    public func checkedRemakeConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) {
        try ConstraintMaker.remakeConstraints(item: view, failures: ConstraintFailures(traps: false), closure: closure)
    }

    /// The throwing twin of ``updateConstraints(_:)``: no constant changes when it throws.
    public func checkedUpdateConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) {
        try ConstraintMaker.updateConstraints(item: view, failures: ConstraintFailures(traps: false), closure: closure)
    }

    /// The view's horizontal content-hugging priority.
    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(UILayoutPriority(newValue), for: .horizontal) }
    }

    /// The view's vertical content-hugging priority.
    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(UILayoutPriority(newValue), for: .vertical) }
    }

    /// The view's horizontal compression-resistance priority.
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(UILayoutPriority(newValue), for: .horizontal) }
    }

    /// The view's vertical compression-resistance priority.
    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(UILayoutPriority(newValue), for: .vertical) }
    }
}

/// Runs a DSL verb in trapping mode: mistakes stop the process with their message.
func trapping<Result>(_ body: (ConstraintFailures) throws(LayoutError) -> Result) -> Result {
    do {
        return try body(ConstraintFailures(traps: true))
    } catch {
        fatalError(error.message)
    }
}

extension UIView {
    /// The DSL: `view.snp.makeConstraints { make in make.edges.equalToSuperview() }`, and the
    /// view's attributes as targets (`view.snp.bottom`).
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}
