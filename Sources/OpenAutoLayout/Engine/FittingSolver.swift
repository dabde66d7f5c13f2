import Foundation
internal import Cassowary

/// SPEC §11: `systemLayoutSizeFitting`. The view's subtree (its constraints, its subviews'
/// autoresizing and intrinsic-size constraints, its own intrinsic size) is solved on a scratch
/// solver with `size == target` at the fitting priorities; nothing in the tree moves.
/// Constraints to views outside the subtree do not take part, as in UIKit.
enum FittingSolver {
    static func fit(
        _ view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        view.updateConstraintsIfNeeded()
        var constraints: [NSLayoutConstraint] = []
        view.forEachViewInSubtree { subview in
            for constraint in subview.installedConstraints where constraint.active && !constraint.isBroken {
                constraints.append(constraint)
            }
            if subview !== view && subview.translatesAutoresizingMaskIntoConstraints {
                for plan in AutoresizingRule.plans(for: subview) {
                    constraints.append(NSAutoresizingMaskLayoutConstraint(view: subview, plan: plan))
                }
            }
            if subview === view || !subview.translatesAutoresizingMaskIntoConstraints {
                constraints += contentSizeConstraints(subview)
            }
        }
        var made = constraints.map(LayoutEngine.translate)
        // Guides created while translating margin attributes are placed after the translation.
        view.forEachViewInSubtree { subview in
            // The margins as they are now: the view may never have been laid out.
            let margins = LayoutMarginsResolution.currentMargins(of: subview)
            for (guide, insets) in subview.systemGuidePlacements(margins: margins) {
                made += guide.placementConstraints(insets: insets).map(LayoutEngine.translate)
            }
        }
        let v = view.layoutVariables
        made.append(v.minX == 0)
        made.append(v.minY == 0)
        made.append((v.width == Double(target.width)).priority(Priority(Double(horizontal.rawValue))))
        made.append((v.height == Double(target.height)).priority(Priority(Double(vertical.rawValue))))

        let solver = Solver()
        do {
            try solver.addConstraints(made)
        } catch {
            for constraint in made { try? solver.addConstraint(constraint) }
        }
        return CGSize(width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    private static func contentSizeConstraints(_ view: UIView) -> [NSLayoutConstraint] {
        let size = view.intrinsicContentSize
        var result: [NSLayoutConstraint] = []
        if size.width >= 0 {
            result.append(NSContentSizeLayoutConstraint(view: view, axis: .horizontal, hugging: true, size: size.width, priority: view.huggingPriorities.horizontal))
            result.append(NSContentSizeLayoutConstraint(view: view, axis: .horizontal, hugging: false, size: size.width, priority: view.compressionPriorities.horizontal))
        }
        if size.height >= 0 {
            result.append(NSContentSizeLayoutConstraint(view: view, axis: .vertical, hugging: true, size: size.height, priority: view.huggingPriorities.vertical))
            result.append(NSContentSizeLayoutConstraint(view: view, axis: .vertical, hugging: false, size: size.height, priority: view.compressionPriorities.vertical))
        }
        return result
    }
}

extension UIView {
    /// The size closest to `targetSize` that the view's constraints allow, at fitting-size priority.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that the view's constraints allow, with `size == target`
    /// at the given priorities (e.g. `.required` horizontally to fix the width).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        FittingSolver.fit(self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
}
