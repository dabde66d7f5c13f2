import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// docs/reference/bars-and-controllers.md#the-tab-bar-at-the-top-of-an-ipad: from iOS 18 a
/// regular-width iPad shows a tab bar controller's tab bar at the top. A storyboard of Xcode 16
/// on the 11-inch iPad Pro (M4, 834 × 1210, status bar 24, home indicator 20) stores a stack
/// pinned to a tab's safe area, 87 points in from the sides and 45.5 above the bottom, at
/// (87, 88, 660, 1056.5): a safe area of {88, 0, 20, 0}.
@MainActor @Suite struct FloatingTabBarTests {
    private func stackInTab(_ controller: UIViewController) -> UIView {
        let stack = UIView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(stack)
        let safeArea = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 87),
            safeArea.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 87),
            stack.topAnchor.constraint(equalTo: safeArea.topAnchor),
            safeArea.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 45.5),
        ])
        return stack
    }

    @Test func aTabsRootViewOnAnIPadOfIOS18HasTheTabBarAboveIt() {
        let controller = UIViewController()
        let stack = stackInTab(controller)
        let tabs = UITabBarController()
        tabs.viewControllers = [controller]
        show(tabs, on: .iPadPro11M4, systemVersion: 18)
        expectFrame(controller.view, 0, 0, 834, 1210)
        expectInsets(controller.view.safeAreaInsets, 88, 0, 20, 0)
        expectFrame(stack, 87, 88, 660, 1056.5)
        expectFrame(tabs.tabBar, 0, 24, 834, 64)
    }

    /// Our reading: a navigation bar in the tab holds the floating tab bar, so the content's
    /// top safe area is the navigation bar's bottom (24 + 50); nothing covers the bottom but
    /// the home indicator.
    @Test func aNavigationBarInTheTabHoldsTheFloatingTabBar() {
        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        show(tabs, on: .iPadPro11M4, systemVersion: 18)
        expectFrame(navigation.navigationBar, 0, 24, 834, 50)
        expectInsets(controller.view.safeAreaInsets, 74, 0, 20, 0)
    }

    @Test func beforeIOS18AndOnPhonesTheTabBarStaysAtTheBottom() {
        let padController = UIViewController()
        let padTabs = UITabBarController()
        padTabs.viewControllers = [padController]
        show(padTabs, on: .iPadPro11M4, systemVersion: 17)
        expectValue(padTabs.tabBar.frame.maxY, 1210)
        expectValue(padController.view.safeAreaInsets.top, 24)

        let phoneController = UIViewController()
        let phoneTabs = UITabBarController()
        phoneTabs.viewControllers = [phoneController]
        show(phoneTabs, on: .iPhoneX, systemVersion: 18)
        expectFrame(phoneTabs.tabBar, 0, 729, 375, 83)
        expectInsets(phoneController.view.safeAreaInsets, 44, 0, 83, 0)
    }
}
