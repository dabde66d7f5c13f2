import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// What the bars show: the stack's navigation items, the tabs' items, the top controller's
/// toolbar items; and the two item settings that change the navigation bar's height, a prompt
/// (30 points more) and the large-title display mode.
@MainActor @Suite struct BarItemsTests {
    private func stack(_ titles: [String]) -> (UINavigationController, [UIViewController]) {
        let controllers = titles.map { title -> UIViewController in
            let controller = UIViewController()
            controller.title = title
            return controller
        }
        let navigation = UINavigationController(rootViewController: controllers[0])
        for controller in controllers.dropFirst() { navigation.pushViewController(controller, animated: false) }
        return (navigation, controllers)
    }

    @Test func theNavigationBarShowsTheStacksItemsTitledAfterTheControllers() {
        let (navigation, controllers) = stack(["Settings", "General"])
        let bar = navigation.navigationBar
        #expect(bar.items?.count == 2)
        #expect(bar.topItem === controllers[1].navigationItem)
        #expect(bar.backItem === controllers[0].navigationItem)
        #expect(bar.topItem?.title == "General")
        controllers[1].title = "About"
        #expect(bar.topItem?.title == "About")
        navigation.popViewController(animated: false)
        #expect(bar.items?.count == 1)
        #expect(bar.backItem == nil)
    }

    @Test func aPromptMakesTheNavigationBar30PointsTallerAndMovesTheSafeArea() {
        let (navigation, controllers) = stack(["Settings", "Wi-Fi"])
        let window = show(navigation, on: .iPhone8)
        window.layoutIfNeeded()
        expectFrame(navigation.navigationBar, 0, 20, 375, 44)
        controllers[1].navigationItem.prompt = "Choose a network"
        window.layoutIfNeeded()
        expectFrame(navigation.navigationBar, 0, 20, 375, 74)
        expectInsets(controllers[1].view.safeAreaInsets, 94, 0, 0, 0)
        controllers[1].navigationItem.prompt = nil
        window.layoutIfNeeded()
        expectFrame(navigation.navigationBar, 0, 20, 375, 44)
    }

    @Test func aPromptBelowTheTopItemChangesNothing() {
        let (navigation, controllers) = stack(["Settings", "Wi-Fi"])
        controllers[0].navigationItem.prompt = "Not shown"
        let window = show(navigation, on: .iPhoneX)
        window.layoutIfNeeded()
        expectFrame(navigation.navigationBar, 0, 44, 375, 44)
    }

    @Test func largeTitleDisplayModeNeverKeepsTheStandardHeightAndAutomaticFollowsTheItemBelow() {
        let (navigation, controllers) = stack(["Settings", "General", "About"])
        navigation.navigationBar.prefersLargeTitles = true
        let window = show(navigation, on: .iPhoneX)
        window.layoutIfNeeded()
        expectFrame(navigation.navigationBar, 0, 44, 375, 96)
        controllers[1].navigationItem.largeTitleDisplayMode = .never
        window.layoutIfNeeded()
        expectFrame(navigation.navigationBar, 0, 44, 375, 44)
        expectInsets(controllers[2].view.safeAreaInsets, 88, 0, 34, 0)
        controllers[2].navigationItem.largeTitleDisplayMode = .always
        window.layoutIfNeeded()
        expectFrame(navigation.navigationBar, 0, 44, 375, 96)
    }

    @Test func theTabBarShowsEachTabsItemAndTheSelectedOne() {
        let first = UIViewController()
        first.title = "Home"
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 7)
        let tabs = UITabBarController()
        tabs.setViewControllers([first, second], animated: false)
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Favorites"])
        #expect(tabs.tabBar.selectedItem === first.tabBarItem)
        tabs.selectedIndex = 1
        #expect(tabs.tabBar.selectedItem === second.tabBarItem)
        #expect(second.tabBarItem.tag == 7)
    }

    @Test func theToolbarShowsTheTopControllersItems() {
        let (navigation, controllers) = stack(["Photos", "Album"])
        let share = UIBarButtonItem(systemItem: .action)
        controllers[1].toolbarItems = [share, .flexibleSpace(), UIBarButtonItem(systemItem: .trash)]
        #expect(navigation.toolbar.items?.first === share)
        #expect(navigation.toolbar.items?[1].systemItem == .flexibleSpace)
        navigation.popViewController(animated: false)
        #expect(navigation.toolbar.items == nil)
    }

    @Test func doneAndSaveItemsTakeTheDoneStyle() {
        #expect(UIBarButtonItem(systemItem: .done).style == .done)
        #expect(UIBarButtonItem(systemItem: .save).style == .done)
        #expect(UIBarButtonItem(systemItem: .edit).style == .plain)
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
    }
}
