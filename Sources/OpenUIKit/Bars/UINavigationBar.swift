import Foundation

/// The bar at the top of a navigation controller's view. Its height comes from the screen
/// (docs/reference/bars-and-controllers.md#devices: 44 upright, 32 on an iPhone's side, 50 on an iPad, plus 52 with large titles in
/// iOS 11+ mode, plus 30 while the top item shows a prompt); the navigation controller places
/// it below the status bar. It shows the top item's title and buttons and a back button titled
/// after the item below (``items``).
///
/// Changing `isTranslucent`, `isHidden`, `prefersLargeTitles`, the appearance's background, the
/// items, or an item's prompt or large-title display mode lays the navigation controller out again.
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

    /// The bar's background colour; nil draws the system's bar background. Default: nil.
    open var barTintColor: UIColor?

    /// The items of the stack, bottom first: a navigation controller sets them from its
    /// controllers' navigation items; the last is shown. Nil until set.
    open var items: [UINavigationItem]? {
        didSet { barDidChange() }
    }

    /// The item on top of the stack: its title and buttons are shown.
    open var topItem: UINavigationItem? { items?.last }

    /// The item below the top one: the back button says its title.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the stack of items, bottom first; nothing is animated. A navigation controller's
    /// bar takes its controllers' items (setting others there is not supported, as in UIKit).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
    }

    /// Whether the top item's title is shown large: the bar prefers large titles and the item's
    /// ``UINavigationItem/largeTitleDisplayMode`` (or, when `automatic`, the first item below it
    /// that is not) asks for it; the bottom item's `automatic` does.
    package var showsLargeTitle: Bool {
        guard prefersLargeTitles else { return false }
        for item in (items ?? []).reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// Whether the top item shows a prompt above its title.
    package var showsPrompt: Bool { topItem?.prompt != nil }

    /// Whether the bar lets the views below extend under it (docs/reference/bars-and-controllers.md).
    package var isEffectivelyTranslucent: Bool { isTranslucent && !standardAppearance.hasOpaqueBackground }

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
