extension ScreenModel {
    /// Edge insets in points.
    public struct Insets: Equatable, Sendable {
        /// The inset from each edge, in points; a positive inset moves inwards. A spec writes one
        /// number for every edge, `[top, left, bottom, right]`, or a mapping of some edges.
        public var top: Double, left: Double, bottom: Double, right: Double

        /// Insets of the given edges; the others are 0.
        public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
        }

        /// The same inset on every edge.
        public init(_ all: Double) {
            self.init(top: all, left: all, bottom: all, right: all)
        }
    }

    /// Insets that follow the layout direction.
    public struct DirectionalInsets: Equatable, Sendable {
        /// The inset from each edge, in points; `leading` is the left edge in left-to-right layout
        /// and the right edge in right-to-left.
        public var top: Double, leading: Double, bottom: Double, trailing: Double

        /// Insets of the given edges; the others are 0.
        public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
            (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
        }
    }

    /// A rectangle in points, as `CGRect`: a view's frame, `[x, y, width, height]` in a spec.
    public struct Rect: Equatable, Sendable {
        /// The origin and the size, in points.
        public var x: Double, y: Double, width: Double, height: Double

        /// The rectangle at (`x`, `y`) that is `width` × `height` points.
        public init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
    }

    /// A size in points, as `CGSize`: a scroll view's content size or an image's, `[width, height]`
    /// in a spec.
    public struct Size: Equatable, Sendable {
        /// The width and the height, in points.
        public var width: Double, height: Double

        /// The size `width` × `height` points.
        public init(width: Double, height: Double) {
            (self.width, self.height) = (width, height)
        }
    }

    /// A point, as `CGPoint`: a scroll view's content offset, `[x, y]` in a spec.
    public struct Point: Equatable, Sendable {
        /// The coordinates, in points.
        public var x: Double, y: Double

        /// The point (`x`, `y`).
        public init(x: Double, y: Double) {
            (self.x, self.y) = (x, y)
        }
    }

    /// A colour: one of UIKit's named colours, or red, green, blue and alpha from 0 to 1.
    public enum Color: Equatable, Sendable {
        /// A `UIColor` class property by name (`blue`, `systemBlue`, `secondarySystemBackground` …).
        case named(String)
        /// `UIColor(red:green:blue:alpha:)`, components from 0 to 1; a spec's `#RGB`, `#RRGGBB` and
        /// `#RRGGBBAA` read into one, and it is written back as `#RRGGBBAA`.
        case rgba(red: Double, green: Double, blue: Double, alpha: Double)
    }

    /// A font: the system font of a size, a text style, or the system font with a weight.
    public enum Font: Equatable, Sendable {
        /// UIKit's text styles.
        public enum TextStyle: String, CaseIterable, Codable, Sendable {
            /// `UIFont.TextStyle`'s style of the same name, at UIKit's default content size
            /// (Large): `largeTitle` 34 points, `title1` 28, `title2` 22, `title3` 20, `headline`
            /// 17 semibold, `subheadline` 15, `body` 17, `callout` 16, `footnote` 13, `caption1`
            /// 12, `caption2` 11.
            case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
        }

        /// UIKit's font weights.
        public enum Weight: String, CaseIterable, Codable, Sendable {
            /// `UIFont.Weight`'s weight of the same name; OpenUIKit's DejaVu fonts draw `semibold`
            /// and heavier in bold and the lighter weights regular.
            case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        /// `UIFont.systemFont(ofSize:)`.
        case size(Double)
        /// `UIFont.preferredFont(forTextStyle:)`.
        case textStyle(TextStyle)
        /// The system font of a size (17 when nil) and weight (regular when nil), monospaced or not.
        case system(size: Double?, weight: Weight?, monospaced: Bool?)
    }
}
