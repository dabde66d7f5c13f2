/// One screen as typed values: the device it is shown on, the view controllers with their bars,
/// the tree of views with their classes and properties, layout guides, constraints, and the
/// values the laid-out screen must have.
///
/// Front-ends make it: ``ScreenSpecLoader`` from a YAML or JSON spec (docs/spec-format.md),
/// keeping where each element was written; ``InterfaceBuilderLayout`` from the storyboards and
/// xibs the `InterfaceBuilder` target reads (docs/interface-builder.md). ``ScreenBuilder``
/// turns it into a laid-out OpenUIKit window. It is `Codable` as the spec format itself, so a
/// model written with `JSONEncoder` or Yams' `YAMLEncoder` is a spec the loader reads back equal.
///
/// Properties left `nil` are not set: the UIKit default applies, as when code does not set them.
public struct ScreenModel: Equatable, Sendable {
    /// The expected values of one view, layout guide or controller, by property.
    public typealias ExpectedValues = [SpecExpectation.Property: ExpectedValue]

    /// The screen's name; the file name without its extension when nil.
    public var name: String?
    /// What the screen shows (`description` in a spec).
    public var summary: String?
    /// The device whose screen the window is: OpenUIKit's `DeviceProfile` of the same name, with
    /// its size in points, scale, safe area and bar heights; `iPhone8` unless given.
    public var device: Device
    /// The interface orientation the window is laid out in; `portrait` unless given.
    public var orientation: Orientation
    /// Below 11 the window behaves as iOS 7–10 (layout guides, automatic scroll-view insets, no
    /// safe area); from 11 up as iOS 11+.
    public var systemVersion: Double
    /// The window's environment direction; nil leaves the system's (left to right).
    public var layoutDirection: LayoutDirection?
    /// Numbers every visual format line can name.
    public var metrics: [String: Double]
    /// The window's root view controller.
    public var controller: Controller
    /// Typed constraints, made and activated in this order (before visual formats and SnapKit
    /// lines).
    public var constraints: [Constraint]
    /// Visual format lines, made after ``constraints``.
    public var visualFormats: [VisualFormat]
    /// What the laid-out screen must measure, by the name of a view, layout guide or controller.
    public var expectations: [String: ExpectedValues]
    /// Where the screen's description starts.
    @IgnoredByEquality public var location: SourceLocation?

    /// A screen showing `controller`, with the spec format's defaults for the rest: an iPhone 8,
    /// upright, system version 17, the system's layout direction, and no metrics, constraints,
    /// visual formats or expectations.
    public init(
        name: String? = nil, summary: String? = nil, device: Device = .iPhone8, orientation: Orientation = .portrait,
        systemVersion: Double = 17, layoutDirection: LayoutDirection? = nil, metrics: [String: Double] = [:],
        controller: Controller, constraints: [Constraint] = [], visualFormats: [VisualFormat] = [],
        expectations: [String: ExpectedValues] = [:], location: SourceLocation? = nil
    ) {
        self.name = name
        self.summary = summary
        self.device = device
        self.orientation = orientation
        self.systemVersion = systemVersion
        self.layoutDirection = layoutDirection
        self.metrics = metrics
        self.controller = controller
        self.constraints = constraints
        self.visualFormats = visualFormats
        self.expectations = expectations
        self.location = location
    }

    /// Expected numbers of one property, `nil` where any value will do (`~` in a spec).
    public struct ExpectedValue: Equatable, Sendable {
        /// The numbers, as many as the property has and in its order (a frame's x, y, width and
        /// height; insets' top, left, bottom and right), in points; nil where any value will do.
        public var values: [Double?]
        /// Where the property is written: mismatches are reported there.
        @IgnoredByEquality public var location: SourceLocation?

        /// Expects `values`; mismatches are reported at `location`.
        public init(_ values: [Double?], location: SourceLocation? = nil) {
            self.values = values
            self.location = location
        }
    }
}
