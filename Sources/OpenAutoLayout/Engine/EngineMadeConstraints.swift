internal import Cassowary
import Foundation

/// The constraints the engine makes for a view rather than the app: its autoresizing-mask
/// constraints (docs/reference/priorities.md#translatesautoresizingmaskintoconstraints), its intrinsic-size constraints (docs/reference/priorities.md), and the constraints that
/// place its layout-margins, safe-area and readable-content guides (docs/reference/margins.md/§6 feed their
/// insets).
///
/// Re-deriving them edits constants in place when only numbers changed, and replaces them when
/// their shape changed (mask, priority, an axis gaining or losing an intrinsic size).
@MainActor
enum EngineMadeConstraints {
    static func sync(_ view: UIView, engine: LayoutEngine) {
        syncAutoresizing(view, engine: engine)
        syncContentSize(view, engine: engine)
        for (guide, insets) in view.systemGuidePlacements(margins: view.resolvedLayoutMargins) {
            guide.syncSystemConstraints(insets: insets, engine: engine)
        }
    }

    static func syncAutoresizing(_ view: UIView, engine: LayoutEngine) {
        let id = engine.recordID(of: view)
        // A view placed by constraints alone (every view constrained with anchors) has none to
        // make or to keep. (The list is read in place: a copy of it would be retained.)
        if !view.translatesAutoresizingMaskIntoConstraints && engine.records[id].autoresizingConstraints.isEmpty {
            return
        }
        let existing = engine.records[id].autoresizingConstraints
        let wanted = view.translatesAutoresizingMaskIntoConstraints ? AutoresizingRule.plans(for: view) : []
        // The mask's text only tells existing constraints apart; a view without any (every view
        // constrained with anchors) does not build it.
        let maskText = existing.isEmpty ? "" : AutoresizingRule.maskText(view.autoresizingMask)
        let sameShape =
            existing.count == wanted.count
            && zip(existing, wanted).allSatisfyOnMainActor { constraint, plan in
                constraint.plan.part == plan.part && constraint.plan.share == plan.share
                    && constraint.superviewItem === view.superview && !constraint.isBroken
                    && constraint.maskText == maskText
            }
        if sameShape {
            for (constraint, plan) in zip(existing, wanted) where Double(constraint.storedConstant) != plan.constant {
                constraint.storedConstant = CGFloat(plan.constant)
                engine.constantDidChange(constraint)
            }
            return
        }
        for constraint in existing { constraint.retire(from: engine) }
        let made = wanted.mapOnMainActor { NSAutoresizingMaskLayoutConstraint(view: view, plan: $0) }
        engine.records[id].autoresizingConstraints = made
        for constraint in made { engine.adopt(constraint, order: view.autoresizingStamp) }
    }

    /// Our choice (documented in the report): views that translate their autoresizing mask get no
    /// intrinsic-size constraints, since their frame already fixes their size.
    static func syncContentSize(_ view: UIView, engine: LayoutEngine) {
        struct Wanted {
            var axis: NSLayoutConstraint.Axis
            var hugging: Bool
            var size: CGFloat
            var priority: UILayoutPriority
        }
        let id = engine.recordID(of: view)
        var wanted: [Wanted] = []
        if !view.translatesAutoresizingMaskIntoConstraints {
            let size = view.intrinsicContentSize
            // A view without an intrinsic size (a plain view) has none to make or to keep.
            if size.width < 0 && size.height < 0 && engine.records[id].contentSizeConstraints.isEmpty { return }
            if size.width >= 0 {
                wanted.append(
                    Wanted(
                        axis: .horizontal, hugging: true, size: size.width, priority: view.huggingPriorities.horizontal)
                )
                wanted.append(
                    Wanted(
                        axis: .horizontal, hugging: false, size: size.width,
                        priority: view.compressionPriorities.horizontal))
            }
            if size.height >= 0 {
                wanted.append(
                    Wanted(axis: .vertical, hugging: true, size: size.height, priority: view.huggingPriorities.vertical)
                )
                wanted.append(
                    Wanted(
                        axis: .vertical, hugging: false, size: size.height,
                        priority: view.compressionPriorities.vertical))
            }
        }
        let existing = engine.records[id].contentSizeConstraints
        let sameShape =
            existing.count == wanted.count
            && zip(existing, wanted).allSatisfyOnMainActor { constraint, want in
                constraint.isHugging == want.hugging && constraint.priority == want.priority
                    && (constraint.firstAttribute == .width) == (want.axis == .horizontal) && !constraint.isBroken
            }
        if sameShape {
            for (constraint, want) in zip(existing, wanted) where constraint.storedConstant != want.size {
                constraint.storedConstant = want.size
                engine.constantDidChange(constraint)
            }
            return
        }
        for constraint in existing { constraint.retire(from: engine) }
        let made = wanted.mapOnMainActor {
            NSContentSizeLayoutConstraint(
                view: view, axis: $0.axis, hugging: $0.hugging, size: $0.size, priority: $0.priority)
        }
        engine.records[id].contentSizeConstraints = made
        for constraint in made { engine.adopt(constraint, order: view.intrinsicStamp) }
    }
}

/// A constraint that places a system guide (layout margins, safe area) inside its owning view.
/// The insets are measured from the view's bounds, so from its frame, not its alignment
/// rectangle (docs/reference/fitting.md#alignment-rectangles).
@MainActor
final class SystemGuideConstraint: NSLayoutConstraint {
    override var isEngineInternal: Bool { true }

    override func appendBase(to translation: inout Translation) {
        guard let owner = second?.item as? UIView, let guide = first.item else {
            return super.appendBase(to: &translation)
        }
        AttributeExpression.append(of: guide, first.attribute, scale: 1, to: &translation)
        AlignmentGeometry.appendFrameEdge(of: owner, first.attribute, scale: -1, to: &translation)
    }
}
