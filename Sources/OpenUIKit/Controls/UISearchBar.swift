import Foundation

/// A search field on a bar, as UIKit's UISearchBar (docs/reference/controls.md#search-bar).
///
/// Size: no intrinsic width (`UIView.noIntrinsicMetric`) and an intrinsic height of 56 points
/// from iOS 11 (44 before, 64 from iOS 26, read from the screen's `systemVersion`) in every
/// ``searchBarStyle``; `sizeThatFits` keeps the proposed width (the current width for a
/// proposal of 0) with that height. Hugging 250, compression resistance 750.
///
/// Its ``searchTextField`` is a subview inset 8 points from the bar's sides, 36 points tall
/// from iOS 11 (28 before), centred vertically. ``placeholder`` and ``text`` are the field's.
/// Not modelled: the prompt, the scope bar and the cancel button.
open class UISearchBar: UIView {
    /// UIKit's search bar styles (the same raw values).
    public enum Style: UInt, Sendable {
        /// The system's choice (prominent).
        case `default` = 0
        /// A translucent background and an opaque field.
        case prominent = 1
        /// No background and a translucent field.
        case minimal = 2
    }

    /// The field the user types in.
    public let searchTextField = UISearchTextField()

    /// The style; the size does not depend on it.
    open var searchBarStyle: Style = .default

    /// The text shown in the field while it is empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// The text in the field.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The space between the field and the bar's sides.
    static let fieldSideInset: CGFloat = 8

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(searchTextField)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(searchTextField)
    }

    /// 56 points from iOS 11, 44 before, 64 from iOS 26.
    var barHeight: CGFloat {
        let version = controlSystemVersion
        return version >= 26 ? 64 : version >= 11 ? 56 : 44
    }

    /// 36 points from iOS 11, 28 before.
    var fieldHeight: CGFloat { controlSystemVersion >= 11 ? 36 : 28 }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
    }

    /// The proposed width (the current one when 0 is proposed) and the bar's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: barHeight)
    }

    /// Places the field: inset from the sides, centred vertically.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset = UISearchBar.fieldSideInset
        let height = fieldHeight
        searchTextField.frame = CGRect(
            x: inset, y: (bounds.height - height) / 2, width: max(bounds.width - 2 * inset, 0), height: height)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
