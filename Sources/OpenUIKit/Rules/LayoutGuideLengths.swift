import Foundation

/// docs/reference/bars-and-controllers.md: `topLayoutGuide.length` / `bottomLayoutGuide.length` are how far the bars (status bar
/// included) overlay the root view from its top / bottom: 0 where the view starts below (ends
/// above) them. In iOS 11+ mode UIKit derives them from the safe area, and so do we.
@MainActor
enum LayoutGuideLengths {
    /// The lengths for a view whose frame in screen coordinates is `frame`.
    static func lengths(frame: CGRect, coverage: BarCoverage) -> (top: CGFloat, bottom: CGFloat) {
        let top = min(max(0, coverage.topReach - frame.minY), frame.height)
        let bottomLine = coverage.screenSize.height - coverage.bottomReach
        let bottom = min(max(0, frame.maxY - bottomLine), frame.height)
        return (top, bottom)
    }
}
