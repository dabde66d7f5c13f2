import Foundation

/// What a navigation bar shows while a controller is on top of a navigation controller, as
/// UIKit's UINavigationItem: the title, a prompt above it, the buttons on either side, and what
/// the next controller's back button says. Every controller has one (`navigationItem`).
///
/// A prompt and the large-title display mode change the bar's height (UINavigationController's
/// layout); the rest is drawn only.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// When the title is shown large, in a bar that prefers large titles, with UIKit's raw values.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it on the stack; large for the bottom item.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large: the bar keeps its standard height.
        case never = 2
    }

    /// The title in the middle of the bar (or large, below it).
    open var title: String?
    /// A line of text above the title; the bar is taller while it shows one.
    open var prompt: String? {
        didSet { if (prompt == nil) != (oldValue == nil) { itemDidChange() } }
    }
    /// What the back button of the controller pushed above this one says (iOS 11); nil lets
    /// the bar use ``backBarButtonItem``'s title, then ``title``, then "Back".
    open var backButtonTitle: String?
    /// The back button of the controller pushed above this one, when it is customised.
    open var backBarButtonItem: UIBarButtonItem?
    /// Whether the bar leaves out the back button while this item is on top. Default: false.
    open var hidesBackButton = false
    /// The buttons on the leading side (after the back button, unless it is hidden).
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The buttons on the trailing side, from the trailing edge inwards, as in UIKit.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// When the bar shows the title large. Default: `automatic`.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { if largeTitleDisplayMode != oldValue { itemDidChange() } }
    }

    /// Called when something that changes the bar's height changed (the navigation controller
    /// lays its bars out again).
    var onHeightChange: (() -> Void)?

    /// An item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item with no title.
    public override init() {
        super.init()
    }

    /// The first leading button.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing button (the one at the trailing edge).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    private func itemDidChange() {
        onHeightChange?()
    }
}
