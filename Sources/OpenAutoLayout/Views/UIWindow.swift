import Foundation

/// The root of a view tree that stands for a screen. OpenUIKit adds screens, root view
/// controllers and bars; here a window is just the top view of a tree with its own engine.
@MainActor
open class UIWindow: UIView {
    /// OpenUIKit's screen and root view controller of this window (the window does not know
    /// their types here).
    package var screenStorage: AnyObject?
    package var rootViewControllerStorage: AnyObject?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
