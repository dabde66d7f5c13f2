import Foundation

/// How a controller applies the rules of docs/reference/margins.md, safe-area.md and bars-and-controllers.md to its root view: the layout guides, the safe area, the
/// scroll-view insets and the minimum margins. The rules themselves live in `Rules/`.
extension UIViewController {
    /// The screen the controller's view is on: its window's, or the main screen.
    var screen: UIScreen {
        viewIfLoaded?.window?.screen ?? UIScreen.main
    }

    /// The top-most controller of this one's hierarchy.
    var rootController: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// Whether the status bar is hidden, following ``childForStatusBarHidden`` down from here.
    var resolvedStatusBarHidden: Bool {
        var controller = self
        var steps = 0
        while let child = controller.childForStatusBarHidden, child !== controller, steps < 64 {
            controller = child
            steps += 1
        }
        return controller.prefersStatusBarHidden
    }

    /// Whether this is a navigation or tab bar controller: one that places its children's views
    /// and works out their insets.
    var isContainer: Bool { self is UINavigationController || self is UITabBarController }

    /// A container (a navigation or tab bar controller) in a tab fills the area its tab bar
    /// controller gives it; every other child, a tab bar controller in a navigation controller
    /// among them, is placed by ``ExtendedLayout``.
    var fillsContainer: Bool { isContainer && parent is UITabBarController }

    /// Whether a container places this controller's view and updates its insets; otherwise
    /// (a window's root, a child embedded in a plain controller's view) the controller updates
    /// them itself when its view lays out.
    var isPlacedByParent: Bool { parent?.isContainer ?? false }

    /// Asks for the bars, guides and insets to be worked out again at the next layout pass.
    func setNeedsBarLayout() {
        viewIfLoaded?.setNeedsLayout()
        parent?.setNeedsBarLayout()
    }

    /// Places a child's root view inside `bounds` of the container's view (docs/reference/bars-and-controllers.md) and updates
    /// the child's insets.
    func place(child: UIViewController, in bounds: CGRect) {
        let childView = child.view!
        if child.fillsContainer {
            childView.frame = bounds
            childView.setNeedsLayout()
        } else if let view = viewIfLoaded {
            let area = view.convert(bounds, to: nil)
            let frame = ExtendedLayout.frame(
                in: area, coverage: BarCoverage(for: child), edges: child.edgesForExtendedLayout,
                includesOpaqueBars: child.extendedLayoutIncludesOpaqueBars)
            childView.frame = frame.offsetBy(dx: bounds.minX - area.minX, dy: bounds.minY - area.minY)
            // A container places its bars and its own child again from where it now is.
            if child.isContainer { childView.setNeedsLayout() }
        }
        child.updateBarInsets()
    }

    /// Updates the layout guides, the root view's safe area (iOS 11+ mode), the scroll-view insets
    /// (iOS 7–10 mode) and the minimum margins from where the root view now is in its window.
    /// A view outside any window is under no bar and has no safe area; in a hidden window
    /// nothing covers it (docs/reference/safe-area.md).
    func updateBarInsets() {
        guard let view = viewIfLoaded, let window = view.window else { return }
        if window.rootViewController === self { window.updateScreenSafeArea() }
        let screen = window.screen
        let coverage = BarCoverage(for: self)
        let covered = window.isHidden ? .zero : coverage.insets(of: view.frameInWindow)
        let safeArea: UIEdgeInsets
        let lengths: (top: CGFloat, bottom: CGFloat)
        if screen.usesSafeArea {
            safeArea = RootSafeArea.insets(covered: covered, additional: accumulatedAdditionalSafeAreaInsets)
            lengths = (safeArea.top, safeArea.bottom)
        } else {
            safeArea = .zero
            lengths = LayoutGuideLengths.lengths(covered: covered)
            AutomaticScrollViewInsets.apply(to: self, coverage: coverage, lengths: lengths)
        }
        setRootInsets(screen.usesSafeArea ? safeArea : covered)
        updateGuideLengths(lengths)
        setHostSafeArea(safeArea, on: view)
        applyMinimumMargins(to: view)
    }

    /// Records what the system takes from the root view; when that changed, the children
    /// embedded in it measure themselves again.
    private func setRootInsets(_ insets: UIEdgeInsets) {
        guard insets != rootInsets else { return }
        rootInsets = insets
        guard !isContainer else { return }
        for child in children { child.viewIfLoaded?.setNeedsLayout() }
    }

    /// This controller's additional safe-area insets plus those of every container it sits in
    /// (up to the first controller no container places: its parent's additional insets are
    /// already part of the parent's insets, which it measures itself against).
    var accumulatedAdditionalSafeAreaInsets: UIEdgeInsets {
        var total = UIEdgeInsets.zero
        var controller: UIViewController? = self
        while let current = controller {
            let extra = current.additionalSafeAreaInsets
            total = UIEdgeInsets(
                top: total.top + extra.top, left: total.left + extra.left, bottom: total.bottom + extra.bottom,
                right: total.right + extra.right)
            controller = current.isPlacedByParent ? current.parent : nil
        }
        return total
    }

    /// docs/reference/margins.md: in iOS 8–10 mode the root view's margins are the system minimum and cannot be
    /// set. In iOS 11+ mode its own margins start at the system minimum (unless the view came
    /// with margins of its own), and while ``viewRespectsSystemMinimumLayoutMargins`` the
    /// minimum is a floor under whatever the app sets (the view's margin resolution takes the
    /// larger).
    func applyMinimumMargins(to view: UIView) {
        let minimum = SystemMinimumLayoutMargins.margins(
            forWidth: view.bounds.width, systemVersion: screen.systemVersion)
        guard screen.usesSafeArea else {
            view.hostMinimumLayoutMargins = nil
            view.hostFixedLayoutMargins = minimum
            return
        }
        if appliedMinimumMargins == nil {
            appliedMinimumMargins = minimum
            if view.hasDefaultLayoutMargins { view.directionalLayoutMargins = minimum }
        }
        view.hostFixedLayoutMargins = nil
        view.hostMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins ? minimum : nil
    }
}
