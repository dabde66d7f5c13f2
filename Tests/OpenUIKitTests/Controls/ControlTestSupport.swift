import Foundation
import OpenUIKit

/// A 375 × 667 root view (no window: the main screen's iOS 17 metrics apply) holding `control`
/// with `constraints` made from the control and the root, laid out.
@discardableResult
@MainActor func layOut(
    _ control: UIView, in size: CGSize = CGSize(width: 375, height: 667),
    _ constraints: (UIView, UIView) -> [NSLayoutConstraint]
) -> UIView {
    let root = UIView(frame: CGRect(origin: .zero, size: size))
    control.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(control)
    NSLayoutConstraint.activate(constraints(control, root))
    root.layoutIfNeeded()
    return root
}

/// Shows `control` in the root view of a controller on an iPhone 8 running `systemVersion`,
/// placed by `constraints` (made from the control and the root view), and lays it out. Keep the
/// window alive while reading the control: a view out of a window follows the main screen.
@MainActor func show(
    _ control: UIView, systemVersion: Double, _ constraints: (UIView, UIView) -> [NSLayoutConstraint]
) -> UIWindow {
    let controller = UIViewController()
    control.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(control)
    NSLayoutConstraint.activate(constraints(control, controller.view))
    return show(controller, systemVersion: systemVersion)
}

/// Leading 20 and top 100 in the root: a control placed by its position only, sized by its
/// intrinsic size.
@MainActor func placedAt20And100(_ control: UIView, _ root: UIView) -> [NSLayoutConstraint] {
    [
        control.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        control.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ]
}

/// Leading and trailing 20 and top 100 in the root: a control without an intrinsic width.
@MainActor func stretchedAt100(_ control: UIView, _ root: UIView) -> [NSLayoutConstraint] {
    [
        control.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        root.trailingAnchor.constraint(equalTo: control.trailingAnchor, constant: 20),
        control.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ]
}
