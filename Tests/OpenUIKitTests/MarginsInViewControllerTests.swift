import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// The three scenes of the article "UIView margins" as the article runs them: views inside a view controller's view,
/// shown in a window on an iPhone 8 (iOS 17) whose status bar gives the controller's view a
/// safe area of {20, 0, 0, 0}. The values are the ones the article prints; the same scenes on
/// a bare hosted root are in OpenAutoLayoutTests (NestedMarginsTests).
@MainActor @Suite struct MarginsInViewControllerTests {
    /// Logs its insets in layoutSubviews, like the article's TestView.
    final class TestView: UIView {
        var lastSafeArea = ""
        var lastMargins = ""

        override func layoutSubviews() {
            super.layoutSubviews()
            lastSafeArea = safeAreaInsets.description
            lastMargins = layoutMargins.description
        }
    }

    private func constrainedView(in superview: UIView) -> TestView {
        let view = TestView()
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    /// blue fills the controller's view; orange is blue's top half; red fills orange's margins
    /// (scene 1 uses only blue and orange, orange filling blue's margins).
    private func scene(orangeFillsMargins: Bool) -> (UIWindow, TestView, TestView, TestView) {
        let controller = UIViewController()
        let view = controller.view!
        let blue = constrainedView(in: view), orange = constrainedView(in: blue), red = constrainedView(in: orange)
        var constraints = [
            blue.topAnchor.constraint(equalTo: view.topAnchor),
            blue.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            blue.leftAnchor.constraint(equalTo: view.leftAnchor),
            blue.rightAnchor.constraint(equalTo: view.rightAnchor),
            red.topAnchor.constraint(equalTo: orange.layoutMarginsGuide.topAnchor),
            red.bottomAnchor.constraint(equalTo: orange.layoutMarginsGuide.bottomAnchor),
            red.leftAnchor.constraint(equalTo: orange.layoutMarginsGuide.leftAnchor),
            red.rightAnchor.constraint(equalTo: orange.layoutMarginsGuide.rightAnchor),
        ]
        if orangeFillsMargins {
            constraints += [
                orange.topAnchor.constraint(equalTo: blue.layoutMarginsGuide.topAnchor),
                orange.bottomAnchor.constraint(equalTo: blue.layoutMarginsGuide.bottomAnchor),
                orange.leftAnchor.constraint(equalTo: blue.layoutMarginsGuide.leftAnchor),
                orange.rightAnchor.constraint(equalTo: blue.layoutMarginsGuide.rightAnchor),
            ]
        } else {
            constraints += [
                orange.topAnchor.constraint(equalTo: blue.topAnchor),
                orange.leftAnchor.constraint(equalTo: blue.leftAnchor),
                orange.rightAnchor.constraint(equalTo: blue.rightAnchor),
                orange.heightAnchor.constraint(equalTo: blue.heightAnchor, multiplier: 0.5),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        blue.layoutMargins = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        let window = show(controller)
        return (window, blue, orange, red)
    }

    @Test func sceneOne() {
        let (window, blue, orange, _) = scene(orangeFillsMargins: true)
        window.layoutIfNeeded()
        #expect(blue.lastSafeArea == "{20, 0, 0, 0}")
        #expect(blue.lastMargins == "{70, 50, 50, 50}")
        expectFrame(orange, 50, 70, 275, 547)
    }

    @Test func sceneThreePrintedInsets() {
        let (window, blue, orange, red) = scene(orangeFillsMargins: false)
        orange.layoutMargins = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(blue.lastSafeArea == "{20, 0, 0, 0}" && blue.lastMargins == "{70, 50, 50, 50}")
        #expect(orange.lastSafeArea == "{20, 0, 0, 0}" && orange.lastMargins == "{20, 50, 0, 0}")
        #expect(red.lastSafeArea == "{0, 0, 0, 0}" && red.lastMargins == "{8, 8, 8, 8}")

        orange.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        #expect(orange.lastMargins == "{0, 50, 0, 0}")
    }

    /// preservesSuperviewLayoutMargins: with it, red keeps off blue's margins (top 70, sides
    /// 50); without it, only orange's own margins (0 plus the status bar) count.
    @Test func preservingTheSuperviewsMargins() {
        let (window, _, orange, red) = scene(orangeFillsMargins: false)
        orange.layoutMargins = .zero
        orange.preservesSuperviewLayoutMargins = true
        window.layoutIfNeeded()
        expectFrame(red, 50, 70, 275, 263.5)
        orange.preservesSuperviewLayoutMargins = false
        window.layoutIfNeeded()
        expectFrame(red, 0, 20, 375, 313.5)
    }
}
