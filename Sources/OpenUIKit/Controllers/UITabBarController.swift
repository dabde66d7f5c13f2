import Foundation

/// Tabs of controllers above a tab bar, as UIKit's UITabBarController, without a "More" tab.
/// The bar shows each controller's tab bar item, the selected one selected.
///
/// Its view fills the area its parent gives it, whatever its size; the selected controller's
/// root view sits in it as docs/reference/bars-and-controllers.md says (a navigation controller
/// fills it), the tab bar at the bottom of its view, taller by the part of the home indicator
/// its view overlaps (docs/reference/bars-and-controllers.md#containers-of-any-size). From
/// iOS 18 on a regular-width iPad, as in UIKit, the tab bar floats at the top instead, in a
/// tab's navigation bar or, without one, in a 64-point band below the status bar.
open class UITabBarController: UIViewController {
    /// The tab bar, a subview of the controller's view.
    public let tabBar = UITabBar()
    private var selectedStorage = 0

    /// A tab bar controller with no tabs; there are no nibs here.
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Archives do not exist here; a decoded tab bar controller has no tabs.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The tabs' controllers, in order; nil when there are none.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs and shows the selected one's view, keeping the selected index where it
    /// still exists (else the last tab). Nothing is animated.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let wanted = viewControllers ?? []
        let oldSelected = selectedViewController
        for controller in children where !wanted.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller.viewIfLoaded?.superview === viewIfLoaded { controller.viewIfLoaded?.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in wanted where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        setChildOrder(wanted)
        selectedStorage = min(selectedStorage, max(0, wanted.count - 1))
        tabBarItemsDidChange()
        showSelected(replacing: oldSelected)
    }

    /// The tab bar shows every controller's tab bar item, the selected one's selected.
    func tabBarItemsDidChange() {
        tabBar.setItems(children.map { $0.tabBarItem }, animated: false)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// The index of the selected tab. Default: 0.
    open var selectedIndex: Int {
        get { selectedStorage }
        set {
            guard newValue >= 0, newValue < children.count, newValue != selectedStorage else { return }
            let old = selectedViewController
            selectedStorage = newValue
            tabBar.selectedItem = selectedViewController?.tabBarItem
            showSelected(replacing: old)
        }
    }

    /// The selected tab's controller; setting a controller that is not a tab changes nothing.
    open var selectedViewController: UIViewController? {
        get { selectedStorage < children.count ? children[selectedStorage] : nil }
        set {
            guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// The selected controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    /// Makes the container view, as large as the main screen until a parent or window sizes it.
    open override func loadView() {
        view = ContainerView(frame: UIScreen.main.bounds)
    }

    override func viewDidInstall(_ view: UIView) {
        view.addSubview(tabBar)
        showSelected(replacing: nil)
    }

    override func layoutManagedViews() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let covered = BarCoverage(for: self).insets(of: view.frameInWindow)
        if showsTabBarAtTop {
            tabBar.frame = CGRect(
                x: bounds.minX, y: bounds.minY + covered.top, width: bounds.width, height: Self.topTabBarBand)
        } else {
            // The tab bar grows by the part of the home indicator (or of bars outside) its view overlaps.
            let heights = screen.barHeights
            let height = (covered.bottom > 0 ? heights.tabBarAboveHomeIndicator : heights.tabBar) + covered.bottom
            tabBar.frame = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        }
        if let selected = selectedViewController { place(child: selected, in: bounds) }
    }

    /// Whether the tab bar floats at the top of the view rather than lying at its bottom: from
    /// iOS 18 on an iPad, in a regular-width environment
    /// (docs/reference/bars-and-controllers.md#the-tab-bar-at-the-top-of-an-ipad).
    var showsTabBarAtTop: Bool {
        screen.systemVersion >= 18 && screen.device.idiom == .pad && traitCollection.horizontalSizeClass == .regular
    }

    /// The band below the status bar the floating tab bar takes, which a tab's root view has as
    /// its top safe area where no navigation bar holds the tab bar.
    static let topTabBarBand: CGFloat = 64

    private func showSelected(replacing old: UIViewController?) {
        guard let view = viewIfLoaded else { return }
        if let old, old !== selectedViewController, old.viewIfLoaded?.superview === view {
            old.viewIfLoaded?.removeFromSuperview()
        }
        if let selected = selectedViewController, selected.view.superview !== view {
            view.insertSubview(selected.view, at: 0)
        }
        setNeedsBarLayout()
    }
}
