import Foundation

/// The bar at the bottom of a navigation controller's view when its toolbar is shown: 44 points
/// (32 on an iPhone's side), above the tab bar or the home indicator (docs/reference/bars-and-controllers.md#devices).
open class UIToolbar: UIView {
    /// Whether content can show through the bar. Default: true.
    open var isTranslucent: Bool = true {
        didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
    }

    /// A translucent toolbar with `frame`; a navigation controller makes and sizes its own.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives do not exist here; a decoded toolbar is translucent with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
