import Foundation

/// A view that lays out a line of views, as UIKit's UIStackView (docs/reference/stack-views.md).
///
/// Like UIKit's, it is a non-rendering container: it manages ``arrangedSubviews`` (always a
/// subset of `subviews`) with constraints it makes itself, each named with UIKit's identifiers
/// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-hiding`, …; see `StackArrangement`), so
/// conflict logs read like UIKit's. The constraints are rebuilt in ``updateConstraints()``
/// whenever a property, the list of arranged views or the visibility of one of them changes.
/// It has no intrinsic content size: its size follows from its arranged views' sizes and from
/// the constraints placed on it. Its layout margins default to zero (docs/reference/margins.md).
open class UIStackView: UIView, SubviewChangeObserver {
    /// The views the stack view lays out, in order.
    public private(set) var arrangedSubviews: [UIView] = []

    /// The direction of the line (default horizontal).
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementPropertyDidChange() } }
    }

    /// How the arranged views share the stack view's length along ``axis`` (default fill).
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementPropertyDidChange() } }
    }

    /// How the arranged views are placed across ``axis`` (default fill).
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementPropertyDidChange() } }
    }

    /// The space between adjacent arranged views: exact for the fill distributions, a minimum
    /// for equalSpacing and equalCentering. Default 0. ``spacingUseSystem`` asks for the
    /// standard 8 points (docs/reference/attributes.md).
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementPropertyDidChange() } }
    }

    /// Whether the arranged views are laid out inside the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementPropertyDidChange() } }
    }

    /// Whether, in a vertical stack, the spacing is measured from one view's last baseline to
    /// the next view's first baseline instead of between their edges.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementPropertyDidChange() } }
    }

    /// The priority of each hidden arranged view's `UISV-hiding` constraint (its length == 0).
    /// UIKit's is required, so a required length of the view's own conflicts with it and UIKit
    /// breaks the view's (docs/reference/stack-views.md#hidden-views). Interface Builder's
    /// canvas keeps such a length instead; LayoutSpec lowers this for its canvas mode.
    package var hidingPriority: UILayoutPriority = .required {
        didSet { if hidingPriority != oldValue { arrangementPropertyDidChange() } }
    }

    /// The arranged views follow the stack view's own layout direction: a change rebuilds.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { if semanticContentAttribute != oldValue { arrangementPropertyDidChange() } }
    }

    /// Custom spacing after an arranged view, keyed by its identity.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack view made at its last update, and the guides it owns.
    private var arrangementConstraints: [NSLayoutConstraint] = []
    private var arrangementGuides: [UILayoutGuide] = []
    /// What the fill distribution read from the arranged views at the last update (their
    /// hugging priorities); a change of it rebuilds the constraints.
    private var distributionInputs: [CGFloat] = []

    /// An empty horizontal stack view with `frame` and zero layout margins.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        layoutMargins = .zero
    }

    /// Makes a stack view that arranges `views` (added as subviews, in order).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Archives do not exist here; a decoded stack view is empty, with zero layout margins.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layoutMargins = .zero
    }

    /// A property of the arrangement changed: rebuild, and let a stack view that arranges this one
    /// measure it again.
    private func arrangementPropertyDidChange() {
        setNeedsUpdateConstraints()
        arrangementDidChange()
    }

    // MARK: Arranged subviews

    /// Appends `view` to ``arrangedSubviews``, adding it as the last subview if it is not one.
    /// As in UIKit, the view's `translatesAutoresizingMaskIntoConstraints` becomes false.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into ``arrangedSubviews`` at `stackIndex` (0…count, the count without
    /// `view`; anything else traps, as UIKit raises an internal-inconsistency exception). A view
    /// that is already arranged moves to the new place. UIKit's exact text for a bad index is
    /// not documented; ours names the method, the index and the count.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        do { try checkedInsertArrangedSubview(view, at: stackIndex) } catch { fatalError(error.message) }
    }

    /// The throwing twin of ``insertArrangedSubview(_:at:)``: it checks the index (and that
    /// `view` can become a subview) before it changes anything.
    public func checkedInsertArrangedSubview(_ view: UIView, at stackIndex: Int) throws(LayoutError) {
        let existing = arrangedSubviews.firstIndex { $0 === view }
        let count = arrangedSubviews.count - (existing == nil ? 0 : 1)
        guard (0...count).contains(stackIndex) else {
            throw LayoutError(
                .indexOutOfRange,
                message:
                    "-[UIStackView insertArrangedSubview:atIndex:]: index \(stackIndex) out of bounds (count \(count))")
        }
        if view.superview !== self && (view === self || isDescendant(of: view)) {
            // Adding it would make a cycle: the hierarchy's own check throws UIKit's text and changes nothing.
            try checkedAddSubview(view)
        }
        if let existing { arrangedSubviews.remove(at: existing) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: stackIndex)
        if view.superview !== self { addSubview(view) }
        arrangementPropertyDidChange()
    }

    /// Takes `view` out of ``arrangedSubviews``; it stays a subview (as in UIKit), so call
    /// `removeFromSuperview()` too to take it off screen.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementPropertyDidChange()
    }

    /// A subview leaving the stack view leaves ``arrangedSubviews`` too, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Spacing

    /// Sets the space after `arrangedSubview` (``spacingUseDefault`` returns to ``spacing``,
    /// ``spacingUseSystem`` asks for the standard 8 points).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        let key = ObjectIdentifier(arrangedSubview)
        if spacing == UIStackView.spacingUseDefault {
            customSpacings[key] = nil
        } else {
            customSpacings[key] = spacing
        }
        arrangementPropertyDidChange()
    }

    /// The custom space after `arrangedSubview`, or ``spacingUseDefault`` when none was set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The spacing in effect after `view`: its custom spacing or ``spacing``, with
    /// ``spacingUseSystem`` resolved to 8.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == UIStackView.spacingUseSystem ? StackArrangement.systemSpacing : value
    }

    // MARK: Layout

    /// Rebuilds the stack view's constraints (docs/reference/stack-views.md) from its current properties and the
    /// visibility of its arranged views.
    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in arrangementGuides { removeLayoutGuide(guide) }
        let arrangement = StackArrangement(stack: self)
        arrangementConstraints = arrangement.constraints
        arrangementGuides = arrangement.guides
        distributionInputs = StackArrangement.distributionInputs(of: self)
        for guide in arrangementGuides { addLayoutGuide(guide) }
        NSLayoutConstraint.activate(arrangementConstraints)
        super.updateConstraints()
    }

    /// The first visible arranged view's first-baseline view (the stack view itself when none).
    open override var forFirstBaselineLayout: UIView {
        arrangedSubviews.first(where: { !$0.isHidden })?.forFirstBaselineLayout ?? self
    }

    /// In a vertical stack, the last visible arranged view's last-baseline view; in a horizontal
    /// one, the first visible arranged view's (UIKit picks one view of the row; we pick the first).
    open override var forLastBaselineLayout: UIView {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let view = axis == .vertical ? visible.last : visible.first
        return view?.forLastBaselineLayout ?? self
    }

    package func subviewVisibilityDidChange(_ subview: UIView) {
        if arrangedSubviews.contains(where: { $0 === subview }) { arrangementPropertyDidChange() }
    }

    /// fill reads the arranged views' hugging priorities and fillProportionally their lengths
    /// (docs/reference/stack-views.md#fill-proportionally): when an arranged view's content size
    /// or priorities change, fill rebuilds if what it read changed and fillProportionally always
    /// does (UIKit's stack view observes them the same way). A stack view arranged in another
    /// passes the change on.
    package func subviewContentSizeDidChange(_ subview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        switch distribution {
        case .fillProportionally:
            setNeedsUpdateConstraints()
        case .fill:
            if StackArrangement.distributionInputs(of: self) != distributionInputs { setNeedsUpdateConstraints() }
        case .fillEqually, .equalSpacing, .equalCentering:
            break
        }
        arrangementDidChange()
    }

    /// A change that may change this stack view's fitting size: a stack view that arranges it
    /// measures it again (UIKit tells the stack views above the same way).
    private func arrangementDidChange() {
        (superview as? UIStackView)?.subviewContentSizeDidChange(self)
    }
}

extension UIStackView {
    /// As a spacing: use the stack view's ``spacing`` (UIKit's `UIStackView.spacingUseDefault`).
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    /// As a spacing: use the standard spacing between siblings, 8 points (docs/reference/attributes.md).
    public static let spacingUseSystem: CGFloat = .leastNormalMagnitude
}
