import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// The article "iOS layout summary" and docs/reference/bars-and-controllers.md: root frames and
/// scroll-view insets under navigation and tab bars, in
/// iOS 10 mode and in iOS 11+ mode. Values by hand: iPhone 8 375 × 667, status bar 20,
/// navigation bar 44 (64 in all), tab bar 49; iPhone X 375 × 812, status bar 44, navigation bar
/// 44 (88), tab bar 49 + 34 = 83.
@MainActor @Suite struct BarsAndScrollInsetsTests {
    /// A tab bar controller whose one tab is a navigation controller showing `content`.
    private func tabs(around content: UIViewController) -> (UITabBarController, UINavigationController) {
        let navigation = UINavigationController(rootViewController: content)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        return (tabs, navigation)
    }

    @Test func noExtendedEdgesStartBelowTheNavigationBar() {
        let controller = UIViewController()
        controller.edgesForExtendedLayout = []
        show(UINavigationController(rootViewController: controller), systemVersion: 10)
        expectFrame(controller.view, 0, 64, 375, 603)
        expectValue(controller.topLayoutGuide.length, 0)
    }

    @Test func navigationAndTabBarsInsetTheTable() {
        let controller = RowsController(style: .plain)
        let (tabs, navigation) = tabs(around: controller)
        show(tabs, systemVersion: 10)
        expectFrame(navigation.view, 0, 0, 375, 667)
        expectFrame(controller.view, 0, 0, 375, 667)
        expectFrame(tabs.tabBar, 0, 618, 375, 49)
        expectFrame(navigation.navigationBar, 0, 20, 375, 44)
        expectInsets(controller.tableView.contentInset, 64, 0, 49, 0)
        expectInsets(controller.tableView.scrollIndicatorInsets, 64, 0, 49, 0)
        expectValue(controller.tableView.contentOffset.y, -64)
        expectValue(controller.topLayoutGuide.length, 64)
        expectValue(controller.bottomLayoutGuide.length, 49)
        #expect(controller.navigationController === navigation)
        #expect(controller.tabBarController === tabs)
        #expect(navigation.tabBarController === tabs)
    }

    @Test func opaqueNavigationAndTabBarsShrinkTheRootView() {
        let controller = RowsController(style: .plain)
        let (tabs, navigation) = tabs(around: controller)
        navigation.navigationBar.isTranslucent = false
        tabs.tabBar.isTranslucent = false
        show(tabs, systemVersion: 10)
        expectFrame(controller.view, 0, 64, 375, 554)
        expectInsets(controller.tableView.contentInset, 0, 0, 0, 0)
        expectValue(controller.topLayoutGuide.length, 0)
        expectValue(controller.bottomLayoutGuide.length, 0)
    }

    @Test func aTabBarControllerInANavigationControllerStartsBelowAnOpaqueNavigationBar() {
        // As Xcode 10.2 stores the tabs' root views of such a tab bar controller: at y = 0 in the
        // tab bar controller's view, which starts below the bar (iPhone X: 812 − 88 − 83 = 641).
        let controller = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [controller]
        let navigation = UINavigationController(rootViewController: tabs)
        navigation.navigationBar.isTranslucent = false
        tabs.tabBar.isTranslucent = false
        show(navigation, on: .iPhoneX, systemVersion: 12)
        expectFrame(tabs.view, 0, 88, 375, 724)
        expectFrame(tabs.tabBar, 0, 641, 375, 83)
        expectFrame(controller.view, 0, 0, 375, 641)
        expectInsets(controller.view.safeAreaInsets, 0, 0, 0, 0)
    }

    @Test func anOpaqueBackgroundCountsAsAnOpaqueBar() {
        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        navigation.navigationBar.standardAppearance = appearance
        let window = show(navigation, systemVersion: 10)
        expectFrame(controller.view, 0, 64, 375, 603)
        controller.extendedLayoutIncludesOpaqueBars = true
        window.layoutIfNeeded()
        expectFrame(controller.view, 0, 0, 375, 667)
        expectValue(controller.topLayoutGuide.length, 64)
    }

    @Test func theStatusBarAloneIsNoBarForScrollViewInsets() {
        let controller = RowsController(style: .plain)
        show(controller, systemVersion: 10)
        expectFrame(controller.view, 0, 0, 375, 667)
        expectValue(controller.topLayoutGuide.length, 20)
        expectInsets(controller.tableView.contentInset, 0, 0, 0, 0)
        expectValue(controller.tableView.contentOffset.y, 0)
    }

    @Test func theFirstSubviewIsAdjustedButNotDeeperOnes() {
        let first = UIViewController()
        let scrollView = UIScrollView()
        first.view.addSubview(scrollView)
        show(UINavigationController(rootViewController: first), systemVersion: 10)
        expectInsets(scrollView.contentInset, 64, 0, 0, 0)
        expectValue(scrollView.contentOffset.y, -64)

        let second = UIViewController()
        let wrapper = UIView()
        let nested = UIScrollView()
        wrapper.addSubview(nested)
        second.view.addSubview(wrapper)
        show(UINavigationController(rootViewController: second), systemVersion: 10)
        expectInsets(nested.contentInset, 0, 0, 0, 0)

        let third = UIViewController()
        let plain = UIView()
        let later = UIScrollView()
        third.view.addSubview(plain)
        third.view.addSubview(later)
        show(UINavigationController(rootViewController: third), systemVersion: 10)
        expectInsets(later.contentInset, 0, 0, 0, 0)
    }

    @Test func adjustmentsReplaceEachOtherAndKeepTheAppsInsets() {
        let controller = RowsController(style: .plain)
        let navigation = UINavigationController(rootViewController: controller)
        controller.loadViewIfNeeded()
        controller.tableView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        let window = show(navigation, systemVersion: 10)
        expectInsets(controller.tableView.contentInset, 74, 0, 5, 0)
        expectValue(controller.tableView.contentOffset.y, -64)
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        expectInsets(controller.tableView.contentInset, 30, 0, 5, 0)
        expectValue(controller.topLayoutGuide.length, 20)
        expectValue(controller.tableView.contentOffset.y, -20)
    }

    /// A word-study storyboard of Xcode 13 puts a tab bar controller in a navigation controller
    /// whose bar is hidden; its tab, extended along the bottom edge only, is stored at y = 0,
    /// 896 tall, on the 6.1-inch screen: the status bar is a bar for the navigation
    /// controller's own child, which fills its view, and not for the tabs inside it.
    @Test func aTabInsideANavigationControllerWithItsBarHiddenStartsAtTheTop() {
        let tab = UIViewController()
        tab.edgesForExtendedLayout = .bottom
        let tabs = UITabBarController()
        tabs.viewControllers = [tab]
        let navigation = UINavigationController(rootViewController: tabs)
        navigation.setNavigationBarHidden(true, animated: false)
        let window = show(navigation, on: .iPhoneXR)
        window.layoutIfNeeded()
        expectFrame(tabs.view, 0, 0, 414, 896)
        expectFrame(tab.view, 0, 0, 414, 896)
        expectInsets(tab.view.safeAreaInsets, 48, 0, 83, 0)
        // The navigation controller's own child still starts below the status bar.
        let child = UIViewController()
        child.edgesForExtendedLayout = .bottom
        let plain = UINavigationController(rootViewController: child)
        plain.setNavigationBarHidden(true, animated: false)
        show(plain, on: .iPhoneXR).layoutIfNeeded()
        expectFrame(child.view, 0, 48, 414, 848)
    }

    @Test func toolbarSitsAboveTheTabBar() {
        let controller = RowsController(style: .plain)
        let (tabs, navigation) = tabs(around: controller)
        navigation.setToolbarHidden(false, animated: false)
        show(tabs, systemVersion: 10)
        expectFrame(navigation.toolbar, 0, 574, 375, 44)
        #expect(!navigation.toolbar.isHidden)
        expectInsets(controller.tableView.contentInset, 64, 0, 93, 0)
        expectValue(controller.bottomLayoutGuide.length, 93)
    }

    // MARK: iOS 11+ mode

    @Test func iPhoneXWithBothBarsGivesTheRootViewItsSafeArea() {
        let controller = RowsController(style: .plain)
        let (tabs, navigation) = tabs(around: controller)
        let window = show(tabs, on: .iPhoneX)
        expectFrame(controller.view, 0, 0, 375, 812)
        expectFrame(navigation.navigationBar, 0, 44, 375, 44)
        expectFrame(tabs.tabBar, 0, 729, 375, 83)
        expectInsets(controller.view.hostSafeAreaInsets, 88, 0, 83, 0)
        expectInsets(navigation.view.hostSafeAreaInsets, 44, 0, 83, 0)
        expectInsets(tabs.view.hostSafeAreaInsets, 44, 0, 34, 0)
        expectInsets(window.hostSafeAreaInsets, 44, 0, 34, 0)
        // The controller sets no content inset in iOS 11+ mode; the safe area does the work.
        expectInsets(controller.tableView.contentInset, 0, 0, 0, 0)
        expectValue(controller.topLayoutGuide.length, 88)
        expectValue(controller.bottomLayoutGuide.length, 83)
    }

    @Test func safeAreaFollowsTheRootFrameBelowOpaqueBars() {
        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        navigation.navigationBar.isTranslucent = false
        show(navigation, on: .iPhoneX)
        expectFrame(controller.view, 0, 88, 375, 724)
        expectInsets(controller.view.hostSafeAreaInsets, 0, 0, 34, 0)
    }

    @Test func additionalSafeAreaInsetsAddUp() {
        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        navigation.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: -20, left: 5, bottom: 0, right: 0)
        show(navigation, on: .iPhone8)
        expectInsets(controller.view.hostSafeAreaInsets, 44, 5, 10, 0)
    }

    @Test func largeTitlesMakeTheNavigationBarTaller() {
        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        navigation.navigationBar.prefersLargeTitles = true
        show(navigation, on: .iPhoneX)
        expectFrame(navigation.navigationBar, 0, 44, 375, 96)
        expectInsets(controller.view.hostSafeAreaInsets, 140, 0, 34, 0)
        // Large titles are iOS 11+.
        let old = UIViewController()
        let oldNavigation = UINavigationController(rootViewController: old)
        oldNavigation.navigationBar.prefersLargeTitles = true
        show(oldNavigation, systemVersion: 10)
        expectValue(old.topLayoutGuide.length, 64)
    }
}
