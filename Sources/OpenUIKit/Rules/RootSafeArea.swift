import Foundation

/// docs/reference/safe-area.md: the safe area of a view controller's root view (iOS 11+): what the status bar, the
/// navigation bar, the tab bar, the toolbar and the screen's cut-outs cover of it, plus the
/// `additionalSafeAreaInsets` of the controller and of every container above it (UIKit passes a
/// container's additional insets on to its children's root views).
///
/// Each edge is the overlap of the covered band with the view's frame (screen coordinates), so a
/// view that starts below the navigation bar gets no top inset from it.
@MainActor
enum RootSafeArea {
    static func insets(frame: CGRect, coverage: BarCoverage, additional: UIEdgeInsets) -> UIEdgeInsets {
        let size = coverage.screenSize
        let screen = coverage.screenInsets
        let topReach = max(screen.top, coverage.topReach)
        let bottomReach = max(screen.bottom, coverage.bottomReach)
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        let covered = UIEdgeInsets(
            top: clamp(topReach - frame.minY, frame.height),
            left: clamp(screen.left - frame.minX, frame.width),
            bottom: clamp(frame.maxY - (size.height - bottomReach), frame.height),
            right: clamp(frame.maxX - (size.width - screen.right), frame.width))
        return UIEdgeInsets(
            top: covered.top + additional.top, left: covered.left + additional.left,
            bottom: covered.bottom + additional.bottom, right: covered.right + additional.right)
    }
}
