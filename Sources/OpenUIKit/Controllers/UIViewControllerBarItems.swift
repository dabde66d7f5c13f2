import Foundation

/// What the bars show for a controller, as in UIKit: its navigation item (in a navigation
/// controller's bar while it is on top, and as the back button of the controller above it), its
/// tab bar item (in a tab bar controller's bar) and its toolbar items (in a navigation
/// controller's toolbar while it is on top). The items are made on first use, titled after the
/// controller.
extension UIViewController {
    /// The item a navigation bar shows for this controller, made on first use with the
    /// controller's ``title``.
    public var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        item.onHeightChange = { [weak self] in self?.navigationController?.navigationItemsDidChange() }
        storedNavigationItem = item
        return item
    }

    /// The tab a tab bar shows for this controller, made on first use with the controller's
    /// ``title``. Setting it replaces the tab in the tab bar controller's bar.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem()
            item.title = title
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.tabBarItemsDidChange()
        }
    }

    /// The buttons a navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set {
            storedToolbarItems = newValue
            navigationController?.navigationItemsDidChange()
        }
    }

    /// Sets ``toolbarItems``; nothing is animated.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// The new title reaches the items that exist (UIKit's rule).
    func titleDidChange() {
        storedNavigationItem?.title = title
        storedTabBarItem?.title = title
    }
}
