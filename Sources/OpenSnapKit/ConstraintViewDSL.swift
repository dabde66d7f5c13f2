import OpenAutoLayout

/// `view.snp`: the DSL's verbs for a view, and its attributes as targets.
@preconcurrency @MainActor
public struct ConstraintViewDSL: ConstraintMakingDSL {
    let view: UIView

    /// The view.
    public var target: AnyObject? { view }

    /// The view.
    public var constrainedItem: LayoutConstraintItem { view }

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

extension UIView {
    /// The DSL: `view.snp.makeConstraints { make in make.edges.equalToSuperview() }`, and the
    /// view's attributes as targets (`view.snp.bottom`).
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}
