import OpenAutoLayout

/// `guide.snp`: the DSL's verbs for a layout guide, and its attributes as targets.
@preconcurrency @MainActor
public struct ConstraintLayoutGuideDSL: ConstraintMakingDSL {
    let guide: UILayoutGuide

    /// The layout guide.
    public var target: AnyObject? { guide }

    /// The layout guide.
    public var constrainedItem: LayoutConstraintItem { guide }
}

extension UILayoutGuide {
    /// The DSL for a layout guide: `guide.snp.makeConstraints { … }`, and the guide's attributes
    /// as targets (`view.safeAreaLayoutGuide.snp.top`).
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}
