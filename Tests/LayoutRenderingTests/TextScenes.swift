import Foundation
import LayoutRendering
import OpenUIKit

/// Small screens with labels and a scroll view, for the pictures' text and clipping.
@MainActor
enum TextScenes {
    /// A 240-point-wide window with one label at (20, 20), placed by constraints and configured
    /// by `configure`; `width` fixes its width (nil: its intrinsic width), `height` its height
    /// (nil: its intrinsic height).
    static func label(
        _ text: String, width: CGFloat? = nil, height: CGFloat? = nil, configure: (UILabel) -> Void = { _ in }
    ) -> (scene: LayoutScene, label: UILabel) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        window.backgroundColor = .white
        let label = UILabel()
        label.text = text
        label.backgroundColor = .secondarySystemBackground
        label.translatesAutoresizingMaskIntoConstraints = false
        configure(label)
        window.addSubview(label)
        var constraints = [
            label.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ]
        if let width { constraints.append(label.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(label.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return (LayoutScene(title: "Label", window: window, namedViews: [("label", label)]), label)
    }

    /// A 200 × 200 window with a 160 × 120 scroll view at (20, 40) whose content (a 160 × 400
    /// column of three coloured 120-point bands) is scrolled down by 100 points: the first band
    /// shows only its last 20 points, the third is cut at the scroll view's bottom.
    static func scrolledContent() -> (scene: LayoutScene, scrollView: UIScrollView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.backgroundColor = .white
        let scrollView = UIScrollView(frame: CGRect(x: 20, y: 40, width: 160, height: 120))
        scrollView.backgroundColor = .secondarySystemBackground
        window.addSubview(scrollView)
        var named: [(name: String, view: UIView)] = [("scroll", scrollView)]
        for (index, color) in [UIColor.systemRed, .systemGreen, .systemBlue].enumerated() {
            let band = UIView(frame: CGRect(x: 10, y: CGFloat(index) * 130, width: 140, height: 120))
            band.backgroundColor = color
            scrollView.addSubview(band)
            named.append(("band\(index + 1)", band))
        }
        scrollView.contentSize = CGSize(width: 160, height: 400)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        return (LayoutScene(title: "Scrolled content", window: window, namedViews: named), scrollView)
    }
}
