import Foundation

/// docs/reference/safe-area.md#windows-and-views-of-any-size: what covers a view controller's
/// root view, as rectangles in window coordinates, grouped by the edge they come in from.
///
/// A view's inset on an edge is how far into the view, from that edge, the bands of that edge
/// that overlap it reach (at most the view's size). A band the view does not overlap counts for
/// nothing: a view below the status bar gets no top inset from it, and a window wider than its
/// screen gets no inset from the part of it past the screen's edge (the screen's unsafe areas
/// are its status bar and hardware, not its outline).
struct CoveredBands: Equatable {
    var top: [CGRect] = []
    var left: [CGRect] = []
    var bottom: [CGRect] = []
    var right: [CGRect] = []

    init() {}

    /// The bands `insets` cut along the inside of `rect`; none on an edge whose inset is not
    /// positive.
    init(insets: UIEdgeInsets, of rect: CGRect) {
        if insets.top > 0 {
            top = [CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: insets.top)]
        }
        if insets.left > 0 {
            left = [CGRect(x: rect.minX, y: rect.minY, width: insets.left, height: rect.height)]
        }
        if insets.bottom > 0 {
            bottom = [CGRect(x: rect.minX, y: rect.maxY - insets.bottom, width: rect.width, height: insets.bottom)]
        }
        if insets.right > 0 {
            right = [CGRect(x: rect.maxX - insets.right, y: rect.minY, width: insets.right, height: rect.height)]
        }
    }

    /// How far the bands reach into `frame` (window coordinates) from each of its edges.
    func insets(of frame: CGRect) -> UIEdgeInsets {
        func reach(_ bands: [CGRect], limit: CGFloat, _ depth: (CGRect) -> CGFloat) -> CGFloat {
            var deepest: CGFloat = 0
            for band in bands where Self.overlap(band, frame) {
                deepest = max(deepest, min(depth(band), limit))
            }
            return deepest
        }
        return UIEdgeInsets(
            top: reach(top, limit: frame.height) { $0.maxY - frame.minY },
            left: reach(left, limit: frame.width) { $0.maxX - frame.minX },
            bottom: reach(bottom, limit: frame.height) { frame.maxY - $0.minY },
            right: reach(right, limit: frame.width) { frame.maxX - $0.minX })
    }

    /// Whether the two rectangles share some area (touching edges do not count).
    private static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
