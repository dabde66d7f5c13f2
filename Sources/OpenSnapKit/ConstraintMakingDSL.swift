import OpenAutoLayout

/// The verbs that make, update and remove constraints for one item: `view.snp` and `guide.snp`
/// share them. The plain verbs trap on a mistake with SnapKit's message (or ours, where SnapKit
/// gives none); each has a `checked…` twin that throws the same message instead.
@preconcurrency @MainActor
public protocol ConstraintMakingDSL: ConstraintAttributesDSL {
    /// The view or layout guide the verbs constrain.
    var constrainedItem: LayoutConstraintItem { get }
}

extension ConstraintMakingDSL {
    /// Returns the closure's constraints without activating them (a view stops translating its
    /// autoresizing mask all the same, as in SnapKit).
    @discardableResult
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        trapping { failures throws(LayoutError) in
            try ConstraintMaker.prepareConstraints(item: constrainedItem, failures: failures, closure: closure)
        }
    }

    /// Makes and activates the closure's constraints; each is installed on the closest common
    /// ancestor of its items.
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
        trapping { failures throws(LayoutError) in
            try ConstraintMaker.makeConstraints(item: constrainedItem, failures: failures, closure: closure)
        }
    }

    /// Deactivates every constraint the DSL made for the item, then makes the closure's.
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
        trapping { failures throws(LayoutError) in
            try ConstraintMaker.remakeConstraints(item: constrainedItem, failures: failures, closure: closure)
        }
    }

    /// Changes only the constants of matching constraints made earlier (makes them when there
    /// are none). Traps when one has no match, with a message naming it and every candidate
    /// compared; ``checkedUpdateConstraints(_:)`` throws that message instead.
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
        trapping { failures throws(LayoutError) in
            try ConstraintMaker.updateConstraints(item: constrainedItem, failures: failures, closure: closure)
        }
    }

    /// Deactivates every constraint the DSL made for the item.
    public func removeConstraints() {
        ConstraintMaker.removeConstraints(item: constrainedItem)
    }

    /// The throwing twin of ``prepareConstraints(_:)``.
    public func checkedPrepareConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) -> [Constraint] {
        try ConstraintMaker.prepareConstraints(
            item: constrainedItem, failures: ConstraintFailures(traps: false), closure: closure)
    }

    /// The throwing twin of ``makeConstraints(_:)``: nothing is activated when it throws.
    public func checkedMakeConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) {
        try ConstraintMaker.makeConstraints(
            item: constrainedItem, failures: ConstraintFailures(traps: false), closure: closure)
    }

    /// The throwing twin of ``remakeConstraints(_:)``: the old constraints stay when it throws.
    public func checkedRemakeConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) {
        try ConstraintMaker.remakeConstraints(
            item: constrainedItem, failures: ConstraintFailures(traps: false), closure: closure)
    }

    /// The throwing twin of ``updateConstraints(_:)``: no constant changes when it throws.
    public func checkedUpdateConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) {
        try ConstraintMaker.updateConstraints(
            item: constrainedItem, failures: ConstraintFailures(traps: false), closure: closure)
    }
}

/// Runs a DSL verb in trapping mode: mistakes stop the process with their message.
@MainActor
func trapping<Result>(_ body: (ConstraintFailures) throws(LayoutError) -> Result) -> Result {
    do {
        return try body(ConstraintFailures(traps: true))
    } catch {
        fatalError(error.message)
    }
}
