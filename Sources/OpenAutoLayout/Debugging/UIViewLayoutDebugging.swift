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
            let alternative = engine.alternativeValue(of: [ItemTerm(self, variable)])
        else { return }
        var frame = self.frame
        let delta = CGFloat(alternative - engine.value(of: self, variable))
        switch variable {
        case .minX: frame.origin.x += delta
        case .minY: frame.origin.y += delta
        case .width: frame.size.width += delta
        case .height: frame.size.height += delta
        }
        applyFrame(frame, fromEngine: true)
    }

    /// The constraints that currently determine the view's position and size on `axis`,
    /// including those the engine made (autoresizing masks, intrinsic sizes).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let engine = prepareForQuery()
        let position: ItemVariable = axis == .horizontal ? .minX : .minY
        let size: ItemVariable = axis == .horizontal ? .width : .height
        var determining: [ConstraintHandle] = []
        // The position relative to the superview, as UIKit's engine measures it: what places the
        // superview itself is not listed.
        if let parent {
            determining += engine.constraintsDetermining([ItemTerm(self, position), ItemTerm(parent, position, -1)])
        } else {
            determining += engine.constraintsDetermining([ItemTerm(self, position)])
        }
        determining += engine.constraintsDetermining([ItemTerm(self, size)])
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
    private func ambiguousVariables(_ engine: LayoutEngine) -> [ItemVariable] {
        var result: [ItemVariable] = []
        for variable in [ItemVariable.width, .height] where engine.isAmbiguous([ItemTerm(self, variable)]) {
            result.append(variable)
        }
        for variable in [ItemVariable.minX, .minY] {
            guard engine.isAmbiguous([ItemTerm(self, variable)]) else { continue }
            // `variable − parent's` fixed: an expression query, so the solver is only read.
            if let parent, !engine.isAmbiguous([ItemTerm(self, variable), ItemTerm(parent, variable, -1)]) { continue }
            result.append(variable)
        }
        return result
    }
}
