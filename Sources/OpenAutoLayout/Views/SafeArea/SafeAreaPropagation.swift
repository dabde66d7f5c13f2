import Foundation

/// docs/reference/safe-area.md: where a view's safe-area insets come from.
///
/// - A view with host insets (a root view shown by a window or a view controller, through
///   `UIView.hostSafeAreaInsets`) takes them as they are (they may be negative: a view
///   controller's `additionalSafeAreaInsets` can be).
/// - Any other view with a superview S takes, per edge, the part of S's insets that it
///   overlaps, measured from S's visible edges (its bounds, so a scrolled superview counts):
///
///       top    = clamp(S.safe.top    − (frame.minY − S.bounds.minY), 0, S.safe.top)
///       left   = clamp(S.safe.left   − (frame.minX − S.bounds.minX), 0, S.safe.left)
///       bottom = clamp(S.safe.bottom − (S.bounds.maxY − frame.maxY), 0, S.safe.bottom)
///       right  = clamp(S.safe.right  − (S.bounds.maxX − frame.maxX), 0, S.safe.right)
///
///   so a view overhanging its superview gets no more than the superview has, and the rule
///   applies at every depth. Seed 004 says it stops after the first level; it does not.
/// - A root without a host has zero insets: a tree that nothing shows has no safe area.
///
/// Transforms are not modelled, so the frame is always the untransformed frame.
@MainActor
enum SafeAreaPropagation {
    static func insets(of view: UIView) -> UIEdgeInsets {
        if let host = view.hostSafeAreaInsets { return host }
        guard let superview = view.parent else { return .zero }
        let limit = superview.resolvedSafeAreaInsets
        if limit == .zero { return .zero }
        let frame = CGRect(origin: view.frameOrigin, size: view.storedBounds.size)
        let bounds = superview.storedBounds
        return UIEdgeInsets(
            top: clamp(limit.top - (frame.minY - bounds.minY), to: limit.top),
            left: clamp(limit.left - (frame.minX - bounds.minX), to: limit.left),
            bottom: clamp(limit.bottom - (bounds.maxY - frame.maxY), to: limit.bottom),
            right: clamp(limit.right - (bounds.maxX - frame.maxX), to: limit.right))
    }

    /// `value` clamped to `0…limit`; 0 when the superview's own inset is negative.
    private static func clamp(_ value: CGFloat, to limit: CGFloat) -> CGFloat {
        max(0, min(value, limit))
    }
}
