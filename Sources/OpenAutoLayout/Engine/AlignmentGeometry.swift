import Foundation

/// docs/reference/fitting.md#alignment-rectangles: a view's solver variables describe its
/// alignment rectangle, and its frame is `frame(forAlignmentRect:)` of it. Whatever is placed
/// by the frame rather than by the alignment rectangle (subviews' coordinates, the margin and
/// safe-area guides, autoresizing translations) goes through these offsets.
@MainActor
enum AlignmentGeometry {
    /// How far each edge of the alignment rectangle lies inside the frame, as UIKit's
    /// `alignmentRect(forFrame:)` of the view answers for its current frame.
    struct Offsets {
        var left: Double
        var top: Double
        var right: Double
        var bottom: Double

        static let zero = Offsets(left: 0, top: 0, right: 0, bottom: 0)
    }

    // Origins and sizes, not minX / maxX: a view not laid out yet has a zero frame, whose
    // alignment rectangle has a negative size, and CGRect's edges would standardise it.

    static func alignmentRect(forFrame frame: CGRect, insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: frame.origin.x + insets.left, y: frame.origin.y + insets.top,
            width: frame.size.width - insets.left - insets.right,
            height: frame.size.height - insets.top - insets.bottom)
    }

    static func frame(forAlignmentRect rect: CGRect, insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: rect.origin.x - insets.left, y: rect.origin.y - insets.top,
            width: rect.size.width + insets.left + insets.right,
            height: rect.size.height + insets.top + insets.bottom)
    }

    static func offsets(of view: UIView) -> Offsets {
        let frame = view.frame
        let rect = view.alignmentRect(forFrame: frame)
        return Offsets(
            left: Double(rect.origin.x - frame.origin.x), top: Double(rect.origin.y - frame.origin.y),
            right: Double((frame.origin.x + frame.size.width) - (rect.origin.x + rect.size.width)),
            bottom: Double((frame.origin.y + frame.size.height) - (rect.origin.y + rect.size.height)))
    }

    /// One edge of the view's frame in the tree's coordinates (`.left`, `.right`, `.top`,
    /// `.bottom`): `variable + size + constant`, where `size` (the width or height, coefficient 1)
    /// takes part for the right and bottom edges only.
    static func frameEdge(
        of view: UIView, _ attribute: NSLayoutConstraint.Attribute
    ) -> (variable: ItemVariable, size: ItemVariable?, constant: Double) {
        let o = offsets(of: view)
        switch attribute {
        case .right: return (.minX, .width, o.right)
        case .top: return (.minY, nil, -o.top)
        case .bottom: return (.minY, .height, o.bottom)
        default: return (.minX, nil, -o.left)
        }
    }

    /// Appends `scale ×` one edge of the view's frame (``frameEdge(of:_:)``).
    static func appendFrameEdge(
        of view: UIView, _ attribute: NSLayoutConstraint.Attribute, scale: Double, to translation: inout Translation
    ) {
        let edge = frameEdge(of: view, attribute)
        translation.add(view, edge.variable, scale)
        if let size = edge.size { translation.add(view, size, scale) }
        translation.constant += edge.constant * scale
    }
}
