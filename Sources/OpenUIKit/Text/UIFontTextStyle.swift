import Foundation

extension UIFont {
    /// Dynamic Type text styles, as UIKit's `UIFont.TextStyle` (the same raw values).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the style (`UICTFontTextStyleBody`, …).
        public let rawValue: String
        /// The style UIKit names `rawValue`; an unknown name gets the body font.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 points, regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 points, regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 points, regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 points, regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 points, semibold (drawn in DejaVu Sans Bold).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 points, regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 points, regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 points, regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 points, regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 points, regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 points, regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The point size and weight at UIKit's default content size category (Large).
        var defaultFont: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The system font for a text style at the default content size category (Large): UIKit's
    /// sizes (body 17, headline 17 semibold, title1 28, …) in DejaVu Sans; there is no Dynamic
    /// Type scaling here.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.defaultFont
        return systemFont(ofSize: size, weight: weight)
    }
}
