import Foundation

/// A stack of controllers under a navigation bar, as UIKit's UINavigationController, without
/// animations (`animated` is accepted and ignored) and without the bar's items.
///
/// Its view fills the area its parent gives it, whatever its size. The top controller's root
/// view sits in it as docs/reference/bars-and-controllers.md says (under or below the bars);
/// the navigation bar below the part of the status bar its view overlaps; the toolbar, when
/// shown, above the tab bar or the part of the home indicator its view overlaps
/// (docs/reference/bars-and-controllers.md#containers-of-any-size).
open class UINavigationController: UIViewController {
    /// The navigation bar, a subview of the controller's view.
    public let navigationBar = UINavigationBar()
    /// The toolbar, a subview of the controller's view while shown.
    public let toolbar: UIToolbar! = UIToolbar()

    /// A navigation controller whose stack holds `rootViewController` alone.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with an empty stack; there are no nibs here.
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Archives do not exist here; a decoded navigation controller has an empty stack.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: The stack

    /// The stack, bottom first.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack, whose view is shown.
    open var topViewController: UIViewController? { children.last }
    /// The top controller; there are no presented controllers here.
    open var visibleViewController: UIViewController? { topViewController }

    /// Replaces the stack, bottom first, and shows the new top controller's view; controllers that
    /// leave get `willMove(toParent: nil)`, as in UIKit. Nothing is animated.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let oldTop = topViewController
        for controller in children where !viewControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller.viewIfLoaded?.superview === viewIfLoaded { controller.viewIfLoaded?.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in viewControllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        setChildOrder(viewControllers)
        showTop(replacing: oldTop)
    }

    /// Puts `viewController` on top of the stack and shows its view. Nothing is animated.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(viewControllers.filter { $0 !== viewController } + [viewController], animated: animated)
    }

    /// Removes the top controller and returns it; nil, and no change, when it is the only one.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = topViewController else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Removes every controller above the root and returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first else { return nil }
        let popped = Array(viewControllers.dropFirst())
        setViewControllers([root], animated: animated)
        return popped
    }

    /// Removes every controller above `viewController` and returns them; nil when it is not on the
    /// stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        setViewControllers(Array(viewControllers[...index]), animated: animated)
        return popped
    }

    // MARK: Bars

    /// Whether the navigation bar is hidden: the bar's own `isHidden`.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }

    /// Sets ``isNavigationBarHidden``; nothing is animated.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Whether the toolbar is hidden. Default: true.
    open var isToolbarHidden: Bool = true {
        didSet { if isToolbarHidden != oldValue { setNeedsBarLayout() } }
    }

    /// Sets ``isToolbarHidden``; nothing is animated.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// The top controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    // MARK: Layout

    /// Makes the container view, as large as the main screen until a parent or window sizes it.
    open override func loadView() {
        view = ContainerView(frame: UIScreen.main.bounds)
    }

    override func viewDidInstall(_ view: UIView) {
        view.addSubview(toolbar)
        view.addSubview(navigationBar)
        showTop(replacing: nil)
    }

    override func layoutManagedViews() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let screen = self.screen
        let heights = screen.barHeights
        // What covers this controller's own view: the screen's top above the navigation bar,
        // the tab bar or the home indicator below the toolbar.
        let covered = BarCoverage(for: self).insets(of: view.frameInWindow)
        let large = screen.usesSafeArea && navigationBar.prefersLargeTitles ? heights.largeTitleExtension : 0
        navigationBar.frame = CGRect(
            x: bounds.minX, y: bounds.minY + covered.top, width: bounds.width,
            height: heights.navigationBar + large)
        toolbar.isHidden = isToolbarHidden
        toolbar.frame = CGRect(
            x: bounds.minX, y: bounds.maxY - covered.bottom - heights.toolbar, width: bounds.width,
            height: heights.toolbar)
        if let top = topViewController { place(child: top, in: bounds) }
    }

    /// Puts the top controller's root view in the controller's view, below the bars.
    private func showTop(replacing oldTop: UIViewController?) {
        guard let view = viewIfLoaded else { return }
        if let oldTop, oldTop !== topViewController, oldTop.viewIfLoaded?.superview === view {
            oldTop.viewIfLoaded?.removeFromSuperview()
        }
        if let top = topViewController, top.view.superview !== view {
            view.insertSubview(top.view, at: 0)
        }
        setNeedsBarLayout()
    }
}
