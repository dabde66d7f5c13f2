import Foundation

/// An on/off switch, as UIKit's UISwitch: a 51 × 31 frame (`sizeThatFits` for any proposed
/// size, docs/reference/fitting.md), hugging at 750 on both axes (docs/reference/priorities.md).
/// Its alignment rectangle leaves out 2 points on the trailing side, so constraints see it
/// 49 × 31 (docs/reference/fitting.md#alignment-rectangles).
open class UISwitch: UIControl {
    /// UIKit's switch size (its frame).
    static let switchSize = CGSize(width: 51, height: 31)
    /// How far the frame extends beyond the alignment rectangle on the trailing side.
    static let trailingAlignmentInset: CGFloat = 2

    /// Whether the switch is on; it does not change the size.
    open var isOn = false

    /// A switch at `frame`'s origin, 51 × 31 whatever size `frame` has, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.switchSize))
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Archives do not exist here; a decoded switch is off.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Sets ``isOn`` (nothing is animated here).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// 49 × 31: the alignment rectangle's size (the frame less the trailing inset).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UISwitch.switchSize.width - UISwitch.trailingAlignmentInset, height: UISwitch.switchSize.height)
    }

    /// 2 points on the trailing side: the right in left-to-right layout, the left in
    /// right-to-left layout (the mirrored side is our reading).
    open override var alignmentRectInsets: UIEdgeInsets {
        let inset = UISwitch.trailingAlignmentInset
        return effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? UIEdgeInsets(top: 0, left: inset, bottom: 0, right: 0)
            : UIEdgeInsets(top: 0, left: 0, bottom: 0, right: inset)
    }

    /// 51 × 31, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.switchSize }
}
