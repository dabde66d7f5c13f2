import Foundation

/// The bar at the bottom of a tab bar controller's view: 49 points (32 on an iPhone's side) plus
/// the home indicator's inset below its items: 83 on an iPhone X upright (docs/reference/bars-and-controllers.md#devices).
open class UITabBar: UIView {
    /// Whether content can show through the bar. Default: true.
    open var isTranslucent: Bool = true {
        didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
    }

    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { superview?.setNeedsLayout() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
