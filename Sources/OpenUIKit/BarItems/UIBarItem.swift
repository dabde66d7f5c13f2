import Foundation

/// What every item of a navigation bar, toolbar or tab bar has, as UIKit's abstract UIBarItem:
/// a title, an image and whether it is enabled. Bars draw them; none of it affects layout.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The text the bar shows for the item (or under its image, in a tab bar).
    open var title: String?
    /// The image the bar shows for the item; pictures draw a placeholder of its size.
    open var image: UIImage?
    /// Whether the item responds to touches; a disabled item is drawn dimmed. Default: true.
    open var isEnabled = true
    /// A number the app identifies the item by. Default: 0.
    open var tag = 0

    /// An item with no title and no image.
    public override init() {
        super.init()
    }
}
