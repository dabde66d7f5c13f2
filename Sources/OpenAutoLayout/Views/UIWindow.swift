import Foundation

/// The root of a view tree that stands for a screen. OpenUIKit adds screens, root view
/// controllers and bars; here a window is just the top view of a tree with its own engine.
@MainActor
open class UIWindow: UIView {
    /// OpenUIKit's screen and root view controller of this window (the window does not know
    /// their types here).
    package var screenStorage: AnyObject?
    package var rootViewControllerStorage: AnyObject?

    /// A window with `frame`, the root of a new tree.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives do not exist here; a decoded window is an empty window with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
