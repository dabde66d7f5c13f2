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
    override func appendBase(to t: inout Translation) {
        let o = AlignmentGeometry.offsets(of: view)
        switch plan.part {
        case .minX:
            t.add(view, .minX, 1)
            t.constant += -o.left
        case .width:
            t.add(view, .width, 1)
            t.constant += o.left + o.right
        case .minY:
            t.add(view, .minY, 1)
            t.constant += -o.top
        case .height:
            t.add(view, .height, 1)
            t.constant += o.top + o.bottom
        }
        guard let superview = superviewItem else { return }
        let so = AlignmentGeometry.offsets(of: superview)
        let share = plan.share
        switch plan.part {
        case .minX:
            // − (s.minX − so.left) − (s.width + so.left + so.right) × share
            t.add(superview, .minX, -1)
            t.constant += -so.left * -1
            t.add(superview, .width, -share)
            t.constant += (so.left + so.right) * share * -1
        case .width:
            t.add(superview, .width, -share)
            t.constant += (so.left + so.right) * share * -1
        case .minY:
            t.add(superview, .minY, -1)
            t.constant += -so.top * -1
            t.add(superview, .height, -share)
            t.constant += (so.top + so.bottom) * share * -1
        case .height:
            t.add(superview, .height, -share)
            t.constant += (so.top + so.bottom) * share * -1
        }
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
