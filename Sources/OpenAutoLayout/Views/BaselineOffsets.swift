import Foundation

/// The seam through which a text view in OpenUIKit (UILabel) places its baselines inside its
/// frame: docs/reference/attributes.md resolves `firstBaseline` / `lastBaseline` through `forFirstBaselineLayout` /
/// `forLastBaselineLayout`, and a view that provides these offsets puts its first baseline
/// `firstBaselineOffsetFromTop` below its top edge and its last baseline
/// `lastBaselineOffsetFromBottom` above its bottom edge. Views without text keep UIKit's
/// default: the top and the bottom edge.
@MainActor
package protocol BaselineOffsetProvider: AnyObject {
    var firstBaselineOffsetFromTop: CGFloat { get }
    var lastBaselineOffsetFromBottom: CGFloat { get }
}

extension UIView {
    /// How far below its top edge this view's first baseline lies (0 without text).
    var firstBaselineOffset: Double {
        Double((self as? any BaselineOffsetProvider)?.firstBaselineOffsetFromTop ?? 0)
    }

    /// How far above its bottom edge this view's last baseline lies (0 without text).
    var lastBaselineOffset: Double {
        Double((self as? any BaselineOffsetProvider)?.lastBaselineOffsetFromBottom ?? 0)
    }

    /// Call when the offsets a ``BaselineOffsetProvider`` reports changed (a new font): every
    /// active constraint on a baseline of this view or of an ancestor (whose baseline may
    /// resolve to this view) is given to the engine again with the new offsets.
    package func baselineOffsetsDidChange() {
        guard let engine = registeredEngine else { return }
        forEachBaselineConstraint { constraint in
            engine.removeNow(constraint)
            engine.enqueue(constraint)
        }
    }

    /// Whether an engine reads this view's baseline offsets: the view is registered and an
    /// active constraint is on a baseline of it or of an ancestor. A text view that changes
    /// while no engine reads them need not compute them (a label's are a text layout). An
    /// engine that never added a constraint reading baseline offsets answers at once, without
    /// the walk over the ancestors' constraints.
    package var baselineOffsetsAreRead: Bool {
        guard let engine = registeredEngine, engine.hasReadBaselineOffsets else { return false }
        var found = false
        forEachBaselineConstraint { _ in found = true }
        return found
    }

    /// Calls `body` with each active constraint on a baseline of this view or of an ancestor.
    private func forEachBaselineConstraint(_ body: (NSLayoutConstraint) -> Void) {
        var view: UIView? = self
        while let current = view {
            for constraint in current.referencingConstraints where constraint.active && !constraint.isBroken {
                let first = constraint.first.attribute, second = constraint.second?.attribute
                if first == .firstBaseline || first == .lastBaseline || second == .firstBaseline
                    || second == .lastBaseline
                {
                    body(constraint)
                }
            }
            view = current.parent
        }
    }
}
