import Foundation

/// docs/reference/margins.md: a view's effective layout margins, per edge e:
///
///     ownEff(e)    = own(e) + (insetsLayoutMarginsFromSafeArea ? safeAreaInsets(e) : 0)
///     inherited(e) = superview.effective(e) − distance from the view's edge e to the superview's edge e
///     effective(e) = preservesSuperviewLayoutMargins ? max(ownEff(e), inherited(e)) : ownEff(e)
///
/// The safe area is added to the view's own term before the maximum is taken. Seed 000's
/// pseudo-code takes the maximum first and adds the safe area after; real iOS does not (a
/// preserving view under a status bar would otherwise count the bar twice).
///
/// `own(e)` is what was set (DirectionalLayoutMargins.swift), raised to the host's minimum for
/// a view controller's root view (`systemMinimumLayoutMargins`, through
/// `UIView.hostMinimumLayoutMargins`), or what the host fixes (`UIView.hostFixedLayoutMargins`,
/// a root view in the iOS 8–10 mode). Distances are measured in the superview's bounds
/// coordinates, so a superview whose bounds origin moved (a scrolled view) is measured from
/// its visible edges. A view whose margins follow the readable width then widens its leading
/// and trailing margins to its readable content guide's.
@MainActor
enum LayoutMarginsResolution {
    /// The effective margins of `view`, given its superview's effective margins (`nil` when the
    /// view does not preserve them or has no superview).
    static func effectiveMargins(of view: UIView, superviewMargins: UIEdgeInsets?) -> UIEdgeInsets {
        var own = view.hostFixedLayoutMargins?.edgeInsets(rightToLeft: view.isRightToLeft) ?? view.ownLayoutMargins
        if let minimum = view.hostMinimumLayoutMargins?.edgeInsets(rightToLeft: view.isRightToLeft) {
            own = UIEdgeInsets(
                top: max(own.top, minimum.top), left: max(own.left, minimum.left),
                bottom: max(own.bottom, minimum.bottom), right: max(own.right, minimum.right))
        }
        if view.insetsLayoutMarginsFromSafeArea {
            let safe = view.resolvedSafeAreaInsets
            own = UIEdgeInsets(
                top: own.top + safe.top, left: own.left + safe.left,
                bottom: own.bottom + safe.bottom, right: own.right + safe.right)
        }
        guard view.preservesSuperviewLayoutMargins, let superview = view.parent, let superviewMargins else {
            return readable(own, of: view)
        }
        let frame = CGRect(origin: view.frameOrigin, size: view.storedBounds.size)
        let bounds = superview.storedBounds
        let inherited = UIEdgeInsets(
            top: superviewMargins.top - (frame.minY - bounds.minY),
            left: superviewMargins.left - (frame.minX - bounds.minX),
            bottom: superviewMargins.bottom - (bounds.maxY - frame.maxY),
            right: superviewMargins.right - (bounds.maxX - frame.maxX))
        let margins = UIEdgeInsets(
            top: max(own.top, inherited.top), left: max(own.left, inherited.left),
            bottom: max(own.bottom, inherited.bottom), right: max(own.right, inherited.right))
        return readable(margins, of: view)
    }

    /// `margins` widened at the sides to the readable content guide's when the view's margins
    /// follow the readable width (ReadableContentWidth.swift); otherwise `margins` as they are.
    private static func readable(_ margins: UIEdgeInsets, of view: UIView) -> UIEdgeInsets {
        guard view.layoutMarginsFollowReadableWidth else { return margins }
        return ReadableContentWidth.insets(bounds: view.storedBounds, margins: margins)
    }

    /// The effective margins from the current frames, settings and safe-area insets, for the
    /// getters: correct between layout passes too (after a setter, before the next pass). Walks
    /// up only as far as views preserve their superview's margins, without recursion.
    static func currentMargins(of view: UIView) -> UIEdgeInsets {
        var chain = [view]
        while let last = chain.last, last.preservesSuperviewLayoutMargins, let superview = last.parent {
            chain.append(superview)
        }
        var margins: UIEdgeInsets?
        for member in chain.reversed() {
            margins = effectiveMargins(of: member, superviewMargins: margins)
        }
        return margins ?? view.ownLayoutMargins
    }
}
