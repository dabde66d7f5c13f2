import InterfaceBuilder

/// One part of an Interface Builder document that is laid out on its own, mapped onto a
/// ``ScreenModel``: a storyboard scene (its view controller's root view, in the containers
/// segues put it in), a top-level view of a xib, or a table or collection view cell.
public struct InterfaceBuilderUnit: Sendable {
    /// What the unit is.
    public enum Kind: String, Sendable {
        /// A view controller's scene: its root view on the device, inside its containers.
        case scene
        /// A top-level view of a xib that is not a view controller's view.
        case view
        /// A table view cell (a prototype or a static cell), laid out as its table's first row,
        /// or a collection view cell at its stored frame.
        case cell
    }

    public var kind: Kind
    /// The Interface Builder id that picks the unit: the view controller's for a scene, the
    /// view's or cell's otherwise.
    public var id: String
    /// A name a person gave it: a scene's storyboard identifier, title or label, a cell's reuse
    /// identifier, a view's label or class.
    public var name: String?
    /// The class the document gives the controller (scenes) or view.
    public var className: String
    /// The name of the unit's root view in ``model``: its Interface Builder id.
    public var rootViewName: String
    /// The screen the unit is laid out as, on the device and orientation chosen.
    public var model: ScreenModel
    /// What the mapping could not do as the document says.
    public var warnings: [IBWarning]
    /// Where the unit's controller or view starts in the document.
    public var location: InterfaceBuilder.SourceLocation
    /// The size of the canvas the unit is laid out on in canvas mode when it is not the device's
    /// screen (a freeform size, a page sheet); nil for the device's screen.
    public var canvasSize: ScreenModel.Size?
    /// The top safe-area inset of the canvas in canvas mode when the Xcode that saved the
    /// document drew its device with another one than the device's profile (44 points for the
    /// 6.1-inch screen before Xcode 14, against the iPhone XR's 48; 0 in a page sheet below a
    /// sensor housing); nil for the profile's.
    public var canvasTopInset: Double?
    /// The bottom safe-area inset of the canvas in canvas mode when the Xcode that saved the
    /// document drew its device with another one than the device's profile (68 points for the
    /// 6.1-inch screen from Xcode 15 on, against the iPhone XR's 34); nil for the profile's.
    public var canvasBottomInset: Double?
    /// Where the content area of the canvas begins in canvas mode when it is not the top of the
    /// screen: 20 points down, below iOS 6's opaque status bar, on the canvas of Xcode 4 and of
    /// Xcode 5's `blackOpaque` status bar. The unit is laid out on the content area
    /// (``canvasSize``), and Xcode stores the root view's frame that far down
    /// (``LaidOutUnit/canvasFrame(of:)``); nil for the top of the screen.
    public var canvasContentTop: Double?
    /// The height of a navigation bar on the canvas in canvas mode where it is not the device's:
    /// 56 points in a page sheet (iOS 13 and later); nil for the device's.
    public var canvasNavigationBarHeight: Double?
    /// Whether the canvas in canvas mode is a phone with a sensor housing on its side drawn with
    /// the safe-area insets and status bar it has upright, as Xcode 14.0 to 14.2 drew it
    /// (docs/interface-builder.md, "Canvas mode").
    public var canvasKeepsUprightInsets = false
    /// Whether Xcode stores the root view's frame at the top of the canvas wherever the bars
    /// place it (``LaidOutUnit/canvasFrame(of:)``): Xcode 11 to 14.2, which store a root view
    /// below an opaque navigation bar at y = 0 on phones without a sensor housing, and Xcode 11
    /// and 12 on iPads (canvas mode).
    public var canvasStoresRootAtTop = false
    /// Whether Xcode stores the root view's frame as reaching the bottom of the screen wherever
    /// its top is (``LaidOutUnit/canvasFrame(of:)``): Xcode 8 without a `<device>` stores a root
    /// view below an opaque navigation bar at (0, 64, 375, 667) on the 4.7-inch screen, and lays
    /// its content out 603 points tall (canvas mode).
    public var canvasStoresRootScreenTall = false
    /// Whether the unit is laid out as Xcode's canvas showed it (canvas mode): among other
    /// things, its scroll views unscrolled (``InterfaceBuilderLayout/layOut(_:)``).
    public var isOnCanvas = false
    /// The frame the document stores for each view of the unit's tree, in its superview's
    /// coordinates, by the view's name in ``model`` (its Interface Builder id); with the
    /// size-class variation's frame where one applies.
    public var storedFrames: [String: ScreenModel.Rect]
    /// The label a person gave each view in the document (Interface Builder's "Label"), by the
    /// view's name in ``model``.
    public var userLabels: [String: String]
    /// The names in ``model`` of the plain views of a custom class with no size of their own
    /// here. Interface Builder runs a designable class's code and sizes the view by its
    /// intrinsic content size, which only the stored frame records: on the canvas such a view
    /// that the constraints leave without a width or a height keeps its stored one
    /// (``InterfaceBuilderLayout/layOut(_:)``).
    public var customClassViews: Set<String> = []

    /// Whether `selector` picks this unit: its id, its name or its root view's id.
    public func isPicked(by selector: String) -> Bool {
        [id, name, rootViewName].contains(selector)
    }
}
