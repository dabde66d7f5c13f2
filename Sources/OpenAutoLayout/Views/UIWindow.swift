import Foundation

/// The root of a view tree that stands for a screen. OpenUIKit adds screens, root view
/// controllers and bars; here a window is just the top view of a tree with its own engine.
open class UIWindow: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
