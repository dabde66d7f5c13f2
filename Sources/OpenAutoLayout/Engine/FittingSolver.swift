internal import Cassowary
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
        // the previous solution gave (see WidthDependentContentSize).
        var widths: [ObjectIdentifier: CGFloat?] = [:]
        for dependent in widthDependent { widths[ObjectIdentifier(dependent)] = .some(nil) }
        var result = CGSize.zero
        for _ in 0..<4 {
            let (size, solvedWidths) = solve(
                view, target: target, horizontal: horizontal, vertical: vertical, widths: widths,
                measured: widthDependent)
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

    /// One solve of `view`'s subtree; width-dependent views are measured at `widths` (nil: no
    /// limit). Returns the size and the width each of those views was given.
    private static func solve(
        _ view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority,
        widths: [ObjectIdentifier: CGFloat?], measured: [UIView]
    ) -> (CGSize, [ObjectIdentifier: CGFloat]) {
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
                var size = subview.intrinsicContentSize
                if let dependent = subview as? any WidthDependentContentSize,
                    let width = widths[ObjectIdentifier(subview)]
                {
                    size = dependent.intrinsicContentSize(forLayoutWidth: width)
                }
                constraints += contentSizeConstraints(subview, size: size)
            }
        }
        var made = constraints.mapOnMainActor { LayoutEngine.translate($0) }
        // Guides created while translating margin attributes are placed after the translation.
        view.forEachViewInSubtree { subview in
            // The margins as they are now: the view may never have been laid out.
            let margins = LayoutMarginsResolution.currentMargins(of: subview)
            for (guide, insets) in subview.systemGuidePlacements(margins: margins) {
                made += guide.placementConstraints(insets: insets).mapOnMainActor { LayoutEngine.translate($0) }
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
        var solvedWidths: [ObjectIdentifier: CGFloat] = [:]
        for subview in measured {
            solvedWidths[ObjectIdentifier(subview)] = CGFloat(solver.value(of: subview.layoutVariables.width))
        }
        // UIKit returns the size on the pixel grid of the view's screen (PixelGrid).
        let grid = PixelGrid(scale: view.treeDisplayScale)
        let size = CGSize(width: grid.snap(solver.value(of: v.width)), height: grid.snap(solver.value(of: v.height)))
        return (size, solvedWidths)
    }

    private static func contentSizeConstraints(_ view: UIView, size: CGSize) -> [NSLayoutConstraint] {
        let axes: [(NSLayoutConstraint.Axis, CGFloat)] = [(.horizontal, size.width), (.vertical, size.height)]
        return axes.filter { $0.1 >= 0 }.flatMap { axis, length in
            [
                NSContentSizeLayoutConstraint(
                    view: view, axis: axis, hugging: true, size: length,
                    priority: view.contentHuggingPriority(for: axis)),
                NSContentSizeLayoutConstraint(
                    view: view, axis: axis, hugging: false, size: length,
                    priority: view.contentCompressionResistancePriority(for: axis)),
            ]
        }
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
