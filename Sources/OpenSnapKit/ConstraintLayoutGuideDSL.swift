import OpenAutoLayout

/// `guide.snp`: the DSL's verbs for a layout guide, and its attributes as targets.
public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
    let guide: UILayoutGuide

    /// The layout guide.
    public var target: AnyObject? { guide }

    /// Returns the closure's constraints without activating them.
    @discardableResult
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        trapping { failures throws(LayoutError) in
            try ConstraintMaker.prepareConstraints(item: guide, failures: failures, closure: closure)
        }
    }

    /// Makes and activates the closure's constraints; each is installed on the closest common
    /// ancestor of its items.
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
        trapping { failures throws(LayoutError) in
            try ConstraintMaker.makeConstraints(item: guide, failures: failures, closure: closure)
        }
    }

    /// Deactivates every constraint the DSL made for the guide, then makes the closure's.
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
        trapping { failures throws(LayoutError) in
            try ConstraintMaker.remakeConstraints(item: guide, failures: failures, closure: closure)
        }
    }

    /// Changes only the constants of matching constraints made earlier (makes them when there
    /// are none). Traps when one has no match, with a message naming it and every candidate
    /// compared; ``checkedUpdateConstraints(_:)`` throws that message instead.
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
        trapping { failures throws(LayoutError) in
            try ConstraintMaker.updateConstraints(item: guide, failures: failures, closure: closure)
        }
    }

    /// Deactivates every constraint the DSL made for the guide.
    public func removeConstraints() {
        ConstraintMaker.removeConstraints(item: guide)
    }

    /// The throwing twin of ``prepareConstraints(_:)``.
    public func checkedPrepareConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) -> [Constraint] {
        try ConstraintMaker.prepareConstraints(item: guide, failures: ConstraintFailures(traps: false), closure: closure)
    }

    /// The throwing twin of ``makeConstraints(_:)``: nothing is activated when it throws.
    public func checkedMakeConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) {
        try ConstraintMaker.makeConstraints(item: guide, failures: ConstraintFailures(traps: false), closure: closure)
    }

    /// The throwing twin of ``remakeConstraints(_:)``: the old constraints stay when it throws.
    public func checkedRemakeConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) {
        try ConstraintMaker.remakeConstraints(item: guide, failures: ConstraintFailures(traps: false), closure: closure)
    }

    /// The throwing twin of ``updateConstraints(_:)``: no constant changes when it throws.
    public func checkedUpdateConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) {
        try ConstraintMaker.updateConstraints(item: guide, failures: ConstraintFailures(traps: false), closure: closure)
    }
}

extension UILayoutGuide {
    /// The DSL for a layout guide: `guide.snp.makeConstraints { … }`, and the guide's attributes
    /// as targets (`view.safeAreaLayoutGuide.snp.top`).
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}
