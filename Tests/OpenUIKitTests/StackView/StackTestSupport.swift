import Foundation
import OpenUIKit
import Testing

/// Checks a frame to 0.001 pt.
func checkFrame(
    _ view: UIView, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let rect = view.frame
    let close =
        abs(rect.minX - x) < 0.001 && abs(rect.minY - y) < 0.001 && abs(rect.width - width) < 0.001
        && abs(rect.height - height) < 0.001
    #expect(
        close, "got \(NSStringFromCGRect(rect)), expected {{\(x), \(y)}, {\(width), \(height)}}",
        sourceLocation: sourceLocation)
}

/// Checks a size to 0.001 pt.
func checkSize(
    _ size: CGSize, _ width: CGFloat, _ height: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(size.width - width) < 0.001 && abs(size.height - height) < 0.001,
        "got \(NSStringFromCGSize(size)), expected {\(width), \(height)}", sourceLocation: sourceLocation)
}

/// Checks a number to 0.001.
func checkNumber(_ value: CGFloat, _ expected: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(value - expected) < 0.001, "got \(value), expected \(expected)", sourceLocation: sourceLocation)
}

/// A view with a settable intrinsic content size (a stand-in for a label with fixed text).
final class IntrinsicBox: UIView {
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
func pixelCeil(_ value: CGFloat) -> CGFloat {
    ceil(value * 2 - 1e-6) / 2
}

/// The nearest pixel boundary on the default 2× screen (halves away from zero), where layout
/// puts every edge it computes.
func pixelSnap(_ value: CGFloat) -> CGFloat {
    (value * 2).rounded(.toNearestOrAwayFromZero) / 2
}
