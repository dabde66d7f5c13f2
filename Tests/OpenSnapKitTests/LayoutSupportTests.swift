import Foundation
import LayoutAssertions
import OpenSnapKit
import OpenUIKit
import Testing

/// A view controller's `topLayoutGuide` and `bottomLayoutGuide` (iOS 7–10) as DSL targets, on
/// real controllers under real bars: the application (6) of the article "Auto Layout with Masonry"
/// and its Masonry snippet that
/// pins one view under the navigation bar and one to the bottom guide.
@MainActor @Suite struct LayoutSupportTests {
    /// A window on an iPhone 8 in iOS 10 mode showing `root`, laid out.
    @discardableResult
    private func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(screen: UIScreen(device: .iPhone8, orientation: .portrait, systemVersion: 10))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// A 50 × 50 view centred horizontally in `controller`'s root view, its other constraints
    /// made by `pin`.
    private func addSquare(to controller: UIViewController, pin: (ConstraintMaker) -> Void) -> UIView {
        let square = UIView()
        controller.view.addSubview(square)
        square.snp.makeConstraints { make in
            pin(make)
            make.centerX.equalTo(controller.view)
            make.width.height.equalTo(50)
        }
        return square
    }

    /// Application (6): under a navigation bar the view starts right below it, at 64.
    @Test func underTheNavigationBar() {
        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let view1 = addSquare(to: controller) { make in make.top.equalTo(controller.topLayoutGuide.snp.bottom) }
        show(navigation).layoutIfNeeded()
        #expect(controller.topLayoutGuide.length == 64)
        expectFrame(view1, 162.5, 64, 50, 50)
    }

    /// Application (6): without a navigation bar the view starts right below the status bar.
    @Test func followsTheGuideWhenTheNavigationBarHides() {
        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let view1 = addSquare(to: controller) { make in make.top.equalTo(controller.topLayoutGuide.snp.bottom) }
        let window = show(navigation)
        window.layoutIfNeeded()
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        expectFrame(view1, 162.5, 20, 50, 50)
    }

    /// Application (1): `mas_topLayoutGuideBottom` and `mas_bottomLayoutGuideBottom` in a tab bar
    /// controller; the bottom guide's top is the tab bar's top (667 − 49).
    @Test func bothGuidesUnderBarsAndAboveTheTabBar() {
        let controller = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: controller)]
        let topView = addSquare(to: controller) { make in make.top.equalTo(controller.topLayoutGuide.snp.bottom) }
        let bottomView = addSquare(to: controller) { make in
            make.bottom.equalTo(controller.bottomLayoutGuide.snp.bottom)
        }
        let aboveTabBar = addSquare(to: controller) { make in make.bottom.equalTo(controller.bottomLayoutGuide.snp.top)
        }
        show(tabs).layoutIfNeeded()
        expectFrame(topView, 162.5, 64, 50, 50)
        expectFrame(bottomView, 162.5, 617, 50, 50)
        expectFrame(aboveTabBar, 162.5, 568, 50, 50)
    }

    /// The DSL makes the constraint the anchors make: same items, attributes and frames.
    @Test func sameConstraintAsTheAnchors() throws {
        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let dsl = UIView()
        let anchors = UIView()
        controller.view.addSubview(dsl)
        controller.view.addSubview(anchors)
        let made = try #require(
            dsl.snp.prepareConstraints { make in
                make.top.equalTo(controller.topLayoutGuide.snp.bottom).offset(8)
                make.height.equalTo(controller.topLayoutGuide.snp.height)
            }.first)
        made.activate()
        dsl.snp.makeConstraints { make in
            make.height.equalTo(controller.topLayoutGuide.snp.height)
            make.left.right.equalTo(controller.view)
        }
        anchors.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            anchors.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8),
            anchors.heightAnchor.constraint(equalTo: controller.topLayoutGuide.heightAnchor),
            anchors.leftAnchor.constraint(equalTo: controller.view.leftAnchor),
            anchors.rightAnchor.constraint(equalTo: controller.view.rightAnchor),
        ])
        show(navigation).layoutIfNeeded()
        let layoutConstraint = try #require(made.layoutConstraints.first)
        #expect(layoutConstraint.secondItem === controller.topLayoutGuide)
        #expect(facts(made.layoutConstraints) == [Facts(.top, .equal, .bottom, 8)])
        expectFrame(dsl, 0, 72, 375, 64)
        expectSameFrames([dsl], [anchors])
    }

    /// `snp.target` is the guide, and labels name it in descriptions.
    @Test func targetIsTheGuide() {
        let controller = UIViewController()
        let guide = controller.bottomLayoutGuide
        #expect(guide.snp.target === guide)
        #expect(guide.snp.top == guide.snp.top)
        #expect(guide.snp.top != guide.snp.bottom)
    }
}
