import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// Windows and view controllers that do not fill the screen: bars, layout guides and safe areas
/// measured from where the views actually are (docs/reference/bars-and-controllers.md#containers-of-any-size,
/// docs/reference/safe-area.md#windows-and-views-of-any-size), and hidden windows
/// (docs/reference/safe-area.md#hidden-windows).
@MainActor @Suite struct WindowGeometryTests {
    /// A tab bar controller holding a navigation controller holding `content`, set up as the
    /// test suite of a constraint library does: in a 400 × 400 window on the main screen (an
    /// iPhone 8), the tab bar controller's view laid out once before it is the root.
    private func squareWindow(showing content: UIViewController) -> (
        UIWindow, UITabBarController, UINavigationController
    ) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let navigation = UINavigationController(rootViewController: content)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        tabs.view.frame = window.bounds
        tabs.view.layoutIfNeeded()
        window.rootViewController = tabs
        window.setNeedsLayout()
        window.layoutIfNeeded()
        return (window, tabs, navigation)
    }

    /// A controller whose view holds a 200 × 200 box at its leading edge, placed vertically by
    /// the constraint `place` makes.
    private func boxedController(
        placedBy place: (UIView, UIViewController) -> NSLayoutConstraint
    ) -> (UIViewController, UIView) {
        let content = UIViewController()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 200),
            box.leadingAnchor.constraint(equalTo: content.view.leadingAnchor),
            place(box, content),
        ])
        return (content, box)
    }

    // MARK: A window smaller than the screen

    @Test func aTabBarSitsAtTheBottomOfItsControllersViewInASquareWindow() {
        let content = UIViewController()
        let (window, tabs, navigation) = squareWindow(showing: content)
        #expect(window.screen.device == .iPhone8)
        window.makeKeyAndVisible()
        expectFrame(tabs.view, 0, 0, 400, 400)
        expectFrame(tabs.tabBar, 0, 351, 400, 49)
        expectFrame(navigation.view, 0, 0, 400, 400)
        expectFrame(navigation.navigationBar, 0, 20, 400, 44)
        expectFrame(content.view, 0, 0, 400, 400)
        expectValue(content.topLayoutGuide.length, 64)
        expectValue(content.bottomLayoutGuide.length, 49)
        // No right inset: the 25 points of window past the screen's edge are not an unsafe area.
        expectInsets(content.view.safeAreaInsets, 64, 0, 49, 0)
        expectInsets(navigation.view.safeAreaInsets, 20, 0, 49, 0)
        expectInsets(tabs.view.safeAreaInsets, 20, 0, 0, 0)
        expectInsets(window.safeAreaInsets, 20, 0, 0, 0)
    }

    @Test func aViewPinnedToTheBottomGuideEndsAtTheTabBarInASquareWindow() {
        let (content, box) = boxedController { box, content in
            box.bottomAnchor.constraint(equalTo: content.bottomLayoutGuide.topAnchor)
        }
        let (window, _, _) = squareWindow(showing: content)
        window.makeKeyAndVisible()
        expectRect(box.convert(box.bounds, to: window), 0, 151, 200, 200)
    }

    // MARK: Hidden windows

    @Test func aWindowStartsHiddenAndNotKey() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(window.isHidden)
        #expect(!window.isKeyWindow)
        #expect(window.description.hasSuffix("; hidden = YES>"))
    }

    @Test func aWindowNeverShownLaysOutButGivesItsControllersNoInsets() {
        let (content, box) = boxedController { box, content in
            box.topAnchor.constraint(equalTo: content.topLayoutGuide.bottomAnchor, constant: -100)
        }
        let (window, tabs, navigation) = squareWindow(showing: content)
        #expect(window.isHidden)
        #expect(!window.isKeyWindow)
        // Laid out: the bars are placed, as if the screen covered nothing.
        expectFrame(tabs.tabBar, 0, 351, 400, 49)
        expectFrame(navigation.navigationBar, 0, 0, 400, 44)
        expectFrame(content.view, 0, 0, 400, 400)
        // But nothing covers the controllers' views: not the status bar, not the bars.
        expectValue(content.topLayoutGuide.length, 0)
        expectValue(content.bottomLayoutGuide.length, 0)
        expectInsets(content.view.safeAreaInsets, 0, 0, 0, 0)
        expectInsets(tabs.view.safeAreaInsets, 0, 0, 0, 0)
        expectInsets(window.safeAreaInsets, 0, 0, 0, 0)
        expectRect(box.convert(box.bounds, to: window), 0, -100, 200, 200)
        // Shown, the same window gives them the status bar and the bars.
        window.makeKeyAndVisible()
        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
        expectFrame(navigation.navigationBar, 0, 20, 400, 44)
        expectValue(content.topLayoutGuide.length, 64)
        expectValue(content.bottomLayoutGuide.length, 49)
        expectRect(box.convert(box.bounds, to: window), 0, -36, 200, 200)
    }

    @Test func showingAndHidingAWindowMovesTheKeyStatusAndTheInsets() {
        let first = UIViewController()
        let firstWindow = UIWindow(screen: UIScreen(device: .iPhoneX))
        firstWindow.rootViewController = UINavigationController(rootViewController: first)
        firstWindow.makeKeyAndVisible()
        #expect(firstWindow.isKeyWindow)
        expectValue(first.topLayoutGuide.length, 88)
        expectValue(first.bottomLayoutGuide.length, 34)

        let second = UIViewController()
        let secondWindow = UIWindow(screen: UIScreen(device: .iPhoneX))
        secondWindow.rootViewController = second
        secondWindow.layoutIfNeeded()
        expectInsets(second.view.safeAreaInsets, 0, 0, 0, 0)
        secondWindow.makeKeyAndVisible()
        #expect(secondWindow.isKeyWindow)
        #expect(!firstWindow.isKeyWindow)
        expectInsets(second.view.safeAreaInsets, 44, 0, 34, 0)

        secondWindow.isHidden = true
        secondWindow.layoutIfNeeded()
        #expect(!secondWindow.isKeyWindow)
        expectInsets(second.view.safeAreaInsets, 0, 0, 0, 0)
        expectValue(second.topLayoutGuide.length, 0)

        // Shown again without being made key.
        secondWindow.isHidden = false
        secondWindow.layoutIfNeeded()
        #expect(!secondWindow.isKeyWindow)
        expectInsets(second.view.safeAreaInsets, 44, 0, 34, 0)

        firstWindow.makeKey()
        #expect(firstWindow.isKeyWindow)
        #expect(!secondWindow.isKeyWindow)
    }

    // MARK: Windows elsewhere on the screen

    @Test func aWindowBelowTheStatusBarGetsNoTopInset() {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let window = UIWindow(screen: UIScreen(device: .iPhone8))
        window.frame = CGRect(x: 0, y: 100, width: 375, height: 400)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        expectFrame(navigation.view, 0, 0, 375, 400)
        expectFrame(navigation.navigationBar, 0, 0, 375, 44)
        expectValue(content.topLayoutGuide.length, 44)
        expectInsets(content.view.safeAreaInsets, 44, 0, 0, 0)
        expectInsets(window.safeAreaInsets, 0, 0, 0, 0)
        // Moved up to the top of the screen, it is under the status bar again.
        window.frame = CGRect(x: 0, y: 0, width: 375, height: 400)
        window.layoutIfNeeded()
        expectFrame(navigation.navigationBar, 0, 20, 375, 44)
        expectValue(content.topLayoutGuide.length, 64)
        expectInsets(window.safeAreaInsets, 20, 0, 0, 0)
    }

    @Test func aWindowOnTheRightOfALandscapeScreenGetsOnlyTheRightAndBottomInsets() {
        let content = UIViewController()
        let window = UIWindow(screen: UIScreen(device: .iPhoneX, orientation: .landscapeLeft))
        window.frame = CGRect(x: 100, y: 0, width: 712, height: 375)
        window.rootViewController = content
        window.makeKeyAndVisible()
        expectFrame(content.view, 0, 0, 712, 375)
        expectInsets(window.safeAreaInsets, 0, 0, 21, 44)
        expectInsets(content.view.safeAreaInsets, 0, 0, 21, 44)
    }

    @Test func aTabBarGrowsByTheHomeIndicatorOnlyWhereItsViewReachesIt() {
        let content = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [content]
        let window = UIWindow(screen: UIScreen(device: .iPhoneX))
        window.frame = CGRect(x: 0, y: 400, width: 375, height: 412)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        expectFrame(tabs.tabBar, 0, 329, 375, 83)
        expectInsets(content.view.safeAreaInsets, 0, 0, 83, 0)
        expectValue(content.bottomLayoutGuide.length, 83)
        expectInsets(window.safeAreaInsets, 0, 0, 34, 0)
    }

    // MARK: Containers resized after their first layout

    @Test func aResizedTabBarControllerMovesItsTabBarAndItsChildsBottomInset() {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = show(tabs, on: .iPhoneX)
        expectFrame(tabs.tabBar, 0, 729, 375, 83)
        expectValue(content.bottomLayoutGuide.length, 83)
        // Clear of the home indicator, the tab bar is 49 points tall at the view's new bottom.
        tabs.view.frame = CGRect(x: 0, y: 0, width: 375, height: 500)
        window.layoutIfNeeded()
        expectFrame(tabs.tabBar, 0, 451, 375, 49)
        expectFrame(navigation.view, 0, 0, 375, 500)
        expectFrame(content.view, 0, 0, 375, 500)
        expectValue(content.bottomLayoutGuide.length, 49)
        expectInsets(content.view.safeAreaInsets, 88, 0, 49, 0)
    }

    @Test func aNavigationControllerMovedDownFromTheStatusBarPutsItsBarAtItsTop() {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let window = show(navigation, systemVersion: 10)
        expectFrame(navigation.navigationBar, 0, 20, 375, 44)
        expectValue(content.topLayoutGuide.length, 64)
        navigation.view.frame = CGRect(x: 0, y: 100, width: 375, height: 567)
        window.layoutIfNeeded()
        expectFrame(navigation.navigationBar, 0, 0, 375, 44)
        expectFrame(content.view, 0, 0, 375, 567)
        expectValue(content.topLayoutGuide.length, 44)
        expectValue(content.bottomLayoutGuide.length, 0)
    }

    // MARK: Child view controllers embedded in part of a parent's view

    /// A plain controller in a navigation controller in a tab bar controller, with one child
    /// embedded at the top of its view, one in the middle and one at the bottom.
    private final class Dashboard: UIViewController {
        let header = UIViewController()
        let middle = UIViewController()
        let footer = UIViewController()

        override func viewDidLoad() {
            super.viewDidLoad()
            let frames = [
                CGRect(x: 0, y: 30, width: 375, height: 170), CGRect(x: 0, y: 250, width: 375, height: 100),
                CGRect(x: 0, y: 500, width: 375, height: 167),
            ]
            for (child, frame) in zip([header, middle, footer], frames) {
                addChild(child)
                child.view.frame = frame
                child.view.autoresizingMask = []
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }
    }

    private func showDashboard(systemVersion: Double) -> (Dashboard, UIWindow) {
        let dashboard = Dashboard()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: dashboard)]
        let window = show(tabs, systemVersion: systemVersion)
        return (dashboard, window)
    }

    @Test func anEmbeddedChildGetsThePartOfItsParentsInsetsItsViewOverlaps() {
        let (dashboard, _) = showDashboard(systemVersion: 17)
        expectInsets(dashboard.view.safeAreaInsets, 64, 0, 49, 0)
        expectInsets(dashboard.header.view.safeAreaInsets, 34, 0, 0, 0)
        expectValue(dashboard.header.topLayoutGuide.length, 34)
        expectInsets(dashboard.middle.view.safeAreaInsets, 0, 0, 0, 0)
        expectValue(dashboard.middle.topLayoutGuide.length, 0)
        expectValue(dashboard.middle.bottomLayoutGuide.length, 0)
        expectInsets(dashboard.footer.view.safeAreaInsets, 0, 0, 49, 0)
        expectValue(dashboard.footer.bottomLayoutGuide.length, 49)
    }

    @Test func anEmbeddedChildAddsItsOwnAdditionalInsetsAndMeasuresItsParents() {
        let (dashboard, window) = showDashboard(systemVersion: 17)
        dashboard.middle.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        // The parent's own additional insets reach the children that overlap them, no others.
        dashboard.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 5, right: 0)
        window.layoutIfNeeded()
        expectInsets(dashboard.view.safeAreaInsets, 64, 0, 54, 0)
        expectInsets(dashboard.middle.view.safeAreaInsets, 10, 0, 0, 0)
        expectInsets(dashboard.footer.view.safeAreaInsets, 0, 0, 54, 0)
        expectInsets(dashboard.header.view.safeAreaInsets, 34, 0, 0, 0)
    }

    @Test func anEmbeddedChildMeasuresAgainWhenItsParentLaysOut() {
        let (dashboard, window) = showDashboard(systemVersion: 17)
        dashboard.middle.view.frame = CGRect(x: 0, y: 0, width: 375, height: 100)
        dashboard.view.setNeedsLayout()
        window.layoutIfNeeded()
        expectInsets(dashboard.middle.view.safeAreaInsets, 64, 0, 0, 0)
        expectValue(dashboard.middle.topLayoutGuide.length, 64)
    }

    @Test func anEmbeddedChildMeasuresItsLayoutGuidesInIOS10Mode() {
        let (dashboard, _) = showDashboard(systemVersion: 10)
        expectValue(dashboard.topLayoutGuide.length, 64)
        expectValue(dashboard.bottomLayoutGuide.length, 49)
        expectValue(dashboard.header.topLayoutGuide.length, 34)
        expectValue(dashboard.middle.topLayoutGuide.length, 0)
        expectValue(dashboard.footer.bottomLayoutGuide.length, 49)
        expectInsets(dashboard.header.view.safeAreaInsets, 0, 0, 0, 0)
    }

    @Test func aNavigationControllerEmbeddedBelowTheStatusBarPutsItsBarAtTheTopOfItsView() {
        let parent = UIViewController()
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        parent.addChild(navigation)
        navigation.view.frame = CGRect(x: 0, y: 300, width: 375, height: 512)
        navigation.view.autoresizingMask = []
        parent.view.addSubview(navigation.view)
        navigation.didMove(toParent: parent)
        show(parent, on: .iPhoneX)
        expectInsets(parent.view.safeAreaInsets, 44, 0, 34, 0)
        expectFrame(navigation.navigationBar, 0, 0, 375, 44)
        expectInsets(navigation.view.safeAreaInsets, 0, 0, 34, 0)
        expectInsets(content.view.safeAreaInsets, 44, 0, 34, 0)
    }
}
