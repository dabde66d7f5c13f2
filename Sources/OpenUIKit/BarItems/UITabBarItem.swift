import Foundation

/// A tab of a tab bar, as UIKit's UITabBarItem: an image with a title below it (beside it on
/// an iPad or a phone on its side), drawn in the tint colour while selected. Every controller
/// has one (`tabBarItem`), titled after the controller.
open class UITabBarItem: UIBarItem {
    /// The tabs the system provides, with UIKit's raw values: each has its own title and glyph.
    public enum SystemItem: Int, Sendable, CaseIterable {
        /// "More".
        case more = 0
        /// "Favorites".
        case favorites = 1
        /// "Featured".
        case featured = 2
        /// "Top Rated".
        case topRated = 3
        /// "Recents".
        case recents = 4
        /// "Contacts".
        case contacts = 5
        /// "History".
        case history = 6
        /// "Bookmarks".
        case bookmarks = 7
        /// "Search".
        case search = 8
        /// "Downloads".
        case downloads = 9
        /// "Most Recent".
        case mostRecent = 10
        /// "Most Viewed".
        case mostViewed = 11

        /// The title UIKit shows for the item (in English).
        public var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The image shown while the tab is selected; nil shows ``UIBarItem/image``.
    open var selectedImage: UIImage?
    /// Text in a red badge at the image's top trailing corner; nil shows none.
    open var badgeValue: String?
    /// The system item the tab was made as, if any.
    public let systemItem: SystemItem?

    /// A tab with no title or image.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// A tab showing `title` and `image`, with `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// A tab showing `title`, `image`, and `selectedImage` while selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// One of the system's tabs, with its title, and `tag`.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.title = systemItem.title
        self.tag = tag
    }
}
