import Foundation
import OpenUIKit
import Testing

/// A view with a settable intrinsic content size (a stand-in for a label with fixed text).
@MainActor final class IntrinsicBox: UIView {
    var contentSize: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        contentSize = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        contentSize = .zero
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { contentSize }
}

/// A stack view in a 400 × 800 root, its top-left corner pinned at (10, 20); `width` / `height`
/// pin its size when given. Returns the root and the stack view.
@MainActor
func makeStack(
    _ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, width: CGFloat? = nil, height: CGFloat? = nil,
    configure: (UIStackView) -> Void = { _ in }
) -> (UIView, UIStackView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.translatesAutoresizingMaskIntoConstraints = false
    configure(stack)
    root.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return (root, stack)
}

/// Rounds up to the pixel grid of the default screen (an iPhone 8, 2 pixels per point), as
/// UIKit rounds text sizes: 19.79 → 20, 17.46 → 17.5.
@MainActor func pixelCeil(_ value: CGFloat) -> CGFloat {
    ceil(value * 2 - 1e-6) / 2
}

/// The nearest pixel boundary on the default 2× screen (halves away from zero), where layout
/// puts every edge it computes.
@MainActor func pixelSnap(_ value: CGFloat) -> CGFloat {
    (value * 2).rounded(.toNearestOrAwayFromZero) / 2
}

/// The constraints a stack view made (identifiers `UISV-…`, listed by the stack view and its
/// arranged views), one line each, sorted: `identifier: first.attribute relation
/// second.attribute × multiplier + constant @priority`, the multiplier, constant and priority
/// only when they are not 1, 0 and required. Items are named by `names`; a guide the stack view
/// made is named by its identifier.
@MainActor
func stackConstraintLines(of stack: UIStackView, naming names: [(String, AnyObject)]) -> [String] {
    func name(_ item: AnyObject?) -> String {
        if let match = names.first(where: { $0.1 === item }) { return match.0 }
        if let guide = item as? UILayoutGuide { return guide.identifier }
        return "?"
    }
    func number(_ value: Double) -> String { String(format: "%g", value) }
    let listed = ([stack] + stack.arrangedSubviews).flatMap(\.constraints)
    return listed.compactMap { constraint -> String? in
        guard let identifier = constraint.identifier, identifier.hasPrefix("UISV-") else { return nil }
        var line = "\(identifier): \(name(constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation)"
        if let second = constraint.secondItem {
            line += " \(name(second)).\(constraint.secondAttribute)"
            if constraint.multiplier != 1 { line += " × \(number(Double(constraint.multiplier)))" }
            if constraint.constant != 0 { line += " + \(number(Double(constraint.constant)))" }
        } else {
            line += " \(number(Double(constraint.constant)))"
        }
        if constraint.priority != .required { line += " @\(number(Double(constraint.priority.rawValue)))" }
        return line
    }.sorted()
}
