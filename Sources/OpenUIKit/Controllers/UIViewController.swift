import Foundation

/// Manages a root view and its place among the system's bars, as UIKit's UIViewController.
///
/// The view is made on first access (``loadView()`` then ``viewDidLoad()``). Around the root
/// view's `layoutSubviews` the controller calls ``viewWillLayoutSubviews()`` and
/// ``viewDidLayoutSubviews()``; just before, it places what it manages: a container lays out its
/// bars and its children's root views (docs/reference/bars-and-controllers.md), and every controller updates its layout guides,
/// its root view's safe area (iOS 11+ mode, docs/reference/safe-area.md) and, in iOS 7–10 mode, the insets of its
/// scroll view.
///
/// A controller added with ``addChild(_:)`` to a plain controller stays where the parent's
/// layout puts its view, and measures its insets from there: the part of the parent's insets
/// its view overlaps (docs/reference/bars-and-controllers.md#child-view-controllers).
///
/// Differences from UIKit: no appearance callbacks, no presentation, no storyboards or nibs
/// (`nibName` and `bundle` are accepted and ignored).
@preconcurrency @MainActor
open class UIViewController: UIResponder, ViewLayoutHost {
    private var storedView: UIView?
    private var isLoadingView = false
    /// The controller that contains this one; weak, as in UIKit.
    private weak var storedParent: UIViewController?
    private var storedChildren: [UIViewController] = []
    private lazy var topGuide = LayoutSupportGuide(edge: .top)
    private lazy var bottomGuide = LayoutSupportGuide(edge: .bottom)
    /// The system minimum the root view's own margins were set to when it was installed (docs/reference/margins.md).
    var appliedMinimumMargins: NSDirectionalEdgeInsets?
    private var lastHostSafeArea: UIEdgeInsets?
    /// What the system takes from the root view, as last worked out: its safe area in iOS 11+
    /// mode, the part the screen and the bars cover in iOS 7–10 mode. Children embedded in the
    /// root view measure themselves against it.
    var rootInsets: UIEdgeInsets = .zero
    private var lastLayoutMargins: UIEdgeInsets?
    /// The traits as of the last layout pass that reached the root view (UIViewControllerTraits.swift).
    var deliveredTraits: UITraitCollection?

    /// A controller whose view is made by ``loadView()`` on first access; nibs do not exist here, so
    /// the arguments are ignored.
    public init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        super.init()
    }

    /// A controller with no nib, as `UIViewController()` gives in UIKit.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Archives do not exist here; a decoded controller is a new one.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: The view

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { install(view: newValue) }
    }

    /// The root view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { storedView }

    /// Whether the root view has been loaded.
    open var isViewLoaded: Bool { storedView != nil }

    /// Makes the root view: a plain view as large as the main screen, as in UIKit. Overrides
    /// assign ``view`` without calling super.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once the root view has been loaded.
    open func viewDidLoad() {}

    /// Loads the root view now if it is not loaded: ``loadView()``, then ``viewDidLoad()``.
    open func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil { install(view: UIView(frame: UIScreen.main.bounds)) }
        viewDidLoad()
    }

    private func install(view newView: UIView?) {
        if let old = storedView, old.layoutHost === self { old.layoutHost = nil }
        storedView = newView
        lastHostSafeArea = nil
        appliedMinimumMargins = nil
        guard let newView else { return }
        newView.layoutHost = self
        if overrideUserInterfaceStyle != .unspecified {
            newView.overrideUserInterfaceStyle = overrideUserInterfaceStyle
        }
        applyMinimumMargins(to: newView)
        viewDidInstall(newView)
    }

    /// Containers add their bars here, once their root view exists.
    func viewDidInstall(_ view: UIView) {}

    // MARK: Layout callbacks

    /// Called before the root view lays out its subviews (after the controller placed its bars
    /// and children and updated its insets).
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called when the root view's safe-area insets changed (iOS 11+ mode).
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}
    /// Called at a layout pass when ``traitCollection`` changed since the pass before (a
    /// rotation, a new screen, a forced direction above the root view), before the root view
    /// and its subviews are told. Not called when the controller first gets traits.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    package func hostedViewWillLayoutSubviews() {
        if !isPlacedByParent { updateBarInsets() }
        layoutManagedViews()
        viewWillLayoutSubviews()
    }

    package func hostedViewDidLayoutSubviews() {
        viewDidLayoutSubviews()
        if !isContainer {
            // The children's views now sit where this layout put them: let them measure again.
            for child in storedChildren { child.viewIfLoaded?.setNeedsLayout() }
        }
        if let view = storedView {
            let margins = view.layoutMargins
            if let last = lastLayoutMargins, last != margins { viewLayoutMarginsDidChange() }
            lastLayoutMargins = margins
        }
    }

    func updateGuideLengths(_ lengths: (top: CGFloat, bottom: CGFloat)) {
        topGuide.setLength(lengths.top)
        bottomGuide.setLength(lengths.bottom)
    }

    /// Gives the root view its safe area through the host seam, telling the controller when it
    /// changed.
    func setHostSafeArea(_ insets: UIEdgeInsets, on view: UIView) {
        view.hostSafeAreaInsets = insets
        let previous = lastHostSafeArea ?? .zero
        lastHostSafeArea = insets
        if previous != insets { viewSafeAreaInsetsDidChange() }
    }

    /// Containers place their bars and children's root views here (and update the children's
    /// insets); a plain controller has nothing to place.
    func layoutManagedViews() {}

    // MARK: Extended layout (docs/reference/bars-and-controllers.md)

    /// The edges along which the root view may extend under bars. Default: all.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if edgesForExtendedLayout != oldValue { setNeedsBarLayout() } }
    }

    /// Whether the root view extends under opaque bars too. Default: false.
    open var extendedLayoutIncludesOpaqueBars: Bool = false {
        didSet { if extendedLayoutIncludesOpaqueBars != oldValue { setNeedsBarLayout() } }
    }

    /// iOS 7–10 mode: whether the controller insets its scroll view (the root view, or its first
    /// subview) by the bars above and below it. iOS 11+ mode: only read by a scroll view's
    /// `.automatic` content-inset adjustment. Default: true.
    open var automaticallyAdjustsScrollViewInsets: Bool = true {
        didSet { if automaticallyAdjustsScrollViewInsets != oldValue { setNeedsBarLayout() } }
    }

    /// The bottom of the bars above the root view, for constraints (iOS 7–10's way; still kept).
    open var topLayoutGuide: UILayoutSupport {
        topGuide.install(in: view)
        return topGuide
    }

    /// The top of the bars below the root view, for constraints.
    open var bottomLayoutGuide: UILayoutSupport {
        bottomGuide.install(in: view)
        return bottomGuide
    }

    /// Insets added to the root view's safe area (iOS 11+ mode); may be negative.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { setNeedsBarLayout() } }
    }

    // MARK: Margins (docs/reference/margins.md)

    /// The smallest margins of the root view: `{0, m, 0, m}`, m = 16 below 400 pt of width, 20 from
    /// 400 pt up (16 at every width in iOS 8).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let width = storedView?.bounds.width ?? UIScreen.main.bounds.width
        return SystemMinimumLayoutMargins.margins(forWidth: width, systemVersion: screen.systemVersion)
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``. Default: true.
    /// A change reaches the root view's margins at its next layout, as in UIKit.
    open var viewRespectsSystemMinimumLayoutMargins: Bool = true {
        didSet {
            guard viewRespectsSystemMinimumLayoutMargins != oldValue else { return }
            if let view = viewIfLoaded { applyMinimumMargins(to: view) }
            setNeedsBarLayout()
        }
    }

    // MARK: Status bar

    /// Whether the status bar should be hidden while this controller decides it. Default: false.
    open var prefersStatusBarHidden: Bool { false }

    /// The child that decides whether the status bar is hidden, if not this controller.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Tells the window that ``prefersStatusBarHidden`` may have changed.
    open func setNeedsStatusBarAppearanceUpdate() {
        rootController.setNeedsBarLayout()
    }

    // MARK: Identity

    /// The controller's title; navigation and tab bar controllers show it in their bars. Setting
    /// it sets the titles of ``navigationItem`` and ``tabBarItem`` too, as in UIKit.
    open var title: String? {
        didSet { titleDidChange() }
    }
    /// The items the bars show for this controller, made on first use (UIViewControllerBarItems.swift).
    var storedNavigationItem: UINavigationItem?
    var storedTabBarItem: UITabBarItem?
    var storedToolbarItems: [UIBarButtonItem]?

    /// The style the controller's view and its subviews are drawn in (`.unspecified`, the
    /// default, inherits the environment's), as in UIKit: it reaches its view (now, or when
    /// the view is loaded) as the view's `overrideUserInterfaceStyle`, and its own
    /// ``traitCollection``. It never affects layout.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { viewIfLoaded?.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
    }

    // MARK: Containment

    /// The controller that contains this one.
    open var parent: UIViewController? { storedParent }

    /// The controllers contained in this one, in the order they were added.
    open var children: [UIViewController] { storedChildren }

    /// Adds `childController` as a child: calls its ``willMove(toParent:)`` with this controller
    /// (the caller adds its view and then calls ``didMove(toParent:)``, as in UIKit).
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.storedParent = self
    }

    /// Removes the controller from its parent and calls ``didMove(toParent:)`` with nil (the
    /// caller calls ``willMove(toParent:)`` with nil and removes the view first, as in UIKit).
    open func removeFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }

    /// Puts the children in `order` (containers keep their stack or tabs in `children`); `order`
    /// must hold exactly the current children.
    func setChildOrder(_ order: [UIViewController]) {
        guard order.count == storedChildren.count,
            order.allSatisfy({ child in storedChildren.contains { $0 === child } })
        else { return }
        storedChildren = order
    }

    /// Called before the controller moves to `parent` (nil when it leaves its parent), by
    /// ``addChild(_:)`` and by containers; does nothing by default.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller moved to `parent` (nil after ``removeFromParent()``); containers
    /// call it after adding a child, as in UIKit. Does nothing by default.
    open func didMove(toParent parent: UIViewController?) {}

    /// The closest navigation controller above this controller.
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    /// The closest tab bar controller above this controller.
    open var tabBarController: UITabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? UITabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }
}
