/// One screen of the playground: which spec, and what the person changed in it.
///
/// Everything but ``constraints`` is applied to the spec's document before it loads (so a
/// downloaded spec carries it); constraint edits are applied to the loaded screen's
/// constraints. ``StateQuery`` writes a state into a URL's query string and reads it back.
package struct PlaygroundState: Codable, Equatable, Sendable {
    /// Where the spec comes from.
    package enum Source: Codable, Equatable, Sendable {
        /// A spec the server knows, by name (an example, or a file given to `serve`).
        case example(String)
        /// A spec's own text, opened by the person.
        case text(String)
    }

    /// A bar's settings; nil leaves the spec's value.
    package struct Bar: Codable, Equatable, Sendable {
        package var hidden: Bool?
        package var translucent: Bool?
        /// Navigation bars only.
        package var prefersLargeTitles: Bool?
        /// Navigation bars only: an opaque background image, which makes the bar opaque.
        package var opaqueBackground: Bool?

        package init() {}

        var isEmpty: Bool { self == Bar() }
    }

    /// The properties of the visible content controller; nil leaves the spec's value.
    package struct Controller: Codable, Equatable, Sendable {
        /// `all`, `none`, or some of `top`, `left`, `bottom`, `right`.
        package var edgesForExtendedLayout: [String]?
        package var extendedLayoutIncludesOpaqueBars: Bool?
        package var automaticallyAdjustsScrollViewInsets: Bool?
        package var additionalSafeAreaInsets: Insets?
        package var viewRespectsSystemMinimumLayoutMargins: Bool?
        package var prefersStatusBarHidden: Bool?

        package init() {}

        var isEmpty: Bool { self == Controller() }
    }

    /// A named view's properties; nil leaves the spec's value.
    package struct View: Codable, Equatable, Sendable {
        package var layoutMargins: Insets?
        /// Top, leading, bottom, trailing.
        package var directionalLayoutMargins: Insets?
        package var preservesSuperviewLayoutMargins: Bool?
        package var insetsLayoutMarginsFromSafeArea: Bool?
        /// Scroll and table views: `automatic`, `scrollableAxes`, `never` or `always`.
        package var contentInsetAdjustmentBehavior: String?

        package init() {}

        var isEmpty: Bool { self == View() }
    }

    /// One authored constraint's edits, by its index in ``LayoutScene/authoredConstraints``.
    package struct Constraint: Codable, Equatable, Sendable {
        package var constant: Double?
        /// 1…1000.
        package var priority: Double?
        package var isActive: Bool?

        package init() {}

        var isEmpty: Bool { self == Constraint() }
    }

    /// Four numbers: top, left (or leading), bottom, right (or trailing).
    package struct Insets: Codable, Equatable, Sendable {
        package var top: Double, left: Double, bottom: Double, right: Double

        package init(top: Double, left: Double, bottom: Double, right: Double) {
            (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
        }

        var values: [Double] { [top, left, bottom, right] }
    }

    /// The spec.
    package var source: Source
    /// A `DeviceProfile` name as specs write it (`iPhone8`, `iPhoneX` …).
    package var device: String?
    /// `portrait`, `portraitUpsideDown`, `landscapeLeft` or `landscapeRight`.
    package var orientation: String?
    /// Below 11: iOS 7–10 layout; 11 and up: iOS 11+.
    package var systemVersion: Double?
    /// The window's layout direction: right to left when true.
    package var rightToLeft: Bool?
    /// `light` or `dark`: the window's `overrideUserInterfaceStyle`, as `render --appearance`
    /// sets it; nil keeps the spec's (light).
    package var appearance: String?
    package var navigationBar = Bar()
    package var toolbar = Bar()
    package var tabBar = Bar()
    package var controller = Controller()
    /// By view name.
    package var views: [String: View] = [:]
    /// By index in the screen's authored constraints.
    package var constraints: [Int: Constraint] = [:]

    /// The spec of `source` as it is, with no settings changed.
    package init(source: Source) {
        self.source = source
    }
}
