internal import Cassowary
import Foundation

/// A constraint the engine derives from a view's frame and autoresizing mask when
/// `translatesAutoresizingMaskIntoConstraints` is true (docs/reference/priorities.md#translatesautoresizingmaskintoconstraints). Described with the mask,
/// e.g. `h=--& v=--& UIView:0x….minX == 20   (active, names: '|':UIView:0x… )`.
package final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    let plan: AutoresizingRule.Plan
    let maskText: String
    unowned let view: UIView
    /// Unowned: a superview going away drops its subviews' autoresizing constraints.
    unowned(unsafe) var superviewItem: UIView?

    init(view: UIView, plan: AutoresizingRule.Plan) {
        self.plan = plan
        self.view = view
        self.superviewItem = view.superview
        self.maskText = AutoresizingRule.maskText(view.autoresizingMask)
        let attribute: NSLayoutConstraint.Attribute
        let superAttribute: NSLayoutConstraint.Attribute
        switch plan.part {
        case .minX: (attribute, superAttribute) = (.left, .width)
        case .width: (attribute, superAttribute) = (.width, .width)
        case .minY: (attribute, superAttribute) = (.top, .height)
        case .height: (attribute, superAttribute) = (.height, .height)
        }
        let second = view.superview.map { AnchorReference(item: $0, attribute: superAttribute) }
        super.init(
            first: AnchorReference(item: view, attribute: attribute), relation: .equal, second: second,
            multiplier: CGFloat(plan.share), constant: CGFloat(plan.constant))
        origin = .engine
        active = true
    }

    override var className: String { "NSAutoresizingMaskLayoutConstraint" }
    override var isEngineInternal: Bool { true }

    /// The plan is in frame terms; the variables describe alignment rectangles, so the frame's
    /// position and size are the variables less the alignment offsets (docs/reference/fitting.md#alignment-rectangles).
    override func baseExpression() -> LinearExpression {
        let v = view.layoutVariables
        let o = AlignmentGeometry.offsets(of: view)
        var expression: LinearExpression
        switch plan.part {
        case .minX: expression = LinearExpression(v.minX) - o.left
        case .width: expression = LinearExpression(v.width) + (o.left + o.right)
        case .minY: expression = LinearExpression(v.minY) - o.top
        case .height: expression = LinearExpression(v.height) + (o.top + o.bottom)
        }
        if let superview = superviewItem {
            let s = superview.layoutVariables
            let so = AlignmentGeometry.offsets(of: superview)
            let width = s.width + (so.left + so.right)
            let height = s.height + (so.top + so.bottom)
            switch plan.part {
            case .minX: expression = expression - (LinearExpression(s.minX) - so.left) - width * plan.share
            case .width: expression = expression - width * plan.share
            case .minY: expression = expression - (LinearExpression(s.minY) - so.top) - height * plan.share
            case .height: expression = expression - height * plan.share
            }
        }
        return expression
    }

    override var equationText: String {
        let name: String
        switch plan.part {
        case .minX: name = "minX"
        case .width: name = "width"
        case .minY: name = "minY"
        case .height: name = "height"
        }
        var text = "\(maskText) \(view.itemDescription).\(name) =="
        if plan.share != 0 {
            let superName = plan.part == .minX || plan.part == .width ? "width" : "height"
            let factor = plan.share == 1 ? "" : "\(formatNumber(plan.share))*"
            text += " \(factor)'|'.\(superName)"
            if constant > 0 { text += " + \(formatNumber(constant))" }
            if constant < 0 { text += " - \(formatNumber(-constant))" }
        } else {
            text += " \(formatNumber(constant))"
        }
        return text
    }

    override var stateSuffix: String {
        let mentionsSuperview = plan.part == .minX || plan.part == .minY || plan.share != 0
        guard mentionsSuperview, let superview = superviewItem else { return "" }
        return ", names: '|':\(superview.itemDescription) "
    }
}
