import Foundation

/// An on/off switch, as UIKit's UISwitch: always 51 × 31 points (its intrinsic size and
/// `sizeThatFits` for any proposed size, docs/reference/fitting.md), hugging at 750 on both axes (docs/reference/priorities.md).
open class UISwitch: UIControl {
    /// UIKit's switch size.
    static let switchSize = CGSize(width: 51, height: 31)

    /// Whether the switch is on; it does not change the size.
    open var isOn = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.switchSize))
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Sets ``isOn`` (nothing is animated here).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    open override var intrinsicContentSize: CGSize { UISwitch.switchSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.switchSize }
}
