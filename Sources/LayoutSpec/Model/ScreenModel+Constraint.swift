extension ScreenModel {
    /// A typed constraint: `firstItem.firstAttribute relation secondItem.secondAttribute ×
    /// multiplier + constant`, at a priority, with an identifier, active or not.
    ///
    /// An anchor equation of a spec (`orange.top == blue.topMargin + 10 @750`) reads into one, and
    /// so will an Interface Builder constraint. A shorthand attribute (`edges`, `size`, `center`,
    /// `directionalEdges`) stands for the constraints of each of its attributes, made together;
    /// with `edges` the constant is an inset.
    public struct Constraint: Equatable, Sendable {
        /// The item the constraint places, the left-hand side without its attribute (`orange` in
        /// `orange.top == blue.topMargin + 10`): `NSLayoutConstraint`'s `firstItem`.
        public var firstItem: ItemReference
        /// The left-hand attribute, `NSLayoutConstraint`'s `firstAttribute`; a shorthand (`edges`,
        /// `size` …) makes one constraint for each attribute it stands for.
        public var firstAttribute: Attribute
        /// How the left-hand side compares with the right-hand side, `NSLayoutConstraint`'s
        /// `relation`; `==` unless given.
        public var relation: Relation
        /// Nil for a constant (`a.height >= 44`).
        public var secondItem: ItemReference?
        /// Nil with a second item: the first attribute (`blue.edges == superview`).
        public var secondAttribute: Attribute?
        /// What the second attribute is multiplied by, `NSLayoutConstraint`'s `multiplier`; 1
        /// unless given. `0.5 * b.width` and `b.width / 2` both read as 0.5.
        public var multiplier: Double
        /// Points added to the right-hand side, or the whole of it without a second item
        /// (`NSLayoutConstraint`'s `constant`); 0 unless given. With `edges` or `directionalEdges`
        /// it is an inset: the bottom and right (or trailing) constraints get it negated, so
        /// `inner.edges == outer + 10` keeps 10 points inside every edge.
        public var constant: Double
        /// 1…1000.
        public var priority: Float
        /// `NSLayoutConstraint`'s `identifier`, given to every constraint a shorthand makes;
        /// constraint descriptions and UIKit's unsatisfiable-constraint logs print it. None unless
        /// given.
        public var identifier: String?
        /// An inactive constraint is made but not activated, as when code toggles between two.
        public var isActive: Bool
        /// Whether UIKit makes the constraint rather than the app (a table row's place and size,
        /// which the mapping of an Interface Builder document writes out): in a conflict UIKit
        /// breaks one of the app's constraints before one of its own
        /// (docs/reference/priorities.md). False unless set.
        public var isMadeByUIKit = false
        /// Where the constraint is written: UIKit's refusals are reported there.
        @IgnoredByEquality public var location: SourceLocation?

        /// The constraint `firstItem.firstAttribute relation secondItem.secondAttribute ×
        /// multiplier + constant` at `priority`, or `firstItem.firstAttribute relation constant`
        /// without a second item. The defaults make a required, active `==` constraint with a
        /// multiplier of 1 and a constant of 0.
        public init(
            _ firstItem: ItemReference, _ firstAttribute: Attribute, _ relation: Relation = .equal,
            _ secondItem: ItemReference? = nil, _ secondAttribute: Attribute? = nil, multiplier: Double = 1,
            constant: Double = 0, priority: Float = 1000, identifier: String? = nil, isActive: Bool = true,
            location: SourceLocation? = nil
        ) {
            self.firstItem = firstItem
            self.firstAttribute = firstAttribute
            self.relation = relation
            self.secondItem = secondItem
            self.secondAttribute = secondAttribute
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
            self.identifier = identifier
            self.isActive = isActive
            self.location = location
        }

        /// UIKit's relations, by the symbols equations write.
        public enum Relation: String, CaseIterable, Codable, Sendable {
            /// `<=`, `NSLayoutConstraint.Relation.lessThanOrEqual`: the left-hand side at most the
            /// right-hand side.
            case lessThanOrEqual = "<="
            /// `==`, `NSLayoutConstraint.Relation.equal`.
            case equal = "=="
            /// `>=`, `NSLayoutConstraint.Relation.greaterThanOrEqual`: the left-hand side at least
            /// the right-hand side.
            case greaterThanOrEqual = ">="
        }
    }

    /// Layout attributes by UIKit's names, and the spec format's shorthands for several.
    public enum Attribute: String, CaseIterable, Codable, Sendable {
        /// `NSLayoutConstraint.Attribute`'s attribute of the same name: an edge, a dimension, a
        /// centre or the last baseline of the item; `leading` and `trailing` follow the layout
        /// direction (docs/reference/attributes.md).
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        /// `NSLayoutConstraint.Attribute`'s attribute of the same name: the item's first baseline,
        /// or an edge of its layout-margins rectangle (a view's bounds inset by its effective
        /// margins, a layout guide's own rectangle).
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        /// `NSLayoutConstraint.Attribute`'s attribute of the same name: the centre, on one axis, of
        /// the item's layout-margins rectangle.
        case centerXWithinMargins, centerYWithinMargins
        /// top, left, bottom, right.
        case edges
        /// top, leading, bottom, trailing.
        case directionalEdges
        /// width, height.
        case size
        /// centerX, centerY.
        case center

        /// The single attributes a shorthand stands for; the attribute itself otherwise.
        public var components: [Attribute] {
            switch self {
            case .edges: [.top, .left, .bottom, .right]
            case .directionalEdges: [.top, .leading, .bottom, .trailing]
            case .size: [.width, .height]
            case .center: [.centerX, .centerY]
            default: [self]
            }
        }
    }

    /// What a constraint relates: a view, layout guide or controller (its root view) by name,
    /// or the first item's superview, then any number of steps to a superview or to one of a
    /// view's guides.
    ///
    /// `blue` is `.named("blue")`; `main.safeArea` adds a `.safeArea` step; the spec's
    /// `superview.leading` on the right-hand side is `.superviewOfFirstItem` with no step, and its
    /// `margins.top` the same with a `.margins` step.
    public struct ItemReference: Equatable, Sendable {
        /// Where a reference starts: a name, or the first item's superview.
        public enum Origin: Equatable, Sendable {
            /// The view, layout guide or controller with this name.
            case named(String)
            /// The superview of the constraint's first item (a guide's owning view).
            case superviewOfFirstItem
        }

        /// One step from an item.
        public enum Step: String, CaseIterable, Codable, Sendable {
            /// A view's superview, a guide's owning view.
            case superview
            /// `safeAreaLayoutGuide`.
            case safeArea
            /// `layoutMarginsGuide`.
            case margins
            /// `readableContentGuide`.
            case readableContent
            /// A scroll view's guides.
            case contentLayoutGuide, frameLayoutGuide
            /// The layout guides of the controller whose root view is the item or its closest
            /// ancestor.
            case topLayoutGuide, bottomLayoutGuide
        }

        /// Where the reference starts, before its steps.
        public var origin: Origin
        /// The steps from the origin, in order: `main.safeArea` is the one step `.safeArea` from
        /// the origin `.named("main")`.
        public var steps: [Step]
        /// Where the reference starts.
        @IgnoredByEquality public var location: SourceLocation?
        /// Where each step is written.
        @IgnoredByEquality public var stepLocations: [SourceLocation?]

        /// A reference from `origin` through `steps`; `location` is where it starts and
        /// `stepLocations` where each step is written.
        public init(
            _ origin: Origin, steps: [Step] = [], location: SourceLocation? = nil, stepLocations: [SourceLocation?] = []
        ) {
            self.origin = origin
            self.steps = steps
            self.location = location
            self.stepLocations = stepLocations
        }

        /// The view, layout guide or controller named `name`.
        public static func named(_ name: String, _ steps: Step...) -> ItemReference {
            ItemReference(.named(name), steps: steps)
        }

        /// The first item's superview, then `steps`.
        public static func superview(_ steps: Step...) -> ItemReference {
            ItemReference(.superviewOfFirstItem, steps: steps)
        }

        /// As an equation writes it: `blue.margins`, `superview`, `safeArea`.
        public var text: String {
            var words: [String]
            var rest = steps[...]
            switch origin {
            case .named(let name):
                words = [name]
            case .superviewOfFirstItem:
                if let first = rest.first, first != .superview {
                    words = [first.rawValue]
                    rest = rest.dropFirst()
                } else {
                    words = ["superview"]
                }
            }
            return (words + rest.map(\.rawValue)).joined(separator: ".")
        }

        /// Where step `index` is written, or where the reference starts.
        func location(ofStep index: Int) -> SourceLocation? {
            (stepLocations.indices.contains(index) ? stepLocations[index] : nil) ?? location
        }
    }

    /// A line of Apple's Visual Format Language, with its options and its own metrics (the
    /// screen's ``ScreenModel/metrics`` apply too). UIKit's parser gives it its meaning when the
    /// screen is built, so the model keeps the text.
    public struct VisualFormat: Equatable, Sendable {
        /// The line as written (`H:|-[banner]-|`), for
        /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`; every named
        /// view and layout guide is in its views dictionary.
        public var format: String
        /// The format options, combined into one `NSLayoutConstraint.FormatOptions`; none unless
        /// given.
        public var options: [VisualFormatOption]
        /// Numbers only this line names, added to the screen's ``ScreenModel/metrics``; a name in
        /// both takes this line's value.
        public var metrics: [String: Double]
        /// Where the format's text starts: parse errors point inside it.
        @IgnoredByEquality public var location: SourceLocation?

        /// The line `format`, with its `options` and its own `metrics`.
        public init(
            _ format: String, options: [VisualFormatOption] = [], metrics: [String: Double] = [:],
            location: SourceLocation? = nil
        ) {
            self.format = format
            self.options = options
            self.metrics = metrics
            self.location = location
        }
    }

    /// `NSLayoutConstraint.FormatOptions` by UIKit's names.
    public enum VisualFormatOption: String, CaseIterable, Codable, Sendable {
        /// `NSLayoutConstraint.FormatOptions`' option of the same name: aligns every view the line
        /// names on this attribute, which must lie across the line's axis (UIKit refuses
        /// `alignAllTop` in a `V:` line).
        case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
        /// `NSLayoutConstraint.FormatOptions`' option of the same name: aligns every view the line
        /// names on this attribute, which must lie across the line's axis (UIKit refuses
        /// `alignAllTop` in a `V:` line).
        case alignAllCenterX, alignAllCenterY, alignAllLastBaseline, alignAllFirstBaseline
        /// `NSLayoutConstraint.FormatOptions`' option of the same name: the order in which a
        /// horizontal line places its views (leading to trailing, UIKit's default, left to right,
        /// or right to left), or, for `spacingBaselineToBaseline`, vertical spacing measured from
        /// the upper view's last baseline to the lower view's first.
        case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft, spacingBaselineToBaseline
    }

    /// One line of a view's SnapKit `makeConstraints` closure (`make.top.equalTo(blue.snp.bottom)`);
    /// OpenSnapKit gives it its meaning when the screen is built, so the model keeps the text.
    public struct SnapKitLine: Equatable, Sendable {
        /// The line as written, `make` first (`make.top.equalTo(blue.snp.bottom).offset(8)`).
        public var text: String
        /// Where the line's text starts: errors point inside it.
        @IgnoredByEquality public var location: SourceLocation?

        /// The line `text`, written at `location`.
        public init(_ text: String, location: SourceLocation? = nil) {
            self.text = text
            self.location = location
        }
    }
}
