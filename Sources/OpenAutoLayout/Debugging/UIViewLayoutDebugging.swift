internal import Cassowary
import Foundation

extension UIView {
    /// Whether some part of the view's frame is not determined by the constraints (docs/reference/priorities.md):
    /// exact, from the solver's optimal face, not a heuristic.
    public var hasAmbiguousLayout: Bool {
        let engine = prepareForQuery()
        return ambiguousVariables(engine).isEmpty == false
    }

    /// Moves the view to another solution of an ambiguous layout (a debugging aid).
    public func exerciseAmbiguityInLayout() {
        let engine = prepareForQuery()
        guard let variable = ambiguousVariables(engine).first,
            let alternative = engine.solver.alternativeValue(for: variable)
        else { return }
        let v = layoutVariables
        var frame = self.frame
        let delta = CGFloat(alternative - engine.solver.value(of: variable))
        if variable === v.minX { frame.origin.x += delta }
        if variable === v.minY { frame.origin.y += delta }
        if variable === v.width { frame.size.width += delta }
        if variable === v.height { frame.size.height += delta }
        applyFrame(frame, fromEngine: true)
    }

    /// The constraints that currently determine the view's position and size on `axis`,
    /// including those the engine made (autoresizing masks, intrinsic sizes).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let engine = prepareForQuery()
        let v = layoutVariables
        let position = axis == .horizontal ? v.minX : v.minY
        let size = axis == .horizontal ? v.width : v.height
        var determining: [Constraint] = []
        // The position relative to the superview, as UIKit's engine measures it: what places the
        // superview itself is not listed.
        if let parent {
            let parentVariables = parent.layoutVariables
            let parentPosition = axis == .horizontal ? parentVariables.minX : parentVariables.minY
            determining += engine.solver.constraintsDetermining(position - parentPosition)
        } else {
            determining += engine.solver.constraintsDetermining(position)
        }
        determining += engine.solver.constraintsDetermining(size)
        var result: [NSLayoutConstraint] = []
        for solverConstraint in determining {
            guard let owner = engine.owner(of: solverConstraint) else { continue }
            if !result.contains(where: { $0 === owner }) { result.append(owner) }
        }
        return result.sorted { $0.activationOrder < $1.activationOrder }
    }

    /// Brings the engine up to date with every queued change, without running layoutSubviews.
    func prepareForQuery() -> LayoutEngine {
        let engine = self.engine
        LayoutPass.updateConstraintsPhase(engine)
        engine.flush()
        return engine
    }

    /// The view's position relative to its superview and its size: a superview's own ambiguity
    /// does not make its subviews ambiguous, as in UIKit.
    private func ambiguousVariables(_ engine: LayoutEngine) -> [Variable] {
        let v = layoutVariables
        var result: [Variable] = []
        for variable in [v.width, v.height] where engine.solver.isAmbiguous(variable) { result.append(variable) }
        for (variable, parentVariable) in [
            (v.minX, parent?.layoutVariables.minX), (v.minY, parent?.layoutVariables.minY),
        ] {
            guard engine.solver.isAmbiguous(variable) else { continue }
            if let parentVariable, relativeIsFixed(variable, parentVariable, engine) { continue }
            result.append(variable)
        }
        return result
    }

    /// Whether `variable − parentVariable` is fixed: an expression query, so the solver is
    /// only read.
    private func relativeIsFixed(_ variable: Variable, _ parentVariable: Variable, _ engine: LayoutEngine) -> Bool {
        !engine.solver.isAmbiguous(variable - parentVariable)
    }
}
