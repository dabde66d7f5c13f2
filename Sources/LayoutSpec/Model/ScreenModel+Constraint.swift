extension ScreenModel {
    /// A typed constraint: `firstItem.firstAttribute relation secondItem.secondAttribute ×
    /// multiplier + constant`, at a priority, with an identifier, active or not.
    ///
    /// An anchor equation of a spec (`orange.top == blue.topMargin + 10 @750`) reads into one, and
    /// so will an Interface Builder constraint. A shorthand attribute (`edges`, `size`, `center`,
    /// `directionalEdges`) stands for the constraints of each of its attributes, made together;
    /// with `edges` the constant is an inset.
    public struct Constraint: Equatable, Sendable {
        public var firstItem: ItemReference
        public var firstAttribute: Attribute
        public var relation: Relation
        /// Nil for a constant (`a.height >= 44`).
        public var secondItem: ItemReference?
        /// Nil with a second item: the first attribute (`blue.edges == superview`).
        public var secondAttribute: Attribute?
        public var multiplier: Double
        public var constant: Double
        /// 1…1000.
        public var priority: Float
        public var identifier: String?
        /// An inactive constraint is made but not activated, as when code toggles between two.
        public var isActive: Bool
        /// Where the constraint is written: UIKit's refusals are reported there.
        @IgnoredByEquality public var location: SourceLocation?

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
            case lessThanOrEqual = "<="
            case equal = "=="
            case greaterThanOrEqual = ">="
        }
    }

    /// Layout attributes by UIKit's names, and the spec format's shorthands for several.
    public enum Attribute: String, CaseIterable, Codable, Sendable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
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

        public var origin: Origin
        public var steps: [Step]
        /// Where the reference starts.
        @IgnoredByEquality public var location: SourceLocation?
        /// Where each step is written.
        @IgnoredByEquality public var stepLocations: [SourceLocation?]

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
        public var format: String
        public var options: [VisualFormatOption]
        public var metrics: [String: Double]
        /// Where the format's text starts: parse errors point inside it.
        @IgnoredByEquality public var location: SourceLocation?

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
        case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
        case alignAllCenterX, alignAllCenterY, alignAllLastBaseline, alignAllFirstBaseline
        case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft, spacingBaselineToBaseline
    }

    /// One line of a view's SnapKit `makeConstraints` closure (`make.top.equalTo(blue.snp.bottom)`);
    /// OpenSnapKit gives it its meaning when the screen is built, so the model keeps the text.
    public struct SnapKitLine: Equatable, Sendable {
        public var text: String
        /// Where the line's text starts: errors point inside it.
        @IgnoredByEquality public var location: SourceLocation?

        public init(_ text: String, location: SourceLocation? = nil) {
            self.text = text
            self.location = location
        }
    }
}
