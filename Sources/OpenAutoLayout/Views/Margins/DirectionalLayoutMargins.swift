import Foundation

/// docs/reference/margins.md, directional margins: a view keeps one stored value for `layoutMargins` and
/// `directionalLayoutMargins`, in the form it was last set in. The other form is derived
/// through the view's effective layout direction: leading is the left inset in left-to-right
/// layout and the right inset in right-to-left layout.
///
/// So margins set as `directionalLayoutMargins` follow the direction when it changes (leading
/// stays leading), and margins set as `layoutMargins` stay on their sides (left stays left).
/// UIKit documents the two properties as synchronised through the direction and does not say
/// which survives a direction change; this is the reading that keeps each setter's promise.
enum StoredLayoutMargins: Equatable {
    case absolute(UIEdgeInsets)
    case directional(NSDirectionalEdgeInsets)

    /// A view's margins until something sets them: 8 points on every side.
    static let viewDefault = absolute(UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))

    /// The stored margins as left/right insets for a direction.
    func insets(rightToLeft: Bool) -> UIEdgeInsets {
        switch self {
        case .absolute(let insets): insets
        case .directional(let insets): insets.edgeInsets(rightToLeft: rightToLeft)
        }
    }
}

extension UIView {
    /// Whether nothing has set this view's margins (or they were set to the default 8 points).
    package var hasDefaultLayoutMargins: Bool { storedLayoutMargins == .viewDefault }

    /// The margins set on this view (not the effective ones), as left/right insets.
    var ownLayoutMargins: UIEdgeInsets {
        storedLayoutMargins.insets(rightToLeft: isRightToLeft)
    }

    func setStoredLayoutMargins(_ newValue: StoredLayoutMargins) {
        guard newValue != storedLayoutMargins else { return }
        storedLayoutMargins = newValue
        marginSettingsChanged()
    }
}
