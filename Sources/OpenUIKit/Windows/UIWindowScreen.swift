import Foundation

/// What OpenUIKit adds to OpenAutoLayout's UIWindow: the screen it shows, its root view
/// controller, and becoming key and visible.
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
            frame = newValue.bounds
            hostSafeAreaInsets = newValue.usesSafeArea ? newValue.coveredInsets(statusBarHidden: false) : .zero
            hostDisplayScale = newValue.scale
            hostTraitCollection = newValue.traitCollection
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
            guard let controller = newValue else { return }
            let view = controller.view!
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
            view.setNeedsLayout()
        }
    }

    /// Shows the window and lays it out. UIKit lays out at the next turn of the run loop; there
    /// is no run loop here, so the layout happens now.
    public func makeKeyAndVisible() {
        isHidden = false
        layoutIfNeeded()
    }
}
