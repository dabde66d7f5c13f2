import Foundation

/// The width rule of `readableContentGuide` (our choice, documented in docs/autolayout.md).
///
/// UIKit's readable width depends on the Dynamic Type size (the width of a comfortable line of
/// body text); for the default size it is about 672 pt, and the guide sits centred inside the
/// layout-margins guide, never wider than it. Without Dynamic Type, we fix the width at the
/// default size's 672 pt: the guide has the margins guide's top and bottom, and, when the
/// margins guide is wider than 672 pt, it is 672 pt wide and centred in it. So on phones the
/// two guides coincide, as they do in UIKit; on wide views the guide is narrower.
@MainActor
enum ReadableContentWidth {
    /// The readable width for the default Dynamic Type size.
    static let maximumWidth: CGFloat = 672

    /// The insets that place the readable-content guide inside `bounds`, given the effective
    /// layout margins.
    static func insets(bounds: CGRect, margins: UIEdgeInsets) -> UIEdgeInsets {
        let marginsWidth = bounds.width - margins.left - margins.right
        let extra = max(0, (marginsWidth - maximumWidth) / 2)
        return UIEdgeInsets(
            top: margins.top, left: margins.left + extra, bottom: margins.bottom, right: margins.right + extra)
    }
}
