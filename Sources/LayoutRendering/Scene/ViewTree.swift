import Foundation
import OpenUIKit

/// Walks a view tree in drawing order: each view before its subviews, subviews back to front.
@MainActor
enum ViewTree {
    /// Every view below `root` (not `root` itself), in drawing order. Walked with a stack of
    /// its own, so that trees thousands of levels deep do not exhaust a thread's stack.
    static func descendants(of root: UIView) -> [UIView] {
        var result: [UIView] = []
        var pending = Array(root.subviews.reversed())
        while let view = pending.popLast() {
            result.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// `root` and every view below it, in drawing order.
    static func all(from root: UIView) -> [UIView] {
        [root] + descendants(of: root)
    }

    /// `view`'s rectangle in the coordinates of `window`.
    static func rectInWindow(_ view: UIView, _ window: UIWindow) -> CGRect {
        view === window ? window.bounds : view.convert(view.bounds, to: window)
    }

    /// `guide`'s layout frame in the coordinates of `window` (empty when it has no owner).
    static func rectInWindow(_ guide: UILayoutGuide, _ window: UIWindow) -> CGRect? {
        guard let owner = guide.owningView else { return nil }
        return owner.convert(guide.layoutFrame, to: window)
    }

    /// The root view of the controller whose content fills the window: the top controller of a
    /// navigation controller, the selected one of a tab bar controller, followed down.
    static func contentRootView(of window: UIWindow) -> UIView? {
        var controller = window.rootViewController
        while let current = controller {
            if let navigation = current as? UINavigationController, let top = navigation.topViewController {
                controller = top
            } else if let tabs = current as? UITabBarController, let selected = tabs.selectedViewController {
                controller = selected
            } else {
                break
            }
        }
        return controller?.viewIfLoaded
    }

    /// Whether the controllers of `window` hide the status bar.
    static func statusBarHidden(in window: UIWindow) -> Bool {
        var controller = window.rootViewController
        while let current = controller, let child = current.childForStatusBarHidden {
            controller = child
        }
        return controller?.prefersStatusBarHidden ?? false
    }
}
