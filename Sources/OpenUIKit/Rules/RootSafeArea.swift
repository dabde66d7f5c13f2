import Foundation

/// docs/reference/safe-area.md: the safe area of a view controller's root view (iOS 11+): what
/// the status bar, the navigation bar, the tab bar, the toolbar and the screen's cut-outs cover
/// of it where its frame actually is (``BarCoverage``; nothing in a hidden window), plus the
/// `additionalSafeAreaInsets` of the controller and of every container it sits in (UIKit passes
/// a container's additional insets on to its children's root views).
@MainActor
enum RootSafeArea {
    static func insets(covered: UIEdgeInsets, additional: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: covered.top + additional.top, left: covered.left + additional.left,
            bottom: covered.bottom + additional.bottom, right: covered.right + additional.right)
    }
}
