import Foundation

/// A pair of − and + buttons, as UIKit's UIStepper (docs/reference/controls.md#stepper).
///
/// Size: 94 × 32 points from iOS 13, 94 × 29 before (read from the screen's `systemVersion`),
/// as its intrinsic size and `sizeThatFits` and as the frame of a stepper made in code
/// (whatever size the frame asks for, as for UISwitch); no alignment insets. Hugging 750 on both axes, compression resistance 750.
///
/// Value: ``value`` stays within ``minimumValue`` … ``maximumValue``. ``increment()`` and
/// ``decrement()`` do what a tap on + or − does: step by ``stepValue``, stopping at the bounds,
/// or, with ``wraps``, going past a bound to the other one. As UIKit raises an
/// invalid-argument exception for a step of 0 or less and for a minimum not below the maximum,
/// those assignments stop the process; UIKit's text is not documented, ours names the property
/// and the values.
open class UIStepper: UIControl {
    /// The value, within ``minimumValue`` … ``maximumValue`` (default 0).
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }

    private var storedValue: Double = 0

    /// The lowest value (default 0); it must stay below ``maximumValue``.
    open var minimumValue: Double = 0 {
        didSet {
            if minimumValue >= maximumValue {
                fatalError(
                    "-[UIStepper setMinimumValue:]: minimumValue (\(formatNumber(minimumValue))) must be less than "
                        + "maximumValue (\(formatNumber(maximumValue)))")
            }
            value = storedValue
        }
    }

    /// The highest value (default 100); it must stay above ``minimumValue``.
    open var maximumValue: Double = 100 {
        didSet {
            if maximumValue <= minimumValue {
                fatalError(
                    "-[UIStepper setMaximumValue:]: maximumValue (\(formatNumber(maximumValue))) must be greater than "
                        + "minimumValue (\(formatNumber(minimumValue)))")
            }
            value = storedValue
        }
    }

    /// The amount a tap adds or takes away (default 1); it must be greater than 0.
    open var stepValue: Double = 1 {
        didSet {
            if stepValue <= 0 {
                fatalError("-[UIStepper setStepValue:]: stepValue (\(formatNumber(stepValue))) must be greater than 0")
            }
        }
    }

    /// Whether stepping past a bound continues from the other bound (default false).
    open var wraps = false
    /// Whether holding a button repeats it; no effect on layout.
    open var autorepeat = true
    /// Whether value changes are reported while a button is held; no effect on layout.
    open var isContinuous = true

    /// A stepper at `frame`'s origin; as in UIKit, its size is always the stepper's own (the
    /// main screen's, until it moves to a window), whatever size `frame` asks for.
    public override init(frame: CGRect) {
        let size = UIStepper.size(forSystemVersion: UIScreen.main.systemVersion)
        super.init(frame: CGRect(origin: frame.origin, size: size))
        setUpPriorities()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPriorities()
    }

    private func setUpPriorities() {
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// What a tap on + does: adds ``stepValue``; past ``maximumValue`` the value stops there,
    /// or becomes ``minimumValue`` when the stepper ``wraps``. Not UIKit API (UIKit has no
    /// public method for a tap).
    open func increment() {
        let next = storedValue + stepValue
        storedValue = next > maximumValue ? (wraps ? minimumValue : maximumValue) : next
    }

    /// What a tap on − does: takes away ``stepValue``; below ``minimumValue`` the value stops
    /// there, or becomes ``maximumValue`` when the stepper ``wraps``. Not UIKit API.
    open func decrement() {
        let next = storedValue - stepValue
        storedValue = next < minimumValue ? (wraps ? maximumValue : minimumValue) : next
    }

    /// 94 × 32 from iOS 13, 94 × 29 before.
    static func size(forSystemVersion version: Double) -> CGSize {
        CGSize(width: 94, height: version >= 13 ? 32 : 29)
    }

    open override var intrinsicContentSize: CGSize { UIStepper.size(forSystemVersion: controlSystemVersion) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        invalidateIntrinsicContentSize()
    }
}
