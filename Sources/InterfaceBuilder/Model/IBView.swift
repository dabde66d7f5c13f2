/// A view as Interface Builder stores it: its kind and identity, its frame and autoresizing mask,
/// the Auto Layout settings UIKit reads (priorities, margins, guides, constraints), its content
/// (text, images, arrangement), its subviews in order, and its size-class variations.
///
/// Attributes the file leaves out are `nil` (or false for flags Interface Builder writes only when
/// set): the model keeps what is stored and leaves UIKit's defaults to the consumer. Values read
/// from small child elements (`<rect>`, `<fontDescription>`, `<state>`, …) are located by the
/// view's own ``location``.
public struct IBView: Sendable, Hashable, Codable {
    /// The kind, by element name.
    public var kind: ViewKind
    /// The element's name as written, e.g. `label` or an unknown `customThing`.
    public var elementName: String
    /// The property of the parent this view fills (`key`): `view` for a controller's view,
    /// `contentView` for a cell's content view, `tableHeaderView`, … `nil` for plain subviews.
    public var key: String?
    /// The view's id, which constraints and outlets use.
    public var id: String?
    /// Its class, when not the element's own (`customClass`).
    public var customClass: String?
    /// The module of that class (`customModule`).
    public var customModule: String?
    /// The name shown in Interface Builder's outline (`userLabel`).
    public var userLabel: String?
    /// The frame Interface Builder last laid the view out at (`<rect key="frame">`), in the
    /// superview's coordinates.
    public var frame: IBRect?
    /// The autoresizing mask (`<autoresizingMask key="autoresizingMask">`).
    public var autoresizingMask: AutoresizingMask?
    /// `translatesAutoresizingMaskIntoConstraints`; Interface Builder writes `NO` for views it
    /// constrains and nothing otherwise. A view without constraints in an Auto Layout document
    /// (`fixedFrame="YES"`, saved with `NO` all the same) keeps its stored frame at run time, as
    /// the build pins it there, so it reads as `true`: its frame and autoresizing mask place it.
    public var translatesAutoresizingMaskIntoConstraints: Bool
    /// `hidden`.
    public var isHidden: Bool
    /// Whether the view is installed in the base configuration (`installed="NO"` when not; see
    /// ``variations`` for the size classes that install it).
    public var isInstalled: Bool
    /// The content mode (`contentMode`).
    public var contentMode: ContentMode?
    /// Content hugging priorities (`horizontalHuggingPriority`, `verticalHuggingPriority`).
    public var contentHuggingPriority: AxisPriorities
    /// Compression resistance priorities (`horizontalCompressionResistancePriority`, …).
    public var compressionResistancePriority: AxisPriorities
    /// `placeholderIntrinsicWidth`: the intrinsic width Interface Builder assumes while editing.
    public var placeholderIntrinsicWidth: PlaceholderIntrinsicDimension?
    /// `placeholderIntrinsicHeight`.
    public var placeholderIntrinsicHeight: PlaceholderIntrinsicDimension?
    /// Layout margins (`<edgeInsets key="layoutMargins">`).
    public var layoutMargins: EdgeInsets?
    /// Directional layout margins (`<directionalEdgeInsets key="directionalLayoutMargins">`).
    public var directionalLayoutMargins: DirectionalEdgeInsets?
    /// `preservesSuperviewLayoutMargins`, when stored.
    public var preservesSuperviewLayoutMargins: Bool?
    /// `insetsLayoutMarginsFromSafeArea`, when stored (Interface Builder writes `NO` only).
    public var insetsLayoutMarginsFromSafeArea: Bool?
    /// `layoutMarginsFollowReadableWidth`, when stored.
    public var layoutMarginsFollowReadableWidth: Bool?
    /// `semanticContentAttribute`, when stored.
    public var semanticContentAttribute: SemanticContentAttribute?
    /// The layout guides the view owns (safe area, scroll view content and frame guides).
    public var layoutGuides: [ViewLayoutGuide]
    /// The subviews (`<subviews>`), back to front; a stack view's are its arranged subviews.
    public var subviews: [IBView]
    /// Views the view holds by key rather than as subviews: a cell's or visual effect view's
    /// `contentView`, a table's `tableHeaderView`, a collection's `sectionHeaderView`, in file order.
    public var keyedViews: [IBView]
    /// A table view's prototype cells (`<prototypes>`) or a collection view's cells (`<cells>`).
    public var cells: [IBView]
    /// The constraints the view holds (`<constraints>`), in file order.
    public var constraints: [IBConstraint]
    /// The size-class variations of the view's constraints, subviews and attributes.
    public var variations: [IBVariation]
    /// The view's outlets, actions and segues (`<connections>`).
    public var connections: [IBConnection]
    /// Text, font and line settings (labels, text fields, text views, search bars, buttons).
    public var text: TextAttributes?
    /// Button type, states and configuration.
    public var button: ButtonAttributes?
    /// An image view's image.
    public var image: ImageReference?
    /// An activity indicator's style (`style`).
    public var activityIndicatorStyle: ActivityIndicatorStyle?
    /// A standard control's segments, values, page count and styles.
    public var control: ControlAttributes?
    /// A stack view's arrangement.
    public var stack: StackAttributes?
    /// A scroll view's (or table, collection or text view's) inset settings.
    public var scroll: ScrollAttributes?
    /// A table view's style and row metrics.
    public var table: TableAttributes?
    /// A cell's reuse identifier and row height.
    public var cell: CellAttributes?
    /// A bar's translucency, style and items.
    public var bar: BarAttributes?
    /// Simulated metrics stored on a xib's top-level view (Xcode 5 to 8).
    public var simulatedMetrics: SimulatedMetrics?
    /// The context a root view is drawn in (`simulatedAppContext`): `notificationCenter` for a
    /// notification content or Today extension's scene; nil for an app's own screen.
    public var simulatedAppContext: String?
    /// Where the element starts.
    public var location: SourceLocation

    /// A view of `kind` written as `elementName`; every other part defaults to not stored.
    public init(kind: ViewKind, elementName: String, id: String?, location: SourceLocation) {
        self.kind = kind
        self.elementName = elementName
        self.id = id
        self.translatesAutoresizingMaskIntoConstraints = true
        self.isHidden = false
        self.isInstalled = true
        self.contentHuggingPriority = AxisPriorities()
        self.compressionResistancePriority = AxisPriorities()
        self.layoutGuides = []
        self.subviews = []
        self.keyedViews = []
        self.cells = []
        self.constraints = []
        self.variations = []
        self.connections = []
        self.location = location
    }

    /// The view held under `key`, e.g. a cell's `contentView`.
    public func keyedView(_ key: String) -> IBView? {
        keyedViews.first { $0.key == key }
    }

    /// A cell's or visual effect view's content view.
    public var contentView: IBView? { keyedView("contentView") }

    /// The safe area layout guide, when the view has one.
    public var safeArea: ViewLayoutGuide? { layoutGuide(.safeArea) }

    /// The layout guide of `kind`, when the view has one.
    public func layoutGuide(_ kind: ViewLayoutGuide.Kind) -> ViewLayoutGuide? {
        layoutGuides.first { $0.kind == kind }
    }

    /// Every view of this tree (this one, keyed views, subviews, cells, static cells), depth first
    /// in file order.
    public var allViews: [IBView] {
        var result = [self]
        for child in children { result += child.allViews }
        return result
    }

    /// The view with `id` in this tree, if any.
    public func view(withID id: String) -> IBView? {
        if self.id == id { return self }
        for child in children {
            if let found = child.view(withID: id) { return found }
        }
        return nil
    }

    /// The direct children of every sort, in the order they are searched.
    var children: [IBView] {
        keyedViews + subviews + cells + (table?.sections.flatMap(\.cells) ?? [])
    }
}
