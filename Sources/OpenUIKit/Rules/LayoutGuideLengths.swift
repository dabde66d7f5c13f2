import Foundation

/// docs/reference/bars-and-controllers.md: `topLayoutGuide.length` / `bottomLayoutGuide.length`
/// are how far the bars (status bar included) overlay the root view from its top / bottom,
/// measured where the view actually is (``BarCoverage``): 0 where the view starts below (ends
/// above) them, and 0 in a hidden window. In iOS 11+ mode UIKit derives them from the safe
/// area, and so do we.
@MainActor
enum LayoutGuideLengths {
    /// The lengths for a root view of which the bars cover `covered`.
    static func lengths(covered: UIEdgeInsets) -> (top: CGFloat, bottom: CGFloat) {
        (covered.top, covered.bottom)
    }
}
