import Foundation

/// A slider, as UIKit's UISlider (docs/reference/controls.md#slider).
///
/// Size: no intrinsic width (`UIView.noIntrinsicMetric`), an intrinsic height of 30 points;
/// the frame reaches 2 points beyond the alignment rectangle on the left and right and 1 point
/// below it (`alignmentRectInsets` `{0, 2, 1, 2}`), so a slider pinned 20 points from its
/// superview's edges has a frame 18 points from them and 31 points tall. `sizeThatFits`
/// keeps the proposed width (the current width for a proposal of 0) with the frame's height,
/// 31. Hugging 250, compression resistance 750.
///
/// Value: ``value`` stays within ``minimumValue`` … ``maximumValue``, as in UIKit; moving a
/// bound past the value moves the value with it.
open class UISlider: UIControl {
    /// The intrinsic height (the alignment rectangle's).
    static let contentHeight: CGFloat = 30
    /// How far the frame reaches beyond the alignment rectangle.
    static let insets = UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 2)

    /// The value, within ``minimumValue`` … ``maximumValue`` (default 0.5 in Interface Builder, 0 in code).
    open var value: Float {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }

    private var storedValue: Float = 0

    /// The lowest value (default 0); a value below it is raised to it.
    open var minimumValue: Float = 0 {
        didSet { storedValue = clamped(storedValue) }
    }

    /// The highest value (default 1); a value above it is lowered to it.
    open var maximumValue: Float = 1 {
        didSet { storedValue = clamped(storedValue) }
    }

    /// Whether value changes are reported while dragging; no effect on layout.
    open var isContinuous = true
    /// The colour of the track before the thumb; nil draws it in the tint colour.
    open var minimumTrackTintColor: UIColor?
    /// The colour of the track after the thumb; nil draws it in a system fill.
    open var maximumTrackTintColor: UIColor?
    /// The colour of the thumb; nil draws it white.
    open var thumbTintColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets ``value`` (clamped as usual; nothing is animated).
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// `value` within the bounds: at most ``maximumValue``, then at least ``minimumValue``
    /// (when the maximum is below the minimum, the minimum wins: our reading).
    private func clamped(_ value: Float) -> Float {
        max(min(value, maximumValue), minimumValue)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISlider.contentHeight)
    }

    /// `{0, 2, 1, 2}`.
    open override var alignmentRectInsets: UIEdgeInsets { UISlider.insets }

    /// The proposed width (the current one when 0 is proposed) and the frame's height, 31.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(
            width: size.width > 0 ? size.width : bounds.width,
            height: UISlider.contentHeight + UISlider.insets.top + UISlider.insets.bottom)
    }
}
