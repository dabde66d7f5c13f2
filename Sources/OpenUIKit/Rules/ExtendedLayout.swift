import Foundation

/// docs/reference/bars-and-controllers.md: where a content controller's root view sits among bars (iOS 7 and later).
///
/// Along an edge with bars, the view extends under a bar when the edge is in
/// `edgesForExtendedLayout` and the bar is translucent or `extendedLayoutIncludesOpaqueBars` is
/// set; otherwise it starts below (ends above) that bar. Bars stacked on one edge are taken from
/// the inside out, so an opaque tab bar under a translucent toolbar stops the view at the tab bar.
/// Edges without bars (left and right always) follow the container's bounds.
@MainActor
enum ExtendedLayout {
    static func frame(
        in bounds: CGRect, coverage: BarCoverage, edges: UIRectEdge, includesOpaqueBars: Bool
    ) -> CGRect {
        var top = bounds.minY
        if let bar = coverage.top {
            let extends = edges.contains(.top) && (bar.isTranslucent || includesOpaqueBars)
            if !extends { top = bounds.minY + bar.reach }
        }
        var bottomInset: CGFloat = 0
        if !coverage.bottom.isEmpty {
            if !edges.contains(.bottom) {
                bottomInset = coverage.bottomReach
            } else {
                for bar in coverage.bottom.reversed() where !(bar.isTranslucent || includesOpaqueBars) {
                    bottomInset = bar.reach
                    break
                }
            }
        }
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - bottomInset - top))
    }
}
