import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// UIViewController's life cycle, containment, the window's root controller, margins
/// (docs/reference/margins.md#root-view-margins) and the view pinned to the top layout guide of the
/// article "Auto Layout with Masonry".
@MainActor @Suite struct ViewControllerTests {
    final class Recorder: UIViewController {
        var events: [String] = []

        override func loadView() {
            events.append("loadView")
            super.loadView()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            events.append("viewDidLoad")
        }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            events.append("willLayout \(Int(view.frame.width))")
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            events.append("didLayout")
        }

        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            events.append("safeArea")
        }

        override func willMove(toParent parent: UIViewController?) {
            super.willMove(toParent: parent)
            events.append("willMove \(parent == nil ? "nil" : "parent")")
        }

        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            events.append("didMove \(parent == nil ? "nil" : "parent")")
        }
    }

    @Test func theViewLoadsLazilyAndLaysOutInsideTheCallbacks() {
        let controller = Recorder()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.events.isEmpty)
        let window = UIWindow(screen: UIScreen(device: .iPhone8Plus))
        window.rootViewController = controller
        #expect(controller.isViewLoaded)
        #expect(controller.events == ["loadView", "viewDidLoad"])
        // Installed at the window's bounds at once.
        expectFrame(controller.view, 0, 0, 414, 736)
        #expect(controller.view.superview === window)
        #expect(controller.view.window === window)
        #expect(window.rootViewController === controller)
        window.makeKeyAndVisible()
        #expect(controller.events == ["loadView", "viewDidLoad", "safeArea", "willLayout 414", "didLayout"])
    }

    @Test func containmentCallbacksAndParents() {
        let parent = UIViewController()
        let child = Recorder()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && parent.children[0] === child)
        #expect(child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
        #expect(
            child.events.filter { $0.hasPrefix("willMove") || $0.hasPrefix("didMove") } == [
                "willMove parent", "didMove parent", "willMove nil", "didMove nil",
            ])
    }

    @Test func pushAndPopWithoutAnimation() {
        let first = UIViewController()
        first.title = "First"
        let second = Recorder()
        let navigation = UINavigationController(rootViewController: first)
        let window = show(navigation, systemVersion: 10)
        navigation.pushViewController(second, animated: true)
        window.layoutIfNeeded()
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === second)
        #expect(second.navigationController === navigation)
        #expect(second.view.superview === navigation.view)
        #expect(first.viewIfLoaded?.superview == nil)
        expectFrame(second.view, 0, 0, 375, 667)
        #expect(second.events.contains("didMove parent"))
        #expect(navigation.popViewController(animated: true) === second)
        window.layoutIfNeeded()
        #expect(navigation.topViewController === first)
        #expect(first.view.superview === navigation.view)
        #expect(second.parent == nil)
        #expect(navigation.popViewController(animated: false) == nil)
        #expect(navigation.children.count == 1)
        #expect(first.title == "First")
    }

    @Test func tabsSwitchTheirRootViews() {
        let first = UIViewController()
        let second = UIViewController()
        second.edgesForExtendedLayout = []
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = show(tabs, systemVersion: 10)
        #expect(tabs.selectedIndex == 0)
        #expect(first.view.superview === tabs.view)
        expectFrame(first.view, 0, 0, 375, 667)
        expectValue(first.bottomLayoutGuide.length, 49)
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(tabs.selectedViewController === second)
        #expect(first.view.superview == nil)
        expectFrame(second.view, 0, 0, 375, 618)
        expectValue(second.bottomLayoutGuide.length, 0)
        tabs.tabBar.isHidden = true
        window.layoutIfNeeded()
        expectFrame(second.view, 0, 0, 375, 667)
        #expect(second.tabBarController === tabs)
    }

    /// The article "Auto Layout with Masonry": a 50 × 50 view centred horizontally, its top at topLayoutGuide's bottom: just
    /// under the navigation bar, or the status bar without one.
    @Test func aViewPinnedToTheTopLayoutGuide() {
        final class Pinned: UIViewController {
            let box = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
                    box.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    box.widthAnchor.constraint(equalToConstant: 50),
                    box.heightAnchor.constraint(equalToConstant: 50),
                ])
            }
        }
        for version in [10.0, 17.0] {
            let inNavigation = Pinned()
            show(UINavigationController(rootViewController: inNavigation), systemVersion: version)
            expectFrame(inNavigation.box, 162.5, 64, 50, 50)
            let alone = Pinned()
            show(alone, systemVersion: version)
            expectFrame(alone.box, 162.5, 20, 50, 50)
        }
        let notched = Pinned()
        show(UINavigationController(rootViewController: notched), on: .iPhoneX)
        // On the iPhone X's 3× grid, 162.5 is 162.667.
        expectFrame(notched.box, 488.0 / 3, 88, 50, 50)
    }

    /// A root view's own margins are the system minimum (docs/reference/margins.md#root-view-margins), {0, 16, 0, 16} below 400 pt of
    /// width and {0, 20, 0, 20} from 400 pt up.
    @Test func rootViewsStartWithTheSystemMinimumMargins() {
        let narrow = UIViewController()
        show(narrow, systemVersion: 10)
        #expect(
            narrow.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(narrow.viewRespectsSystemMinimumLayoutMargins)
        let wide = UIViewController()
        show(wide, on: .iPhone8, orientation: .landscapeLeft, systemVersion: 10)
        #expect(
            wide.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        let plus = UIViewController()
        show(plus, on: .iPhone8Plus, systemVersion: 10)
        #expect(plus.systemMinimumLayoutMargins.leading == 20)
        #expect(
            plus.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        // On the 393-point screen Xcode 16 stores a label pinned 44 points inside a root view's
        // trailing margin 60 points from its edge: 16.
        let pro = UIViewController()
        show(pro, on: .iPhone14Pro)
        #expect(pro.systemMinimumLayoutMargins.leading == 16)
    }

    /// A view that comes with margins of its own (set before `loadView` hands it over, as a nib
    /// or a spec gives them) keeps them; the system minimum stays a floor under them.
    @Test func aRootViewThatComesWithMarginsKeepsThem() {
        final class MarginsController: UIViewController {
            let margins: NSDirectionalEdgeInsets
            init(margins: NSDirectionalEdgeInsets) {
                self.margins = margins
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func loadView() {
                let root = UIView(frame: UIScreen.main.bounds)
                root.directionalLayoutMargins = margins
                view = root
            }
        }
        let wide = MarginsController(margins: NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 40))
        show(wide)
        expectInsets(wide.view.layoutMargins, 20, 40, 0, 40)
        let narrow = MarginsController(margins: NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
        show(narrow)
        expectInsets(narrow.view.layoutMargins, 20, 16, 0, 16)
        narrow.viewRespectsSystemMinimumLayoutMargins = false
        narrow.view.layoutIfNeeded()
        expectInsets(narrow.view.layoutMargins, 20, 4, 0, 4)
    }

    @Test func aViewOutsideAWindowIsUnderNoBar() {
        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        navigation.view.layoutIfNeeded()
        expectFrame(controller.view, 0, 0, 375, 667)
        expectValue(controller.topLayoutGuide.length, 0)
        #expect(controller.view.hostSafeAreaInsets == nil)
        #expect(controller.view.window == nil)
    }

    @Test func defaults() {
        let controller = UIViewController()
        #expect(controller.edgesForExtendedLayout == .all)
        #expect(!controller.extendedLayoutIncludesOpaqueBars)
        #expect(controller.automaticallyAdjustsScrollViewInsets)
        #expect(controller.additionalSafeAreaInsets == .zero)
        #expect(!controller.prefersStatusBarHidden)
        #expect(controller.navigationController == nil && controller.tabBarController == nil)
        let navigation = UINavigationController()
        #expect(navigation.navigationBar.isTranslucent)
        #expect(!navigation.isNavigationBarHidden)
        #expect(navigation.isToolbarHidden)
        #expect(!navigation.navigationBar.prefersLargeTitles)
        #expect(UITabBarController().tabBar.isTranslucent)
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4 && UIInterfaceOrientation.landscapeRight.isLandscape)
    }
}
