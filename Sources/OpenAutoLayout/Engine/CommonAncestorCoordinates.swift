internal import Cassowary
import Foundation

/// docs/reference/attributes.md#multipliers-on-positions: UIKit reads a location constraint
/// with a multiplier in the bounds coordinate system of the closest view that contains both
/// its items, so `first − o == m × (second − o) + c`, with `o` that view's bounds origin.
///
/// The solver's variables are in tree-wide coordinates; `o` is expressed in them here. With a
/// multiplier of 1 the `o` terms cancel, and nothing is added.
@MainActor
enum CommonAncestorCoordinates {
    /// `−(1 − m) × o`, to add to `first − m × second`; nil when the constraint needs nothing
    /// (a multiplier of 1, a dimension, a span, or items not in one tree).
    static func correction(
        _ first: AnchorReference, _ second: AnchorReference?, multiplier: Double, mirrored: Bool
    ) -> LinearExpression? {
        guard multiplier != 1, let second, let firstItem = first.item, let secondItem = second.item else {
            return nil
        }
        let kind = first.attribute.kind
        guard kind == .xAxis || kind == .yAxis, second.attribute.kind == kind,
            let a = firstItem.hostView, let b = secondItem.hostView,
            let ancestor = UIView.closestCommonAncestor(a, b)
        else { return nil }
        var origin = boundsOrigin(of: ancestor, horizontal: kind == .xAxis)
        // A mirrored axis (right-to-left leading/trailing) reads every x as −x, its origin too.
        if mirrored && kind == .xAxis { origin = origin * -1 }
        return origin * -(1 - multiplier)
    }

    /// Where `view`'s bounds coordinate system starts, on one axis, in tree-wide coordinates:
    /// its frame's origin (``AlignmentGeometry``) less its bounds origin, the origin
    /// ``LayoutPass`` places its subviews from.
    static func boundsOrigin(of view: UIView, horizontal: Bool) -> LinearExpression {
        horizontal
            ? AlignmentGeometry.frameEdge(of: view, .left) - Double(view.bounds.minX)
            : AlignmentGeometry.frameEdge(of: view, .top) - Double(view.bounds.minY)
    }
}
