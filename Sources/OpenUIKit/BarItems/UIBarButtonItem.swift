import Foundation

/// A button in a navigation bar or toolbar, as UIKit's UIBarButtonItem: a title, an image, one of
/// the system's items (Done, Cancel, +, …), a custom view, or a space that spreads the items of
/// a toolbar. Targets and actions are not modelled (there are no events here), so UIKit's
/// `target:action:` initializers are replaced by their iOS 14 forms without an action.
open class UIBarButtonItem: UIBarItem {
    /// How a title is drawn, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The regular weight.
        case plain = 0
        /// Older UIKit's bordered style; drawn as `plain`, as iOS 7 and later do.
        case bordered = 1
        /// A bold title, for the item that finishes a task.
        case done = 2
    }

    /// The items the system provides, with UIKit's raw values: each has its own title or glyph.
    public enum SystemItem: Int, Sendable, CaseIterable {
        /// "Done", bold.
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save", bold.
        case save = 3
        /// A plus sign.
        case add = 4
        /// A space that takes what the toolbar has left, shared with the other flexible spaces.
        case flexibleSpace = 5
        /// A space of the item's ``UIBarButtonItem/width``.
        case fixedSpace = 6
        /// A pencil and paper.
        case compose = 7
        /// A curved arrow.
        case reply = 8
        /// A box with an arrow.
        case action = 9
        /// A folder.
        case organize = 10
        /// A book.
        case bookmarks = 11
        /// A magnifying glass.
        case search = 12
        /// A circular arrow.
        case refresh = 13
        /// A square.
        case stop = 14
        /// A camera.
        case camera = 15
        /// A trash can.
        case trash = 16
        /// A triangle pointing right.
        case play = 17
        /// Two bars.
        case pause = 18
        /// Two triangles pointing left.
        case rewind = 19
        /// Two triangles pointing right.
        case fastForward = 20
        /// "Undo".
        case undo = 21
        /// "Redo".
        case redo = 22
        /// A curl (deprecated in UIKit; drawn as an image placeholder).
        case pageCurl = 23
        /// "Close" (iOS 13): a cross in a circle.
        case close = 24
    }

    /// The title's style. Default: `plain`.
    open var style: Style = .plain
    /// The system item the item was made as, if any.
    public let systemItem: SystemItem?
    /// A fixed space's width (0 for other items: their content decides).
    open var width: CGFloat = 0
    /// A view the bar shows instead of a title or image; pictures draw it as a placeholder of
    /// its frame's size (UIKit adds it to the bar's view hierarchy).
    open var customView: UIView?
    /// The colour of the title or image; nil takes the bar's tint colour. Default: nil.
    open var tintColor: UIColor?

    /// An item showing `title` or `image` (UIKit's iOS 14 initializer, without an action or
    /// menu).
    public init(title: String? = nil, image: UIImage? = nil) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
    }

    /// An item showing `title` in `style` (UIKit's `init(title:style:target:action:)` without
    /// target and action).
    public convenience init(title: String?, style: Style) {
        self.init(title: title, image: nil)
        self.style = style
    }

    /// An item showing `image` in `style` (UIKit's `init(image:style:target:action:)` without
    /// target and action).
    public convenience init(image: UIImage?, style: Style) {
        self.init(title: nil, image: image)
        self.style = style
    }

    /// One of the system's items (UIKit's iOS 14 initializer, without an action or menu).
    /// `done` and `save` take the `done` style, as in UIKit.
    public init(systemItem: SystemItem) {
        self.systemItem = systemItem
        super.init()
        if systemItem == .done || systemItem == .save { style = .done }
    }

    /// An item that shows `customView`.
    public init(customView: UIView) {
        systemItem = nil
        super.init()
        self.customView = customView
    }

    /// A space that takes what the toolbar has left, shared with the other flexible spaces.
    open class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// A space `width` points wide.
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Whether the item is a space rather than a button.
    public var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}
