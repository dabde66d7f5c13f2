import Foundation

/// The bar at the bottom of a tab bar controller's view: 49 points (32 on an iPhone's side) plus
/// the home indicator's inset below its items: 83 on an iPhone X upright (docs/reference/bars-and-controllers.md#devices).
open class UITabBar: UIView {
    /// Whether content can show through the bar. Default: true.
    open var isTranslucent: Bool = true {
        didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
    }

    /// Whether the bar is hidden; the tab bar controller lays its content out again when this changes.
    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { superview?.setNeedsLayout() } }
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
