import Foundation
import LayoutRendering
import OpenUIKit

/// Screens with navigation bars, tab bars and toolbars showing their items, on real devices.
@MainActor
enum BarScenes {
    /// A plain content controller titled `title` whose root view is `systemBackground`.
    static func content(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.view.backgroundColor = .systemBackground
        return controller
    }

    /// A window on `device` showing `root`, drawn dark when `dark`.
    static func window(
        _ device: DeviceProfile, _ orientation: UIInterfaceOrientation = .portrait, dark: Bool, root: UIViewController
    ) -> UIWindow {
        let window = UIWindow(screen: UIScreen(device: device, orientation: orientation, systemVersion: 17))
        if dark { window.overrideUserInterfaceStyle = .dark }
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// "General" pushed on "Settings": a back button titled "Settings", an Edit button and a +
    /// on the trailing side; with a prompt, or with large titles, when asked.
    static func navigation(
        on device: DeviceProfile = .iPhone14Pro, _ orientation: UIInterfaceOrientation = .portrait,
        largeTitles: Bool = false, prompt: String? = nil, dark: Bool = false
    ) -> LayoutScene {
        let top = content("General")
        top.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .add), UIBarButtonItem(systemItem: .edit),
        ]
        top.navigationItem.prompt = prompt
        let navigation = UINavigationController(rootViewController: content("Settings"))
        navigation.pushViewController(top, animated: false)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        let window = window(device, orientation, dark: dark, root: navigation)
        return LayoutScene(
            title: "Navigation bar", window: window,
            namedViews: [("navigationBar", navigation.navigationBar), ("content", top.view)])
    }

    /// Four tabs (Home, Search, Favorites with a badge, Settings) with symbol images, Home
    /// selected and showing a navigation bar titled "Home".
    static func tabs(
        on device: DeviceProfile = .iPhone14Pro, _ orientation: UIInterfaceOrientation = .portrait, dark: Bool = false
    ) -> LayoutScene {
        let names = [
            ("Home", "house"), ("Search", "magnifyingglass"), ("Favorites", "star"), ("Settings", "gearshape"),
        ]
        let controllers = names.map { title, symbol -> UIViewController in
            let navigation = UINavigationController(rootViewController: content(title))
            navigation.tabBarItem = UITabBarItem(
                title: title, image: UIImage(systemName: symbol), selectedImage: UIImage(systemName: symbol + ".fill"))
            return navigation
        }
        controllers[2].tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.setViewControllers(controllers, animated: false)
        let window = window(device, orientation, dark: dark, root: tabs)
        return LayoutScene(title: "Tab bar", window: window, namedViews: [("tabBar", tabs.tabBar)])
    }

    /// A navigation controller showing its toolbar: a share button, "Select" between flexible
    /// spaces, and a trash button.
    static func toolbar(on device: DeviceProfile = .iPhone14Pro, dark: Bool = false) -> LayoutScene {
        let top = content("Photos")
        top.toolbarItems = [
            UIBarButtonItem(systemItem: .action), .flexibleSpace(), UIBarButtonItem(title: "Select", style: .plain),
            .flexibleSpace(), UIBarButtonItem(systemItem: .trash),
        ]
        let navigation = UINavigationController(rootViewController: top)
        navigation.isToolbarHidden = false
        let window = window(device, dark: dark, root: navigation)
        return LayoutScene(
            title: "Toolbar", window: window,
            namedViews: [("navigationBar", navigation.navigationBar), ("toolbar", navigation.toolbar)])
    }

    /// A plain `systemBackground` screen: only the status bar and the device's hardware.
    static func statusBar(on device: DeviceProfile, dark: Bool = false) -> LayoutScene {
        let window = window(device, dark: dark, root: content("Plain"))
        return LayoutScene(title: "Status bar", window: window)
    }

    /// Standalone toolbars showing the system items' glyphs and titles, spread by flexible
    /// spaces: media, then editing.
    static func systemItems(dark: Bool = false) -> LayoutScene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 112))
        window.backgroundColor = .systemBackground
        if dark { window.overrideUserInterfaceStyle = .dark }
        let rows: [[UIBarButtonItem.SystemItem]] = [
            [.rewind, .play, .pause, .fastForward, .stop, .refresh],
            [.add, .action, .trash, .search, .close, .camera],
            [.cancel, .edit, .undo, .done],
        ]
        var named: [(name: String, view: UIView)] = []
        for (index, row) in rows.enumerated() {
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: CGFloat(index) * 37, width: 375, height: 37))
            var items: [UIBarButtonItem] = []
            for item in row {
                if !items.isEmpty { items.append(.flexibleSpace()) }
                items.append(UIBarButtonItem(systemItem: item))
            }
            toolbar.items = items
            window.addSubview(toolbar)
            named.append(("toolbar\(index + 1)", toolbar))
        }
        window.layoutIfNeeded()
        return LayoutScene(title: "System items", window: window, namedViews: named)
    }
}
