import Foundation

/// docs/reference/fitting.md: `systemLayoutSizeFitting`. The view's subtree (its constraints, its subviews'
/// autoresizing and intrinsic-size constraints, its own intrinsic size) is solved on a scratch
/// solver with `size == target` at the fitting priorities; nothing in the tree moves.
/// Constraints to views outside the subtree do not take part, as in UIKit. Views whose intrinsic
/// height follows their width are measured again at their solved width
/// (``WidthDependentContentSize``).
@MainActor
enum FittingSolver {
    static func fit(
        _ view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        view.updateConstraintsIfNeeded()
        var widthDependent: [UIView] = []
        view.forEachViewInSubtree { subview in
            if let dependent = subview as? any WidthDependentContentSize, dependent.intrinsicSizeDependsOnWidth {
                widthDependent.append(subview)
            }
        }
        // Width-dependent content is measured without a width limit first, then at the widths
        // the previous solution gave (see WidthDependentContentSize). The system of the first
        // solve is kept for the next ones where their content sizes can be updated in place.
        var widths: [ObjectIdentifier: CGFloat?] = [:]
        for dependent in widthDependent { widths[ObjectIdentifier(dependent)] = .some(nil) }
        var system: FittingSystem?
        var result = CGSize.zero
        for _ in 0..<4 {
            let current: FittingSystem
            if let kept = system, kept.remeasure(at: widths) {
                current = kept
            } else {
                current = FittingSystem(
                    view, target: target, horizontal: horizontal, vertical: vertical, widths: widths,
                    measured: widthDependent)
                system = current
            }
            let (size, solvedWidths) = current.solution()
            result = size
            var changed = false
            for dependent in widthDependent {
                let key = ObjectIdentifier(dependent)
                let solved = solvedWidths[key]
                if let previous = widths[key], let previous, let solved, abs(previous - solved) < 0.0005 { continue }
                widths[key] = .some(solved)
                changed = true
            }
            if !changed { break }
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
        FittingSolver.fit(
            self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
}
