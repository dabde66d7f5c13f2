import Foundation

/// What OpenUIKit adds to OpenAutoLayout's UIWindow: the screen it shows, its root view
/// controller, and what the screen covers of it.
extension UIWindow {
    /// A window filling `screen`.
    public convenience init(screen: UIScreen) {
        self.init(frame: screen.bounds)
        self.screen = screen
    }

    /// The screen the window shows; the main screen unless set. Setting it (to rotate, or to
    /// change device or system version) resizes the window to the screen, gives the window the
    /// screen's traits (its views are told of the change at the next pass) and lays it out again.
    public var screen: UIScreen {
        get { screenStorage as? UIScreen ?? UIScreen.main }
        set {
            screenStorage = newValue
            observePlacement()
            frame = newValue.bounds
            hostDisplayScale = newValue.scale
            hostTraitCollection = newValue.traitCollection
            updateScreenSafeArea()
            rootViewController?.setNeedsBarLayout()
            setNeedsLayout()
        }
    }

    /// The controller whose view fills the window. Setting it installs the controller's view at
    /// the window's bounds at once (resizing with the window), as UIKit does.
    public var rootViewController: UIViewController? {
        get { rootViewControllerStorage as? UIViewController }
        set {
            let old = rootViewController
            guard old !== newValue else { return }
            if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
            rootViewControllerStorage = newValue
            observePlacement()
            guard let controller = newValue else { return }
            let view = controller.view!
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
            view.setNeedsLayout()
        }
    }

    /// What the screen covers of the window, in the window's coordinates: the bands the status
    /// bar (unless the root controller hides it) and the hardware take of the screen, placed
    /// where the window's frame puts the screen. None while the window is hidden
    /// (docs/reference/safe-area.md#hidden-windows).
    var screenBands: CoveredBands {
        guard !isHidden else { return CoveredBands() }
        let screen = self.screen
        let statusBarHidden = rootViewController?.resolvedStatusBarHidden ?? false
        let origin = CGPoint(x: bounds.minX - frame.minX, y: bounds.minY - frame.minY)
        return CoveredBands(
            insets: screen.coveredInsets(statusBarHidden: statusBarHidden),
            of: CGRect(origin: origin, size: screen.bounds.size))
    }

    /// Gives the window its safe area: what the screen covers of it (iOS 11+ mode; zero in iOS
    /// 7–10 mode and while hidden).
    func updateScreenSafeArea() {
        hostSafeAreaInsets = screen.usesSafeArea ? screenBands.insets(of: bounds) : .zero
    }

    /// Has the window tell OpenUIKit when it is shown, hidden or moved.
    func observePlacement() {
        guard placementDidChange == nil else { return }
        placementDidChange = { window in window.placementChanged() }
    }

    /// The window was shown, hidden or moved: what the screen covers of it changed, and so may
    /// have its controllers' insets. A hidden window stops being the key window.
    private func placementChanged() {
        if isHidden && isKeyWindow { KeyWindow.current = nil }
        updateScreenSafeArea()
        rootViewController?.setNeedsBarLayout()
        setNeedsLayout()
    }
}
