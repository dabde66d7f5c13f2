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
        // Guides created while translating margin attributes are placed after the translation:
        // translating once makes them, and each attempt below translates again.
        var scratch = Translation(table: FittingVariables())
        for constraint in constraints { _ = LayoutEngine.translate(constraint, with: &scratch) }
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
        do {
            try variables.solver.addConstraints(
                FittingPin.translate(
                    constraints, pins, into: variables, order: FittingPin.insertionOrder(constraints, pins)))
        } catch {
            variables = FittingVariables()
            let made = FittingPin.translate(
                constraints, pins, into: variables, order: Array(0..<(constraints.count + pins.count)))
            for constraint in made { _ = try? variables.solver.addConstraint(constraint) }
        }
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

/// The fitting solver's own variables: a scratch solver, and the handles of the subtree's items
/// there, kept apart from the items' slots (which name the tree's engine).
@MainActor
private final class FittingVariables: VariableTable {
    let solver = HandleSolver()
    private var slots: [ObjectIdentifier: ItemVariableSlots] = [:]

    func handle(of item: LayoutItem, _ variable: ItemVariable) -> VariableHandle {
        var itemSlots = slots[ObjectIdentifier(item)] ?? ItemVariableSlots()
        if itemSlots[variable] >= 0 { return VariableHandle(itemSlots[variable]) }
        let made = solver.makeVariable(subjectPreference: variable.subjectPreference)
        itemSlots[variable] = made.index
        slots[ObjectIdentifier(item)] = itemSlots
        return made
    }

    /// The solved value of the item's variable; 0 for one no constraint mentions.
    func value(of item: LayoutItem, _ variable: ItemVariable) -> Double {
        guard let handle = slots[ObjectIdentifier(item)]?[variable], handle >= 0 else { return 0 }
        return solver.value(of: VariableHandle(handle))
    }
}

/// One of the constraints the fitting solve adds after the subtree's: the view's origin pinned
/// at 0, its size wanted at the target size at the fitting priority.
@MainActor
private struct FittingPin {
    let view: UIView
    let variable: ItemVariable
    let target: Double
    let priority: UILayoutPriority

    /// The order a solver inserts `constraints` followed by `pins` as one batch: the required
    /// equalities, then the others.
    static func insertionOrder(_ constraints: [NSLayoutConstraint], _ pins: [FittingPin]) -> [Int] {
        let first = LayoutEngine.insertionOrder(of: constraints)
        let pinIndices = pins.indices.map { constraints.count + $0 }
        let requiredPins = pinIndices.filter { pins[$0 - constraints.count].priority.rawValue >= 1000 }
        let optionalPins = pinIndices.filter { pins[$0 - constraints.count].priority.rawValue < 1000 }
        let split = first.firstIndex { !isRequiredEquality(constraints[$0]) } ?? first.count
        return Array(first[..<split]) + requiredPins + Array(first[split...]) + optionalPins
    }

    private static func isRequiredEquality(_ constraint: NSLayoutConstraint) -> Bool {
        constraint.relation == .equal && Priority(Double(constraint.priority.rawValue)).isRequired
    }

    /// `constraints` then `pins` as solver constraints, in that order, translated in `order`
    /// (which decides the order their variables are made in).
    static func translate(
        _ constraints: [NSLayoutConstraint], _ pins: [FittingPin], into variables: FittingVariables, order: [Int]
    ) -> [LinearConstraint] {
        var made = [LinearConstraint?](repeating: nil, count: constraints.count + pins.count)
        var translation = Translation(table: variables)
        for index in order {
            if index < constraints.count {
                made[index] = LayoutEngine.translate(constraints[index], with: &translation)
            } else {
                let pin = pins[index - constraints.count]
                made[index] = LinearConstraint(
                    [HandleTerm(variables.handle(of: pin.view, pin.variable))], constant: 0 - pin.target, .equal,
                    priority: Priority(Double(pin.priority.rawValue)))
            }
        }
        return made.map { $0! }
    }
}
