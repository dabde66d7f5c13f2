import Foundation

/// The text field inside a search bar, as UIKit's UISearchTextField (iOS 13): a rounded field
/// whose placeholder and text are the search bar's. Tokens are not modelled.
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .roundedRect
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        borderStyle = .roundedRect
    }
}
