import Foundation

/// The root of a view tree that stands for a screen. OpenUIKit adds screens, root view
/// controllers and bars; here a window is just the top view of a tree with its own engine.
///
/// As in UIKit, a window starts hidden (`isHidden` is true until it is shown); a hidden window
/// still lays out its views when asked. Its frame is its place on its screen.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// OpenUIKit's screen and root view controller of this window (the window does not know
    /// their types here).
    package var screenStorage: AnyObject?
    package var rootViewControllerStorage: AnyObject?
    /// Told when the window is shown, hidden or moved on its screen (OpenUIKit works out again
    /// what the screen covers of it and of its controllers' views).
    package var placementDidChange: (@MainActor (UIWindow) -> Void)?

    /// A window with `frame`, the root of a new tree.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        windowLink = self
        isHidden = true
    }

    /// Archives do not exist here; a decoded window is an empty window with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        windowLink = self
        isHidden = true
    }

    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { placementDidChange?(self) } }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldOrigin = super.frame.origin
            super.frame = newValue
            if super.frame.origin != oldOrigin { placementDidChange?(self) }
        }
    }

    open override var center: CGPoint {
        get { super.center }
        set {
            let oldOrigin = super.frame.origin
            super.center = newValue
            if super.frame.origin != oldOrigin { placementDidChange?(self) }
        }
    }
}
