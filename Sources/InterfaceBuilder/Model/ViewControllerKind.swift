/// The kind of a view controller, by the element Interface Builder writes for it.
public enum ViewControllerKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `<viewController>`: UIViewController.
    case viewController
    /// `<tableViewController>`: UITableViewController (its view is a `<tableView key="view">`).
    case tableViewController
    /// `<collectionViewController>`: UICollectionViewController.
    case collectionViewController
    /// `<navigationController>`: UINavigationController, with `<navigationBar key="navigationBar">`.
    case navigationController
    /// `<tabBarController>`: UITabBarController, with `<tabBar key="tabBar">`.
    case tabBarController
    /// `<splitViewController>`: UISplitViewController.
    case splitViewController
    /// `<pageViewController>`: UIPageViewController.
    case pageViewController
    /// `<hostingController>`: a SwiftUI UIHostingController.
    case hostingController
    /// `<avPlayerViewController>`: AVKit's player controller.
    case avPlayerViewController
    /// `<glkViewController>`: GLKit's controller.
    case glkViewController
    /// `<viewControllerPlaceholder>`: a reference to a controller in another storyboard.
    case storyboardReference = "viewControllerPlaceholder"
    /// An element the parser does not know; ``IBViewController/elementName`` keeps its name.
    case unknown
}
