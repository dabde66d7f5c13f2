internal import Cassowary
import Foundation

/// One `systemLayoutSizeFitting` system (docs/reference/fitting.md): a view's subtree, its
/// content sizes and the four fitting pins, on a scratch solver of its own.
///
/// A fit solves, measures its width-dependent views again at the widths the solution gave them,
/// and solves again until the widths settle. Between two solves only those views' content-size
/// constraints change, so the system is kept and their constants are updated in place
/// (``remeasure(at:)``): the subtree is collected, translated and inserted once per fit. Where
/// an update cannot be made in place, the fit builds a new system, as the first solve did: when
/// a view gains or loses an intrinsic size on an axis, when the subtree's constraints conflicted
/// and were inserted one by one, and when a new content size conflicts with required constraints.
@MainActor
final class FittingSystem {
    private let view: UIView
    private let measured: [UIView]
    private let variables: FittingVariables
    /// The content-size constraints of each view in `measured`, in the same order.
    private let contentConstraints: [[ContentConstraint]]
    /// False when the subtree's constraints conflicted as one batch and were inserted one by one,
    /// skipping those that conflicted: a new content size could change which ones those are.
    private let isUpdatable: Bool

    /// One content-size constraint of a width-dependent view, as the solver holds it.
    private struct ContentConstraint {
        let handle: ConstraintHandle
        let axis: NSLayoutConstraint.Axis
        /// The solver constant of the constraint for a size of 0 (its constant is this less the size).
        let constantBase: Double
    }

    /// Builds and solves `view`'s subtree; the views in `measured` (width-dependent ones) are
    /// measured at `widths` (nil: no limit).
    init(
        _ view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority,
        widths: [ObjectIdentifier: CGFloat?], measured: [UIView]
    ) {
        self.view = view
        self.measured = measured
        var constraints: [NSLayoutConstraint] = []
        var contentRanges: [ObjectIdentifier: Range<Int>] = [:]
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
                let key = ObjectIdentifier(subview)
                if let dependent = subview as? any WidthDependentContentSize, let width = widths[key] {
                    size = dependent.intrinsicContentSize(forLayoutWidth: width)
                    let start = constraints.count
                    constraints += Self.contentSizeConstraints(subview, size: size)
                    contentRanges[key] = start..<constraints.count
                } else {
                    constraints += Self.contentSizeConstraints(subview, size: size)
                }
            }
        }
        // Guides created while translating margin attributes are placed after the translation:
        // translating the constraints that read margins once makes them, and each attempt below
        // translates again.
        var scratch: Translation?
        for constraint in constraints where constraint.first.readsMargins || constraint.second?.readsMargins == true {
            if scratch == nil { scratch = Translation(table: .fitting(FittingVariables())) }
            _ = LayoutEngine.translate(constraint, with: &scratch!)
        }
        view.forEachViewInSubtree { subview in
            // The margins as they are now: the view may never have been laid out.
            let margins = LayoutMarginsResolution.currentMargins(of: subview)
            for (guide, insets) in subview.systemGuidePlacements(margins: margins) {
                constraints += guide.placementConstraints(insets: insets)
            }
        }
        let pins = [
            FittingPin(view: view, variable: .minX, target: 0, priority: .required),
            FittingPin(view: view, variable: .minY, target: 0, priority: .required),
            FittingPin(view: view, variable: .width, target: Double(target.width), priority: horizontal),
            FittingPin(view: view, variable: .height, target: Double(target.height), priority: vertical),
        ]
        // As one batch, variables made in the order the batch is inserted; when it conflicts, one
        // by one on a fresh solver, variables made in that order.
        var variables = FittingVariables()
        var handles: [ConstraintHandle] = []
        do {
            let made = FittingPin.translate(
                constraints, pins, into: variables, order: FittingPin.insertionOrder(constraints, pins))
            // The solver's arrays are made as large as the system at once, not doubled on the way.
            variables.solver.reserveCapacity(variables: variables.solver.variableCount, constraints: made.count)
            handles = try variables.solver.addConstraints(made)
        } catch {
            variables = FittingVariables()
            let made = FittingPin.translate(
                constraints, pins, into: variables, order: Array(0..<(constraints.count + pins.count)))
            for constraint in made { _ = try? variables.solver.addConstraint(constraint) }
        }
        self.variables = variables
        isUpdatable = !handles.isEmpty
        contentConstraints = measured.map { subview in
            guard !handles.isEmpty, let range = contentRanges[ObjectIdentifier(subview)] else { return [] }
            return range.map { index in
                let constraint = constraints[index]
                return ContentConstraint(
                    handle: handles[index], axis: constraint.first.attribute == .width ? .horizontal : .vertical,
                    constantBase: constraint.solverConstantBase)
            }
        }
    }

    /// Measures the width-dependent views again at `widths` and updates their content-size
    /// constraints in the solver. False when that cannot be done in place; the system must then
    /// be built again (and may have been changed in part).
    func remeasure(at widths: [ObjectIdentifier: CGFloat?]) -> Bool {
        guard isUpdatable else { return false }
        var updates: [(ConstraintHandle, Double)] = []
        for (subview, constraints) in zip(measured, contentConstraints) where !constraints.isEmpty {
            guard let dependent = subview as? any WidthDependentContentSize,
                let width = widths[ObjectIdentifier(subview)]
            else { return false }
            let size = dependent.intrinsicContentSize(forLayoutWidth: width)
            let hasWidth = constraints.contains { $0.axis == .horizontal }
            let hasHeight = constraints.contains { $0.axis == .vertical }
            guard hasWidth == (size.width >= 0), hasHeight == (size.height >= 0) else { return false }
            for constraint in constraints {
                let length = constraint.axis == .horizontal ? size.width : size.height
                updates.append((constraint.handle, constraint.constantBase - Double(length)))
            }
        }
        for (handle, constant) in updates {
            do {
                try variables.solver.updateConstant(of: handle, to: constant)
            } catch {
                return false
            }
        }
        return true
    }

    /// The fitted size, on the pixel grid of the view's screen, and the width the solution gives
    /// each width-dependent view.
    func solution() -> (CGSize, [ObjectIdentifier: CGFloat]) {
        var solvedWidths: [ObjectIdentifier: CGFloat] = [:]
        for subview in measured {
            solvedWidths[ObjectIdentifier(subview)] = CGFloat(variables.value(of: subview, .width))
        }
        // UIKit returns the size on the pixel grid of the view's screen (PixelGrid).
        let grid = PixelGrid(scale: view.treeDisplayScale)
        let size = CGSize(
            width: grid.snap(variables.value(of: view, .width)), height: grid.snap(variables.value(of: view, .height)))
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
