/// One screen of the playground: which spec, and what the person changed in it.
///
/// Everything but ``constraints`` is applied to the spec's document before it loads (so a
/// downloaded spec carries it); constraint edits are applied to the loaded screen's
/// constraints. ``StateQuery`` writes a state into a URL's query string and reads it back.
public struct PlaygroundState: Codable, Equatable, Sendable {
    /// Where the spec comes from.
    public enum Source: Codable, Equatable, Sendable {
        /// A spec the server knows, by name (an example, or a file given to `serve`).
        case example(String)
        /// A spec's own text, opened by the person.
        case text(String)
    }

    /// A bar's settings; nil leaves the spec's value.
    public struct Bar: Codable, Equatable, Sendable {
        public var hidden: Bool?
        public var translucent: Bool?
        /// Navigation bars only.
        public var prefersLargeTitles: Bool?
        /// Navigation bars only: an opaque background image, which makes the bar opaque.
        public var opaqueBackground: Bool?

        public init() {}

        var isEmpty: Bool { self == Bar() }
    }

    /// The properties of the visible content controller; nil leaves the spec's value.
    public struct Controller: Codable, Equatable, Sendable {
        /// `all`, `none`, or some of `top`, `left`, `bottom`, `right`.
        public var edgesForExtendedLayout: [String]?
        public var extendedLayoutIncludesOpaqueBars: Bool?
        public var automaticallyAdjustsScrollViewInsets: Bool?
        public var additionalSafeAreaInsets: Insets?
        public var viewRespectsSystemMinimumLayoutMargins: Bool?
        public var prefersStatusBarHidden: Bool?

        public init() {}

        var isEmpty: Bool { self == Controller() }
    }

    /// A named view's properties; nil leaves the spec's value.
    public struct View: Codable, Equatable, Sendable {
        public var layoutMargins: Insets?
        /// Top, leading, bottom, trailing.
        public var directionalLayoutMargins: Insets?
        public var preservesSuperviewLayoutMargins: Bool?
        public var insetsLayoutMarginsFromSafeArea: Bool?
        /// Scroll and table views: `automatic`, `scrollableAxes`, `never` or `always`.
        public var contentInsetAdjustmentBehavior: String?

        public init() {}

        var isEmpty: Bool { self == View() }
    }

    /// One authored constraint's edits, by its index in ``LayoutScene/authoredConstraints``.
    public struct Constraint: Codable, Equatable, Sendable {
        public var constant: Double?
        /// 1…1000.
        public var priority: Double?
        public var isActive: Bool?

        public init() {}

        var isEmpty: Bool { self == Constraint() }
    }

    /// Four numbers: top, left (or leading), bottom, right (or trailing).
    public struct Insets: Codable, Equatable, Sendable {
        public var top: Double, left: Double, bottom: Double, right: Double

        public init(top: Double, left: Double, bottom: Double, right: Double) {
            (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
        }

        var values: [Double] { [top, left, bottom, right] }
    }

    /// The spec.
    public var source: Source
    /// A `DeviceProfile` name as specs write it (`iPhone8`, `iPhoneX` …).
    public var device: String?
    /// `portrait`, `portraitUpsideDown`, `landscapeLeft` or `landscapeRight`.
    public var orientation: String?
    /// Below 11: iOS 7–10 layout; 11 and up: iOS 11+.
    public var systemVersion: Double?
    /// The window's layout direction: right to left when true.
    public var rightToLeft: Bool?
    public var navigationBar = Bar()
    public var toolbar = Bar()
    public var tabBar = Bar()
    public var controller = Controller()
    /// By view name.
    public var views: [String: View] = [:]
    /// By index in the screen's authored constraints.
    public var constraints: [Int: Constraint] = [:]

    /// The spec of `source` as it is, with no settings changed.
    public init(source: Source) {
        self.source = source
    }
}
