import Foundation

/// docs/reference/bars-and-controllers.md: where a content controller's root view sits among bars (iOS 7 and later).
///
/// Along an edge with bars, the view extends under a bar when the edge is in
/// `edgesForExtendedLayout` and the bar is translucent or `extendedLayoutIncludesOpaqueBars` is
/// set; otherwise it starts below (ends above) that bar, wherever the bar actually is. Bars
/// stacked on one edge are taken from the inside out, so an opaque tab bar under a translucent
/// toolbar stops the view at the tab bar. Edges without bars (left and right always) follow the
/// container's bounds.
@MainActor
enum ExtendedLayout {
    /// The root view's frame in window coordinates, inside `area`, the container's bounds in
    /// window coordinates.
    static func frame(
        in area: CGRect, coverage: BarCoverage, edges: UIRectEdge, includesOpaqueBars: Bool
    ) -> CGRect {
        var top = area.minY
        if let bar = coverage.top {
            let extends = edges.contains(.top) && (bar.isTranslucent || includesOpaqueBars)
            if !extends { top = max(area.minY, bar.area.maxY) }
        }
        var bottom = area.maxY
        if let innermost = coverage.bottom.last {
            if !edges.contains(.bottom) {
                bottom = min(area.maxY, innermost.area.minY)
            } else {
                for bar in coverage.bottom.reversed() where !(bar.isTranslucent || includesOpaqueBars) {
                    bottom = min(area.maxY, bar.area.minY)
                    break
                }
            }
        }
        return CGRect(x: area.minX, y: top, width: area.width, height: max(0, bottom - top))
    }
}
