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
    /// A position part is `view.position − (superview.position + superview.size × share)`, a
    /// size part `view.size − superview.size × share`, each in frame terms, on the part's axis.
    override func appendBase(to t: inout Translation) {
        let axis = AxisVariables(plan.part)
        let o = axis.offsets(AlignmentGeometry.offsets(of: view))
        if axis.isPosition {
            t.add(view, axis.position, 1)
            t.constant -= o.start
        } else {
            t.add(view, axis.size, 1)
            t.constant += o.start + o.end
        }
        guard let superview = superviewItem else { return }
        let so = axis.offsets(AlignmentGeometry.offsets(of: superview))
        if axis.isPosition {
            t.add(superview, axis.position, -1)
            t.constant += so.start
        }
        t.add(superview, axis.size, -plan.share)
        t.constant -= (so.start + so.end) * plan.share
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

/// The variables and alignment offsets of one part's axis: x for `minX` and `width`, y for
/// `minY` and `height`.
private struct AxisVariables {
    let position: ItemVariable
    let size: ItemVariable
    let isPosition: Bool
    let isHorizontal: Bool

    init(_ part: AutoresizingRule.Plan.Part) {
        isHorizontal = part == .minX || part == .width
        position = isHorizontal ? .minX : .minY
        size = isHorizontal ? .width : .height
        isPosition = part == .minX || part == .minY
    }

    /// The offsets at the start and the end of this axis.
    func offsets(_ offsets: AlignmentGeometry.Offsets) -> (start: Double, end: Double) {
        isHorizontal ? (offsets.left, offsets.right) : (offsets.top, offsets.bottom)
    }
}
