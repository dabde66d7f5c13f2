import Foundation

/// How a date picker shows itself, as UIKit's UIDatePickerStyle (the same raw values).
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice: compact from iOS 13.4, wheels before.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A button that opens the picker.
    case compact = 2
    /// A calendar in the view (iOS 14).
    case inline = 3
}

/// A picker of dates and times, as UIKit's UIDatePicker (docs/reference/controls.md#date-picker).
///
/// The style shown, ``datePickerStyle``, is ``preferredDatePickerStyle`` resolved against the
/// screen's `systemVersion`: before iOS 13.4 always wheels; ``UIDatePickerStyle/automatic``
/// becomes compact; inline needs iOS 14 (compact before); a count-down timer always shows wheels.
///
/// Size (the intrinsic size and `sizeThatFits`): wheels are 320 × 216 points in every mode.
/// Compact and inline sizes are our choice (not measured): compact 120 × 34 for a date,
/// 87 × 34 for a time, 215 × 34 for both; inline 320 × 330 for a date and 320 × 380 for a date
/// and time (an inline time shows as compact). Hugging 250, compression resistance 750.
open class UIDatePicker: UIControl {
    /// What the picker picks (UIKit's raw values).
    public enum Mode: Int, Sendable {
        /// Hours and minutes.
        case time = 0
        /// Day, month and year.
        case date = 1
        /// A date and a time.
        case dateAndTime = 2
        /// Hours and minutes of a duration.
        case countDownTimer = 3
        /// Month and year (iOS 17.4).
        case yearAndMonth = 4
    }

    /// What the picker picks (default ``Mode/dateAndTime``).
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The style asked for (default ``UIDatePickerStyle/automatic``).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The date shown (default: when the picker was made).
    open var date = Date()

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The style the picker shows: ``preferredDatePickerStyle`` as the system version and the
    /// mode allow.
    open var datePickerStyle: UIDatePickerStyle {
        let version = controlSystemVersion
        if version < 13.4 || datePickerMode == .countDownTimer { return .wheels }
        switch preferredDatePickerStyle {
        case .automatic, .compact: return .compact
        case .wheels: return .wheels
        case .inline: return version >= 14 && datePickerMode != .time ? .inline : .compact
        }
    }

    /// The size of the picker in its style and mode.
    var pickerSize: CGSize {
        switch datePickerStyle {
        case .wheels, .automatic:
            return CGSize(width: 320, height: 216)
        case .compact:
            switch datePickerMode {
            case .time: return CGSize(width: 87, height: 34)
            case .dateAndTime: return CGSize(width: 215, height: 34)
            case .date, .yearAndMonth, .countDownTimer: return CGSize(width: 120, height: 34)
            }
        case .inline:
            return CGSize(width: 320, height: datePickerMode == .dateAndTime ? 380 : 330)
        }
    }

    open override var intrinsicContentSize: CGSize { pickerSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { pickerSize }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        invalidateIntrinsicContentSize()
    }
}
