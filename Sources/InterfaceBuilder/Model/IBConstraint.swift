/// A constraint as Interface Builder stores it inside a view's `<constraints>`:
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`.
///
/// A missing `firstItem` means the view that holds the constraint (``ownerID``); a missing
/// `secondItem` makes a constant constraint on the first item (a width or height). Items are ids
/// of views, of a view's layout guides, or of a controller's top and bottom layout guides.
public struct IBConstraint: Sendable, Hashable, Codable {
    /// The constraint's id.
    public var id: String?
    /// The id of the view whose `<constraints>` holds this constraint.
    public var ownerID: String?
    /// The first item's id as written; `nil` means the owner.
    public var firstItem: String?
    /// The first attribute.
    public var firstAttribute: LayoutAttribute
    /// The relation.
    public var relation: LayoutRelation
    /// The second item's id, if any.
    public var secondItem: String?
    /// The second attribute, if any.
    public var secondAttribute: LayoutAttribute?
    /// The multiplier: `multiplier="2"`, or a ratio such as `16:9` read as 16 / 9; 1 when not stored.
    public var multiplier: Double
    /// The constant; 0 when not stored.
    public var constant: Double
    /// Whether the constant is the system's standard spacing (`symbolic="YES"`); Interface Builder
    /// also writes the value it showed (8 or 20) as the constant.
    public var isStandardSpacing: Bool
    /// The priority; 1000 (required) when not stored.
    public var priority: Float
    /// The identifier UIKit reports in logs (`identifier`).
    public var identifier: String?
    /// Whether this is a design-time placeholder (`placeholder="YES"`), removed at build time.
    public var isPlaceholder: Bool
    /// Whether it is installed in the base configuration (`installed="NO"` when not).
    public var isInstalled: Bool
    /// Per-size-class values (`<variation key=… constant=…/>` children).
    public var variations: [IBVariation]
    /// Where the element starts.
    public var location: SourceLocation

    /// A constraint on `firstAttribute` with UIKit's defaults for everything not given.
    public init(
        id: String?, ownerID: String?, firstItem: String?, firstAttribute: LayoutAttribute,
        relation: LayoutRelation = .equal, secondItem: String? = nil, secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1, constant: Double = 0, isStandardSpacing: Bool = false, priority: Float = 1000,
        identifier: String? = nil, isPlaceholder: Bool = false, isInstalled: Bool = true,
        variations: [IBVariation] = [], location: SourceLocation
    ) {
        self.id = id
        self.ownerID = ownerID
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.isStandardSpacing = isStandardSpacing
        self.priority = priority
        self.identifier = identifier
        self.isPlaceholder = isPlaceholder
        self.isInstalled = isInstalled
        self.variations = variations
        self.location = location
    }

    /// The first item's id, with a missing `firstItem` resolved to the owner.
    public var resolvedFirstItem: String? { firstItem ?? ownerID }
}
