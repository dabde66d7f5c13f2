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
