internal import Cassowary
import Foundation

/// The fitting solver's own variables: a scratch solver, and the handles of the subtree's items
/// there, kept apart from the records of the tree's engine.
@MainActor
final class FittingVariables {
    let solver = HandleSolver()
    private var handlesByItem: [ObjectIdentifier: ItemHandles] = [:]

    func handle(of item: LayoutItem, _ variable: ItemVariable) -> VariableHandle {
        var itemHandles = handlesByItem[ObjectIdentifier(item)] ?? ItemHandles()
        if itemHandles[variable] >= 0 { return VariableHandle(itemHandles[variable]) }
        let made = solver.makeVariable(subjectPreference: variable.subjectPreference)
        itemHandles[variable] = made.index
        handlesByItem[ObjectIdentifier(item)] = itemHandles
        return made
    }

    /// The solved value of the item's variable; 0 for one no constraint mentions.
    func value(of item: LayoutItem, _ variable: ItemVariable) -> Double {
        guard let handle = handlesByItem[ObjectIdentifier(item)]?[variable], handle >= 0 else { return 0 }
        return solver.value(of: VariableHandle(handle))
    }
}

/// One of the constraints the fitting solve adds after the subtree's: the view's origin pinned
/// at 0, its size wanted at the target size at the fitting priority.
@MainActor
struct FittingPin {
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
        let split = first.firstIndex { !constraints[$0].isInsertedFirst } ?? first.count
        return Array(first[..<split]) + requiredPins + Array(first[split...]) + optionalPins
    }

    /// `constraints` then `pins` as solver constraints, in that order, translated in `order`
    /// (which decides the order their variables are made in).
    static func translate(
        _ constraints: [NSLayoutConstraint], _ pins: [FittingPin], into variables: FittingVariables, order: [Int]
    ) -> [LinearConstraint] {
        var made = [LinearConstraint?](repeating: nil, count: constraints.count + pins.count)
        var translation = Translation(table: .fitting(variables))
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
