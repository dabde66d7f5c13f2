import Foundation

/// The bar at the top of a navigation controller's view. Its height comes from the screen
/// (docs/reference/bars-and-controllers.md#devices: 44 upright, 32 on an iPhone's side, 50 on an iPad, plus 52 with large titles in
/// iOS 11+ mode); the navigation controller places it below the status bar.
///
/// Changing `isTranslucent`, `isHidden`, `prefersLargeTitles` or the appearance's background
/// lays the navigation controller out again.
open class UINavigationBar: UIView {
    /// Whether content can show through the bar; the root views of the navigation controller's
    /// children extend under it only when it is (or when they include opaque bars). Default: true.
    open var isTranslucent: Bool = true {
        didSet {
            appearancePropertyDidChange("isTranslucent")
            if isTranslucent != oldValue { barDidChange() }
        }
    }

    /// Whether the bar shows large titles (iOS 11+ mode): 52 points taller. Default: false.
    open var prefersLargeTitles: Bool = false {
        didSet { if prefersLargeTitles != oldValue { barDidChange() } }
    }

    /// The bar's appearance. A bar configured with an opaque background counts as opaque for
    /// extended layout, like one with an opaque background image in UIKit (docs/reference/bars-and-controllers.md).
    open var standardAppearance = UINavigationBarAppearance() {
        didSet { barDidChange() }
    }

    /// Whether the bar is hidden; the navigation controller lays its content out again when this
    /// changes.
    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { barDidChange() } }
    }

    /// Whether the bar lets the views below extend under it (docs/reference/bars-and-controllers.md).
    var isEffectivelyTranslucent: Bool { isTranslucent && !standardAppearance.hasOpaqueBackground }

    /// A translucent bar with `frame`; a navigation controller makes and sizes its own.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives do not exist here; a decoded bar is a translucent bar with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func barDidChange() {
        superview?.setNeedsLayout()
    }
}
