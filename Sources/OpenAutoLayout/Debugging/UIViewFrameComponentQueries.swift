internal import Cassowary
import Foundation

/// One of the four numbers of a view's frame as the engine solves it: the position relative to
/// the superview (`x`, `y`) and the size (`width`, `height`).
///
/// UIKit only answers per axis (`constraintsAffectingLayout(for:)`); explaining a frame to a
/// person reads better per number, and the solver can answer exactly.
public enum LayoutFrameComponent: String, CaseIterable, Sendable {
    /// The frame's minimum x.
    case x
    /// The frame's minimum y.
    case y
    /// The frame's width.
    case width
    /// The frame's height.
    case height

    /// The axis the component lies on.
    public var axis: NSLayoutConstraint.Axis {
        switch self {
        case .x, .width: .horizontal
        case .y, .height: .vertical
        }
    }
}

extension UIView {
    /// The constraints that currently determine one number of the view's frame, including
    /// those the engine made (autoresizing masks, intrinsic sizes), in activation order.
    /// Positions are relative to the superview, as in ``constraintsAffectingLayout(for:)``.
    public func constraintsAffectingLayout(of component: LayoutFrameComponent) -> [NSLayoutConstraint] {
        let engine = prepareForQuery()
        var result: [NSLayoutConstraint] = []
        for solverConstraint in engine.constraintsDetermining(terms(of: component)) {
            guard let owner = engine.owner(of: solverConstraint) else { continue }
            if !result.contains(where: { $0 === owner }) { result.append(owner) }
        }
        return result.sorted { $0.activationOrder < $1.activationOrder }
    }

    /// Whether the constraints leave one number of the view's frame undetermined (exact, like
    /// ``hasAmbiguousLayout``, which is true when any of the four is).
    public func hasAmbiguousLayout(in component: LayoutFrameComponent) -> Bool {
        let engine = prepareForQuery()
        return engine.isAmbiguous(terms(of: component))
    }

    /// The numbers of the frame that `engine`'s solver leaves free, without bringing the engine
    /// up to date first (the layout pass has just done so).
    func ambiguousComponents(in engine: LayoutEngine) -> [LayoutFrameComponent] {
        LayoutFrameComponent.allCases.filter { engine.isAmbiguous(terms(of: $0)) }
    }

    /// The solver expression of `component`: positions measured from the superview's.
    private func terms(of component: LayoutFrameComponent) -> [ItemTerm] {
        switch component {
        case .width: return [ItemTerm(self, .width)]
        case .height: return [ItemTerm(self, .height)]
        case .x:
            guard let parent else { return [ItemTerm(self, .minX)] }
            return [ItemTerm(self, .minX), ItemTerm(parent, .minX, -1)]
        case .y:
            guard let parent else { return [ItemTerm(self, .minY)] }
            return [ItemTerm(self, .minY), ItemTerm(parent, .minY, -1)]
        }
    }
}

extension NSLayoutConstraint {
    /// Whether the engine broke this constraint to recover from a required conflict (docs/reference/priorities.md):
    /// it stays active but takes no part in layout until it is activated again.
    public var isBrokenByEngine: Bool { isBroken }
}
