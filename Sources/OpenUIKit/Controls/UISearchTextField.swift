import Foundation

/// The text field inside a search bar, as UIKit's UISearchTextField (iOS 13): a rounded field
/// whose placeholder and text are the search bar's, after a magnifying glass. Tokens are not
/// modelled.
open class UISearchTextField: UITextField {
    /// Where the text starts: after the magnifying glass (8 points in, 16 wide, 6 before the
    /// text; our reading of iOS 13–17's field).
    static let textLeadingInset: CGFloat = 30

    /// The rectangle the text is drawn in: the rounded field's, starting after the magnifying
    /// glass (before it, right to left). The intrinsic size does not change.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        let rect = super.textRect(forBounds: bounds)
        let shift = UISearchTextField.textLeadingInset - (rect.minX - bounds.minX)
        guard shift > 0 else { return rect }
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? rect.minX : rect.minX + shift
        return CGRect(x: x, y: rect.minY, width: max(0, rect.width - shift), height: rect.height)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .roundedRect
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        borderStyle = .roundedRect
    }
}
