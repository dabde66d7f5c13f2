import Foundation

/// An on/off switch, as UIKit's UISwitch: a 51 × 31 frame, 63 × 28 from iOS 26 (`sizeThatFits`
/// for any proposed size, docs/reference/fitting.md, docs/reference/controls.md), hugging at 750
/// on both axes (docs/reference/priorities.md). Its alignment rectangle leaves out 2 points on
/// the trailing side, so constraints see it 49 × 31 (61 × 28 from iOS 26;
/// docs/reference/fitting.md#alignment-rectangles).
open class UISwitch: UIControl {
    /// UIKit's switch size (its frame) before iOS 26.
    static let switchSize = CGSize(width: 51, height: 31)
    /// UIKit's switch size from iOS 26.
    static let glassSwitchSize = CGSize(width: 63, height: 28)
    /// How far the frame extends beyond the alignment rectangle on the trailing side.
    static let trailingAlignmentInset: CGFloat = 2

    /// Whether the switch is on; it does not change the size.
    open var isOn = false
    /// The colour of the track while the switch is on; nil draws it in system green.
    open var onTintColor: UIColor?
    /// The colour of the knob; nil draws it white.
    open var thumbTintColor: UIColor?

    /// A switch at `frame`'s origin, of the switch size whatever size `frame` has, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size(for: UIScreen.main.systemVersion)))
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

    /// The switch's frame size for the iOS version of its screen.
    private var size: CGSize { UISwitch.size(for: controlSystemVersion) }

    /// The switch's frame size on iOS `systemVersion`: 51 × 31, 63 × 28 from iOS 26.
    private static func size(for systemVersion: Double) -> CGSize {
        systemVersion >= 26 ? glassSwitchSize : switchSize
    }

    /// 49 × 31 (61 × 28 from iOS 26): the alignment rectangle's size (the frame less the
    /// trailing inset).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: size.width - UISwitch.trailingAlignmentInset, height: size.height)
    }

    /// 2 points on the trailing side: the right in left-to-right layout, the left in
    /// right-to-left layout (the mirrored side is our reading).
    open override var alignmentRectInsets: UIEdgeInsets {
        let inset = UISwitch.trailingAlignmentInset
        return effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? UIEdgeInsets(top: 0, left: inset, bottom: 0, right: 0)
            : UIEdgeInsets(top: 0, left: 0, bottom: 0, right: inset)
    }

    /// The switch size (51 × 31, 63 × 28 from iOS 26), whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size }

    /// The screen's iOS version decides the switch's size.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        invalidateIntrinsicContentSize()
    }
}
