import Foundation

/// The bar at the bottom of a navigation controller's view when its toolbar is shown: 44 points
/// (32 on an iPhone's side), above the tab bar or the home indicator (docs/reference/bars-and-controllers.md#devices).
open class UIToolbar: UIView {
    /// Whether content can show through the bar. Default: true.
    open var isTranslucent: Bool = true {
        didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
