import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

/// A view with a fixed intrinsic size, standing in for labels and image views.
@MainActor final class SizedView: UIView {
    let size: CGSize

    init(width: CGFloat, height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// A 375 × 812 root view with an iPhone X's safe area {44, 0, 34, 0}, given through the seam a
/// window or view controller uses.
@MainActor
func makeSafeAreaRoot() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    root.hostSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    return root
}

/// A 375 × 667 root view (an iPhone 8 screen).
@MainActor
func makeRoot() -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
}

/// A subview of `parent`.
@MainActor
func addView(to parent: UIView) -> UIView {
    let view = UIView()
    parent.addSubview(view)
    return view
}

/// Stands in for a view controller's top layout guide under a navigation bar: a guide from the
/// top of `root`, 64 points high.
@MainActor
func addTopLayoutGuide(to root: UIView) -> UILayoutGuide {
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    NSLayoutConstraint.activate([
        guide.topAnchor.constraint(equalTo: root.topAnchor),
        guide.heightAnchor.constraint(equalToConstant: 64),
        guide.leftAnchor.constraint(equalTo: root.leftAnchor),
        guide.rightAnchor.constraint(equalTo: root.rightAnchor),
    ])
    return guide
}

/// Constraint facts compared as one value: first and second attributes, relation, constant,
/// multiplier and priority.
struct Facts: Equatable, CustomStringConvertible {
    let first: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let second: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: Float

    init(
        _ first: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, _ constant: CGFloat, priority: Float = 1000
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    @MainActor init(_ constraint: NSLayoutConstraint) {
        self.init(
            constraint.firstAttribute, constraint.relation, constraint.secondAttribute,
            multiplier: constraint.multiplier, constraint.constant, priority: constraint.priority.rawValue)
    }

    var description: String { "\(first) \(relation) \(second) ×\(multiplier) \(constant) @\(priority)" }
}

/// The facts of every layout constraint of `constraints`, in order.
@MainActor
func facts(_ constraints: [NSLayoutConstraint]) -> [Facts] { constraints.map { Facts($0) } }

/// One view in a root from `makeRoot`, laid out twice: constrained by the SnapKit snippet
/// `snapKit`, then by the same layout written with anchors (`anchors` gives the constraints to
/// activate). Expects the two frames to agree and returns the SnapKit one.
@MainActor
func snapKitMatchingAnchors(
    in makeRoot: @MainActor () -> UIView = makeRoot, _ snapKit: (_ view: UIView, _ root: UIView) -> Void,
    anchors: (_ view: UIView, _ root: UIView) -> [NSLayoutConstraint],
    sourceLocation: SourceLocation = #_sourceLocation
) -> UIView {
    func build(_ constrain: (UIView, UIView) -> Void) -> UIView {
        let root = makeRoot()
        let view = addView(to: root)
        constrain(view, root)
        root.layoutIfNeeded()
        return view
    }
    let dsl = build(snapKit)
    let anchored = build { view, root in
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(anchors(view, root))
    }
    expectSameFrames([dsl], [anchored], sourceLocation: sourceLocation)
    return dsl
}
