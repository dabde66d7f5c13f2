// The syntax tree of one Visual Format Language string (docs/reference/visual-format.md), as the parser hands it
// to the code that makes constraints. Nothing here knows about views or constraints: names
// stay names, numbers stay numbers, and every element keeps its character offset in the
// format so that later errors and descriptions can point at it.
//
// Offsets are 0-based indices into the format's characters. UIKit only accepts ASCII formats,
// so character, UTF-8 byte and UTF-16 offsets are all the same number.

/// Which axis a format string lays out: `H:` (the default) or `V:`.
enum VisualFormatOrientation: Sendable, Hashable {
    case horizontal
    case vertical
}

/// A predicate's relation: `==` (also when none is written), `<=` or `>=`.
enum VisualFormatRelation: Sendable, Hashable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}

/// A number written in the format, or a metric resolved to its value.
struct VisualFormatValue: Sendable, Hashable {
    /// The number, or the metric's value.
    var value: Double
    /// The metric's name when the format names a metric; nil for a literal number.
    var metricName: String?

    init(_ value: Double, metricName: String? = nil) {
        self.value = value
        self.metricName = metricName
    }
}

/// What a predicate compares with.
enum VisualFormatPredicateObject: Sendable, Hashable {
    /// A number or a metric: `[v(50)]`, `-(margin)-`.
    case constant(VisualFormatValue)
    /// Another view's width (H) or height (V): `[v(==w)]`. Only inside a view's parentheses;
    /// the constant is then 0 (the format has no way to write an offset).
    case view(name: String)
}

/// One predicate: `(relation)? object (@priority)?`.
struct VisualFormatPredicate: Sendable, Hashable {
    var relation: VisualFormatRelation
    var object: VisualFormatPredicateObject
    /// The priority after `@` (a number or a metric), nil when none is written (required, 1000).
    /// UIKit stores it as a Float (UILayoutPriority), so 999.9999999 becomes 1000 there.
    var priority: VisualFormatValue?
    /// From the relation (or the object when there is none) to the end of the priority.
    var range: Range<Int>
}

/// What joins two neighbours (view–view, bar–view or view–bar).
struct VisualFormatConnection: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// Nothing between them (`[a][b]`, `|[a]`): `==` 0.
        case flush
        /// A lone `-` (`[a]-[b]`, `|-[a]`): the system spacing, 8 between siblings; to a bar,
        /// the superview's layout margin (iOS 8+, docs/reference/margins.md#visual-format-margins).
        case standard
        /// `-20-`, `-(>=20@750)-`, `-(>=10,<=30)-`: one constraint per predicate, in order.
        /// Objects are always constants here (a view name is an error).
        case predicates([VisualFormatPredicate])
    }

    var kind: Kind
    /// The connection's characters (`-20-`, `-`); empty, at the right neighbour, for `.flush`.
    var range: Range<Int>
}

/// `[name(predicates)]`.
struct VisualFormatView: Sendable, Hashable {
    /// A key of the views dictionary (checked by the parser).
    var name: String
    /// Size predicates on the view's width (H) or height (V), in written order; empty when the
    /// view has no parentheses.
    var predicates: [VisualFormatPredicate]
    /// From `[` to `]` inclusive.
    var range: Range<Int>
}

/// A `|` at either end, with the connection between it and the outermost view.
struct VisualFormatSuperviewEdge: Sendable, Hashable {
    /// Where the `|` is.
    var barOffset: Int
    /// Between the bar and the first (leading edge) or last (trailing edge) view.
    var connection: VisualFormatConnection
    /// Where UIKit's caret points when this bar cannot be resolved ("Unable to interpret '|'
    /// character, because the related view doesn't have a superview"): just after the first
    /// view's `]` for the leading bar, just after the `|` for the trailing one. This is the
    /// offset of the matching `VisualFormatCheckpoint`.
    var errorOffset: Int
}

/// A whole format string: `(H:|V:)? (|connection)? view (connection view)* (connection|)?`.
///
/// `connections[i]` joins `views[i]` and `views[i + 1]`, so there is one connection fewer
/// than views. Order in which UIKit emits constraints, for whoever turns this into them:
/// the first view's size predicates (or, with a leading bar, the bar's connection and then
/// the first view's size predicates), then for each following view its connection and then
/// its size predicates, then the trailing bar's connection, then all alignment constraints
/// made by the format options (one per option bit per neighbouring pair of views).
struct VisualFormatLayout: Sendable, Hashable {
    var format: String
    var orientation: VisualFormatOrientation
    /// `|` before the first view, nil when there is none.
    var leadingSuperview: VisualFormatSuperviewEdge?
    /// At least one.
    var views: [VisualFormatView]
    /// `views.count - 1` connections.
    var connections: [VisualFormatConnection]
    /// `|` after the last view, nil when there is none.
    var trailingSuperview: VisualFormatSuperviewEdge?
}

/// A moment during parsing at which UIKit resolves views into constraints and can fail for
/// reasons the parser cannot see (a bar whose view has no superview, an alignment option that
/// is invalid for the orientation). The parser reports each one, in UIKit's order, to the
/// `check` closure given to `VisualFormatParser.parse`; a reason returned by the closure
/// becomes a `VisualFormatError` at `offset`, so that the first error UIKit would report is the
/// one we report, even when later characters are malformed too.
enum VisualFormatCheckpoint: Sendable, Hashable {
    /// The leading bar's connection is being made; `view` is the first view, whose superview
    /// the `|` stands for.
    case leadingSuperview(view: String, offset: Int)
    /// A connection between two neighbouring views is being made (where UIKit also checks and
    /// adds the format options' alignment constraints).
    case betweenViews(first: String, second: String, offset: Int)
    /// The trailing bar's connection is being made; `view` is the last view.
    case trailingSuperview(view: String, offset: Int)

    /// Where UIKit's caret points if this step fails.
    var offset: Int {
        switch self {
        case .leadingSuperview(_, let offset), .betweenViews(_, _, let offset),
            .trailingSuperview(_, let offset):
            offset
        }
    }
}
