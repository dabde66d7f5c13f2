import Foundation

/// A controller's top or bottom layout guide: a layout guide of the root view, pinned to its top
/// (bottom) edge and to its left edge with zero width, with a height equal to ``length``.
/// UIKit uses hidden views (`_UILayoutGuide`) for these; a guide takes part in constraints the
/// same way without appearing in `subviews`.
///
/// As in UIKit, the root view's `constraints` list two `_UILayoutSupportConstraint`s per guide:
/// the pin to the top (bottom) edge and the height. The left pin and the zero width, which UIKit
/// does not list, keep the guide determined horizontally and are left out of that list.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    enum Edge {
        case top
        case bottom
    }

    let edge: Edge
    private(set) var length: CGFloat = 0
    private var heightConstraint: NSLayoutConstraint?
    private var placement: [NSLayoutConstraint] = []

    init(edge: Edge) {
        self.edge = edge
        super.init()
        identifier = edge == .top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
    }

    /// Adds the guide to `view` and pins it there.
    func install(in view: UIView) {
        guard owningView !== view else { return }
        NSLayoutConstraint.deactivate(placement)
        view.addLayoutGuide(self)
        let height = heightAnchor.constraint(equalToConstant: length)
        placement = [
            edge == .top
                ? topAnchor.constraint(equalTo: view.topAnchor) : bottomAnchor.constraint(equalTo: view.bottomAnchor),
            leftAnchor.constraint(equalTo: view.leftAnchor),
            widthAnchor.constraint(equalToConstant: 0),
            height,
        ]
        for constraint in placement {
            constraint.identifier = "_UILayoutSupportConstraint"
            constraint.origin = .system
        }
        placement[1].isListed = false
        placement[2].isListed = false
        heightConstraint = height
        NSLayoutConstraint.activate(placement)
    }

    func setLength(_ newValue: CGFloat) {
        guard newValue != length else { return }
        length = newValue
        heightConstraint?.constant = newValue
    }
}
