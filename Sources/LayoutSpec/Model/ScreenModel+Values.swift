extension ScreenModel {
    /// Edge insets in points.
    public struct Insets: Equatable, Sendable {
        public var top: Double, left: Double, bottom: Double, right: Double

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
        public var top: Double, leading: Double, bottom: Double, trailing: Double

        public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
            (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
        }
    }

    public struct Rect: Equatable, Sendable {
        public var x: Double, y: Double, width: Double, height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
    }

    public struct Size: Equatable, Sendable {
        public var width: Double, height: Double

        public init(width: Double, height: Double) {
            (self.width, self.height) = (width, height)
        }
    }

    public struct Point: Equatable, Sendable {
        public var x: Double, y: Double

        public init(x: Double, y: Double) {
            (self.x, self.y) = (x, y)
        }
    }

    /// A colour: one of UIKit's named colours, or red, green, blue and alpha from 0 to 1.
    public enum Color: Equatable, Sendable {
        /// A `UIColor` class property by name (`blue`, `systemBlue`, `secondarySystemBackground` …).
        case named(String)
        case rgba(red: Double, green: Double, blue: Double, alpha: Double)
    }

    /// A font: the system font of a size, a text style, or the system font with a weight.
    public enum Font: Equatable, Sendable {
        /// UIKit's text styles.
        public enum TextStyle: String, CaseIterable, Codable, Sendable {
            case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
        }

        /// UIKit's font weights.
        public enum Weight: String, CaseIterable, Codable, Sendable {
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
