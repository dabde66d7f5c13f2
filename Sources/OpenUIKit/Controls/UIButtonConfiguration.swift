import Foundation

extension UIButton {
    /// How a button looks and what it shows (iOS 15), as UIKit's `UIButton.Configuration`: a
    /// style (``plain()``, ``tinted()``, ``gray()``, ``filled()`` and the bordered names for
    /// them), a title and an image, colours and corner style, and the insets around the
    /// content.
    ///
    /// A button with a configuration sizes itself from it: the title in the size's font (17
    /// points for `medium`) and the image side by side, ``imagePadding`` between them, plus
    /// ``contentInsets``. The default insets are UIKit's for each ``buttonSize``: 7 above and
    /// below and 12 at the sides for `medium` (so a medium button is its title's line height
    /// plus 14 points tall: 34.33 with San Francisco's 20.33-point line), 5 and 10 for `small`,
    /// 3 and 8 for `mini`, 14 and 20 for `large`. No subtitles, activity indicators or
    /// background images.
    public struct Configuration: Equatable, Sendable {
        /// The look a configuration is made with.
        package enum Style: Equatable, Sendable {
            case plain, tinted, gray, filled
        }

        /// How round the background's corners are.
        public enum CornerStyle: Int, Sendable {
            /// The background's own corner radius (none here).
            case fixed = -1
            /// Rounded by the button's size: like `medium` for a medium button.
            case dynamic = 0
            /// A small radius: 4 points.
            case small = 1
            /// A medium radius: 8 points.
            case medium = 2
            /// A large radius: 12 points.
            case large = 3
            /// Half the button's height.
            case capsule = 4
        }

        /// How large a button is: its font and insets.
        public enum Size: Int, Sendable {
            /// 12-point title.
            case mini = 0
            /// 15-point title.
            case small = 1
            /// 17-point title (the default).
            case medium = 2
            /// 17-point title with more room around it.
            case large = 3
        }

        package let style: Style
        /// The title; nil shows the button's title for its state, if any.
        public var title: String?
        /// The image, before the title.
        public var image: UIImage?
        /// The colour of the title and image; nil takes the style's (the tint colour, white
        /// when filled).
        public var baseForegroundColor: UIColor?
        /// The colour of the background; nil takes the style's (the tint colour for filled,
        /// the tint colour faded for tinted, a system fill for gray, none for plain).
        public var baseBackgroundColor: UIColor?
        /// How round the background's corners are. Default: `dynamic`.
        public var cornerStyle: CornerStyle = .dynamic
        /// The button's size: its font and default insets. Setting it resets ``contentInsets``.
        public var buttonSize: Size = .medium {
            didSet { contentInsets = Self.insets(for: buttonSize) }
        }
        /// Space between the content and the button's edges.
        public var contentInsets: NSDirectionalEdgeInsets
        /// Space between the image and the title. Default: 0.
        public var imagePadding: CGFloat = 0

        private init(style: Style) {
            self.style = style
            contentInsets = Self.insets(for: .medium)
        }

        /// No background; title and image in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A background of the tint colour, faded; title and image in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background; title and image in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background of the tint colour; title and image in white.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// `plain()`, by its older name.
        public static func borderless() -> Configuration { plain() }
        /// `gray()`, by its older name.
        public static func bordered() -> Configuration { gray() }
        /// `tinted()`, by its older name.
        public static func borderedTinted() -> Configuration { tinted() }
        /// `filled()`, by its older name.
        public static func borderedProminent() -> Configuration { filled() }

        /// UIKit's default insets for `size`.
        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's font: the text style of the size.
        package var titleFont: UIFont {
            switch buttonSize {
            case .mini: UIFont.systemFont(ofSize: 12)
            case .small: UIFont.systemFont(ofSize: 15)
            case .medium, .large: UIFont.systemFont(ofSize: 17)
            }
        }

        /// The background's corner radius in a button `height` points tall.
        package func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: 0
            case .dynamic: buttonSize == .large ? 12 : (buttonSize == .medium ? 8 : 6)
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            }
        }
    }
}
