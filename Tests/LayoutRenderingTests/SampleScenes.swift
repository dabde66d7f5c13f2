import Foundation
import LayoutRendering
import OpenUIKit

/// Small screens built in Swift, the way a spec would describe them.
@MainActor
enum SampleScenes {
    /// iPhone X, iOS 17, a navigation controller whose content has a blue view pinned to the
    /// safe area's top and the root's margins, and an orange view below it, spaced by a guide.
    static func marginsOnIPhoneX() -> LayoutScene {
        let window = UIWindow(screen: UIScreen(device: .iPhoneX, orientation: .portrait, systemVersion: 17))
        let content = UIViewController()
        let root = content.view!
        root.backgroundColor = .white
        let blue = UIView()
        blue.backgroundColor = .systemBlue
        blue.translatesAutoresizingMaskIntoConstraints = false
        let orange = UIView()
        orange.backgroundColor = .systemOrange
        orange.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(blue)
        root.addSubview(orange)
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        NSLayoutConstraint.activate([
            blue.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            blue.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            blue.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            blue.heightAnchor.constraint(equalToConstant: 120),
            spacer.topAnchor.constraint(equalTo: blue.bottomAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 30),
            spacer.leadingAnchor.constraint(equalTo: blue.leadingAnchor),
            spacer.widthAnchor.constraint(equalTo: blue.widthAnchor),
            orange.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            orange.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
            orange.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            orange.heightAnchor.constraint(equalToConstant: 80),
        ])
        window.rootViewController = UINavigationController(rootViewController: content)
        window.makeKeyAndVisible()
        return LayoutScene(
            title: "Margins on an iPhone X", summary: "Two views spaced by a layout guide.", window: window,
            namedViews: [("root", root), ("blue", blue), ("orange", orange)], namedGuides: [("spacer", spacer)])
    }

    /// iPhone 8 in iOS 10 mode: a tab bar controller with an opaque tab bar and a red view
    /// filling the content controller's view.
    static func tabsOnIPhone8() -> LayoutScene {
        let window = UIWindow(screen: UIScreen(device: .iPhone8, orientation: .portrait, systemVersion: 10))
        let content = UIViewController()
        let root = content.view!
        root.backgroundColor = .systemGreen
        let red = UIView()
        red.backgroundColor = .systemRed
        red.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(red)
        NSLayoutConstraint.activate([
            red.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            red.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            red.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            red.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        let tabs = UITabBarController()
        tabs.setViewControllers([content], animated: false)
        tabs.tabBar.isTranslucent = false
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        return LayoutScene(title: "Tabs on an iPhone 8", window: window, namedViews: [("root", root), ("red", red)])
    }

    /// iPhone 14 Pro on its side: a purple view pinned to the safe area.
    static func landscapeIsland() -> LayoutScene {
        let window = UIWindow(screen: UIScreen(device: .iPhone14Pro, orientation: .landscapeRight, systemVersion: 17))
        let content = UIViewController()
        let root = content.view!
        let purple = UIView()
        purple.backgroundColor = .systemPurple
        purple.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(purple)
        let guide = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            purple.topAnchor.constraint(equalTo: guide.topAnchor),
            purple.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            purple.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            purple.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        window.rootViewController = content
        window.makeKeyAndVisible()
        return LayoutScene(
            title: "Landscape iPhone 14 Pro", window: window, namedViews: [("root", root), ("purple", purple)])
    }

    /// A plain 200 × 100 window (no device) with a required conflict and an ambiguous view.
    static func conflictAndAmbiguity() -> LayoutScene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.backgroundColor = .systemTeal
        box.translatesAutoresizingMaskIntoConstraints = false
        let loose = UIView()
        loose.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        window.addSubview(loose)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 40),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.widthAnchor.constraint(equalToConstant: 150),
            loose.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
            loose.heightAnchor.constraint(equalToConstant: 20),
            loose.widthAnchor.constraint(equalToConstant: 50),
        ])
        return LayoutScene(title: "Conflict", window: window, namedViews: [("box", box), ("loose", loose)])
    }
}
