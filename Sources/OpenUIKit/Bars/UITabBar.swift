import Foundation

/// The bar at the bottom of a tab bar controller's view: 49 points (32 on an iPhone's side) plus
/// the home indicator's inset below its items: 83 on an iPhone X upright (docs/reference/bars-and-controllers.md#devices).
/// It shows its ``items``, the ``selectedItem`` in the tint colour.
open class UITabBar: UIView {
    /// Whether content can show through the bar. Default: true.
    open var isTranslucent: Bool = true {
        didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
    }

    /// Whether the bar is hidden; the tab bar controller lays its content out again when this changes.
    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { superview?.setNeedsLayout() } }
    }

    /// The bar's background colour; nil draws the system's bar background. Default: nil.
    open var barTintColor: UIColor?
    /// The colour of the unselected tabs; nil draws them in the system grey. Default: nil.
    open var unselectedItemTintColor: UIColor?

    /// The tabs, in order: a tab bar controller sets them from its controllers' tab bar items.
    open var items: [UITabBarItem]?
    /// The selected tab, drawn in the tint colour: a tab bar controller keeps it on its
    /// selected controller's item.
    open var selectedItem: UITabBarItem?

    /// Replaces the tabs; nothing is animated.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    /// A translucent bar with `frame`; a tab bar controller makes and sizes its own.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives do not exist here; a decoded bar is a translucent bar with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
