import Foundation

/// A picker of values on spinning wheels, as UIKit's UIPickerView
/// (docs/reference/controls.md#picker-view): 320 × 216 points, its intrinsic size and what
/// `sizeThatFits` returns, whatever its content. Hugging 250, compression resistance 750.
/// The data source and delegate are not modelled: layout does not read them.
open class UIPickerView: UIView {
    /// UIKit's picker size.
    static let pickerSize = CGSize(width: 320, height: 216)

    /// Whether a selection bar is drawn (deprecated in UIKit); no effect on layout.
    open var showsSelectionIndicator = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var intrinsicContentSize: CGSize { UIPickerView.pickerSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIPickerView.pickerSize }
}
