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
    /// Appends `−(1 − m) × o` to `first − m × second`; nothing when the constraint needs nothing
    /// (a multiplier of 1, a dimension, a span, or items not in one tree).
    static func appendCorrection(
        _ first: AnchorReference, _ second: AnchorReference?, multiplier: Double, mirrored: Bool,
        to translation: inout Translation
    ) {
        guard multiplier != 1, let second, let firstItem = first.item, let secondItem = second.item else {
            return
        }
        appendCorrection(
            firstItem, first.attribute, secondItem, second.attribute, multiplier: multiplier, mirrored: mirrored,
            to: &translation)
    }

    /// ``appendCorrection(_:_:multiplier:mirrored:to:)`` of two items' attributes.
    static func appendCorrection(
        _ firstItem: LayoutItem, _ firstAttribute: NSLayoutConstraint.Attribute, _ secondItem: LayoutItem,
        _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: Double, mirrored: Bool,
        to translation: inout Translation
    ) {
        let kind = firstAttribute.kind
        guard multiplier != 1, kind == .xAxis || kind == .yAxis, secondAttribute.kind == kind,
            let a = firstItem.hostView, let b = secondItem.hostView,
            let ancestor = UIView.closestCommonAncestor(a, b)
        else { return }
        // A mirrored axis (right-to-left leading/trailing) reads every x as −x, its origin too.
        let sign: Double = mirrored && kind == .xAxis ? -1 : 1
        appendBoundsOrigin(of: ancestor, horizontal: kind == .xAxis, scale: sign * -(1 - multiplier), to: &translation)
    }

    /// Appends `scale ×` where `view`'s bounds coordinate system starts, on one axis, in
    /// tree-wide coordinates: its frame's origin (``AlignmentGeometry``) less its bounds origin,
    /// the origin ``LayoutPass`` places its subviews from.
    static func appendBoundsOrigin(
        of view: UIView, horizontal: Bool, scale: Double, to translation: inout Translation
    ) {
        let edge = AlignmentGeometry.frameEdge(of: view, horizontal ? .left : .top)
        translation.add(view, edge.variable, scale)
        translation.constant += (edge.constant - Double(horizontal ? view.bounds.minX : view.bounds.minY)) * scale
    }
}
