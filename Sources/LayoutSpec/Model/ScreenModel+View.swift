extension ScreenModel {
    /// A view: its class with that class's properties, the properties every view has, its
    /// layout guides, its subviews and its SnapKit lines.
    public struct View: Equatable, Sendable {
        /// The view's class, with what only that class has; `plain`, a `UIView`, unless given.
        public var kind: Kind
        /// Names the view for constraints, expectations and the tools; it becomes the view's
        /// `accessibilityIdentifier`.
        public var name: String?
        /// The class reports name when it is not the kind's: a custom class the layout treats as
        /// its nearest UIKit class (`AvatarView`), or a UIKit class laid out as a stand-in
        /// (`UISlider`). Interface Builder documents set it; the spec format has no key for it.
        public var className: String?
        /// The background colour.
        public var color: Color?
        /// In the superview's coordinates: the view's frame before layout (for an Interface
        /// Builder document, the frame it stores).
        public var frame: Rect?
        /// The view's `autoresizingMask`: how its frame follows its superview's size while it
        /// translates the mask into constraints; nil keeps none.
        public var autoresizingMask: AutoresizingMask?
        /// Nil lets the builder decide: false for a view that constraints lay out, as the
        /// spec format describes.
        public var translatesAutoresizingMaskIntoConstraints: Bool?
        /// The view's `isHidden`; nil keeps false. A hidden arranged subview gives up its place in
        /// a stack view.
        public var isHidden: Bool?
        /// The view's `layoutMargins`, in points, which stay on their sides in right-to-left
        /// layout; nil keeps UIKit's (8 on every side for most views). The effective margins can be
        /// larger: the safe area and preserved superview margins add to them, and a root view's are
        /// at least the system minimum.
        public var layoutMargins: Insets?
        /// The view's `directionalLayoutMargins`, in points, whose leading and trailing follow the
        /// layout direction; set after ``layoutMargins``, so it wins when both are given.
        public var directionalLayoutMargins: DirectionalInsets?
        /// The view's `preservesSuperviewLayoutMargins`: whether its margins are at least its
        /// superview's where the two overlap; nil keeps false.
        public var preservesSuperviewLayoutMargins: Bool?
        /// The view's `insetsLayoutMarginsFromSafeArea`: whether its safe-area insets add to its
        /// margins; nil keeps true.
        public var insetsLayoutMarginsFromSafeArea: Bool?
        /// The view's `layoutMarginsFollowReadableWidth`: whether its leading and trailing margins
        /// widen to its readable content guide; nil keeps false.
        public var layoutMarginsFollowReadableWidth: Bool?
        /// The view's `semanticContentAttribute`, which decides its layout direction; nil keeps
        /// `unspecified`, the superview's direction.
        public var semanticContentAttribute: SemanticContentAttribute?
        /// Makes a plain view a stand-in for content (a label, an image) of this size. On a
        /// label, button, image view or text field it replaces what the content measures (the
        /// spec format allows it on plain views only; Interface Builder documents laid out with
        /// their stored content sizes set it on those too).
        public var intrinsicContentSize: IntrinsicSize?
        /// The view's content hugging priorities, `setContentHuggingPriority(_:for:)`: how strongly
        /// it resists growing beyond its intrinsic size on each axis; nil keeps UIKit's, 250 for
        /// views made in code.
        public var contentHuggingPriority: AxisPriorities?
        /// The view's compression resistance priorities,
        /// `setContentCompressionResistancePriority(_:for:)`: how strongly it resists shrinking
        /// below its intrinsic size on each axis; nil keeps UIKit's, 750.
        public var contentCompressionResistancePriority: AxisPriorities?
        /// Layout guides added to this view.
        public var guides: [Guide]
        /// In order; a stack view's are its arranged subviews.
        public var subviews: [View]
        /// The body of this view's `snp.makeConstraints { make in … }`, one line each.
        public var snapKit: [SnapKitLine]
        /// Where the view's mapping starts: errors about the view, such as a name used twice or an
        /// unknown colour, are reported there.
        @IgnoredByEquality public var location: SourceLocation?

        /// A view of `kind`; every property left nil keeps UIKit's default.
        public init(
            _ kind: Kind = .plain, name: String? = nil, className: String? = nil, color: Color? = nil,
            frame: Rect? = nil,
            autoresizingMask: AutoresizingMask? = nil, translatesAutoresizingMaskIntoConstraints: Bool? = nil,
            isHidden: Bool? = nil, layoutMargins: Insets? = nil, directionalLayoutMargins: DirectionalInsets? = nil,
            preservesSuperviewLayoutMargins: Bool? = nil, insetsLayoutMarginsFromSafeArea: Bool? = nil,
            semanticContentAttribute: SemanticContentAttribute? = nil, intrinsicContentSize: IntrinsicSize? = nil,
            contentHuggingPriority: AxisPriorities? = nil, contentCompressionResistancePriority: AxisPriorities? = nil,
            guides: [Guide] = [], subviews: [View] = [], snapKit: [SnapKitLine] = [], location: SourceLocation? = nil
        ) {
            self.kind = kind
            self.name = name
            self.className = className
            self.color = color
            self.frame = frame
            self.autoresizingMask = autoresizingMask
            self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
            self.isHidden = isHidden
            self.layoutMargins = layoutMargins
            self.directionalLayoutMargins = directionalLayoutMargins
            self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
            self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
            self.semanticContentAttribute = semanticContentAttribute
            self.intrinsicContentSize = intrinsicContentSize
            self.contentHuggingPriority = contentHuggingPriority
            self.contentCompressionResistancePriority = contentCompressionResistancePriority
            self.guides = guides
            self.subviews = subviews
            self.snapKit = snapKit
            self.location = location
        }

        /// The view's class with what only that class has.
        public enum Kind: Equatable, Sendable {
            /// A `UIView`.
            case plain
            /// A `UIScrollView`, with its scroll-view settings.
            case scrollView(ScrollView)
            /// A `UITableView`, with its style, rows and scroll-view settings.
            case tableView(TableView)
            /// A `UILabel`, sized by its text.
            case label(Label)
            /// A `UIButton`, sized by its title and image.
            case button(Button)
            /// A `UITextField`, sized by its text and font.
            case textField(TextField)
            /// A `UIImageView`, sized by its image.
            case imageView(ImageView)
            /// A `UISwitch`, always 51 × 31 points.
            case `switch`(Switch)
            /// A `UIActivityIndicatorView`, sized by its style (20 points medium, 37 large).
            case activityIndicator(ActivityIndicator)
            /// A `UIStackView`, which lays its subviews out in a line as its arranged subviews.
            case stackView(StackView)
            /// A `UISegmentedControl`, as wide as its segments' titles.
            case segmentedControl(SegmentedControl)
            /// A `UISlider`, 30 points tall with no intrinsic width.
            case slider(Slider)
            /// A `UIStepper`, 94 × 32 points.
            case stepper(Stepper)
            /// A `UIProgressView`, 4 points tall with no intrinsic width.
            case progressView(ProgressView)
            /// A `UIPageControl`, as wide as its pages' dots.
            case pageControl(PageControl)
            /// A `UISearchBar`, 56 points tall with no intrinsic width.
            case searchBar(SearchBar)
            /// A `UITextView`: a scroll view, sized by its text when it does not scroll.
            case textView(TextView)
            /// A `UIDatePicker`, sized by its mode and style.
            case datePicker(DatePicker)
            /// A `UIPickerView`, 320 × 216 points.
            case pickerView
            /// A `UIVisualEffectView`, whose subviews go into its content view.
            case visualEffectView

            /// UIKit's class name.
            public var className: String {
                switch self {
                case .plain: "UIView"
                case .scrollView: "UIScrollView"
                case .tableView: "UITableView"
                case .label: "UILabel"
                case .button: "UIButton"
                case .textField: "UITextField"
                case .imageView: "UIImageView"
                case .switch: "UISwitch"
                case .activityIndicator: "UIActivityIndicatorView"
                case .stackView: "UIStackView"
                case .segmentedControl: "UISegmentedControl"
                case .slider: "UISlider"
                case .stepper: "UIStepper"
                case .progressView: "UIProgressView"
                case .pageControl: "UIPageControl"
                case .searchBar: "UISearchBar"
                case .textView: "UITextView"
                case .datePicker: "UIDatePicker"
                case .pickerView: "UIPickerView"
                case .visualEffectView: "UIVisualEffectView"
                }
            }
        }

        /// The scroll-view settings of a scroll, table or text view; nil for other views, on
        /// which setting them changes nothing.
        public var scrollView: ScrollView? {
            get {
                switch kind {
                case .scrollView(let scrollView): scrollView
                case .tableView(let table): table.scrollView
                case .textView(let textView): textView.scrollView
                default: nil
                }
            }
            set {
                guard let newValue else { return }
                switch kind {
                case .scrollView: kind = .scrollView(newValue)
                case .tableView(var table):
                    table.scrollView = newValue
                    kind = .tableView(table)
                case .textView(var textView):
                    textView.scrollView = newValue
                    kind = .textView(textView)
                default: break
                }
            }
        }
    }

    /// A layout guide added to a view.
    public struct Guide: Equatable, Sendable {
        /// Names the guide for constraints and expectations.
        public var name: String
        /// The guide's `identifier`; its name when nil.
        public var identifier: String?
        /// Where the guide's name is written.
        @IgnoredByEquality public var location: SourceLocation?

        /// A guide named `name`, identified by `identifier` or else by its name.
        public init(_ name: String, identifier: String? = nil, location: SourceLocation? = nil) {
            self.name = name
            self.identifier = identifier
            self.location = location
        }
    }

    /// The autoresizing flags, by UIKit's names.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// `UIView.AutoresizingMask.flexibleLeftMargin`: the space to the superview's left edge
        /// takes part in a change of the superview's width.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
        /// `UIView.AutoresizingMask.flexibleWidth`: the view's width takes part in a change of the
        /// superview's width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        /// `UIView.AutoresizingMask.flexibleRightMargin`: the space to the superview's right edge
        /// takes part in a change of the superview's width.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
        /// `UIView.AutoresizingMask.flexibleTopMargin`: the space to the superview's top edge takes
        /// part in a change of the superview's height.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
        /// `UIView.AutoresizingMask.flexibleHeight`: the view's height takes part in a change of
        /// the superview's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
        /// `UIView.AutoresizingMask.flexibleBottomMargin`: the space to the superview's bottom edge
        /// takes part in a change of the superview's height.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)

        /// The flags by the names specs write, in this order.
        public static let names: [(String, AutoresizingMask)] = [
            ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
            ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
            ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
        ]
    }

    /// UIKit's semantic content attributes.
    public enum SemanticContentAttribute: String, CaseIterable, Codable, Sendable {
        /// `UISemanticContentAttribute`'s case of the same name: `unspecified` takes the
        /// superview's direction, `playback` and `spatial` lay the view out left-to-right, and the
        /// forced ones fix the direction of the view and of its subviews left `unspecified`
        /// (docs/reference/attributes.md).
        case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
    }

    /// A stand-in's intrinsic content size; nil on an axis for none (`UIView.noIntrinsicMetric`).
    public struct IntrinsicSize: Equatable, Sendable {
        /// The intrinsic width in points; nil for none (`UIView.noIntrinsicMetric`).
        public var width: Double?
        /// The intrinsic height in points; nil for none (`UIView.noIntrinsicMetric`).
        public var height: Double?

        /// A stand-in's size, `width` × `height` points; nil on an axis for none.
        public init(width: Double?, height: Double?) {
            self.width = width
            self.height = height
        }
    }

    /// Content hugging or compression resistance priorities, per axis; nil leaves UIKit's.
    public struct AxisPriorities: Equatable, Sendable {
        /// The priority on the horizontal axis, 1…1000; nil keeps UIKit's.
        public var horizontal: Float?
        /// The priority on the vertical axis, 1…1000; nil keeps UIKit's.
        public var vertical: Float?

        /// Priorities per axis; nil keeps UIKit's on that axis.
        public init(horizontal: Float? = nil, vertical: Float? = nil) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// The same priority on both axes.
        public init(_ both: Float) {
            self.init(horizontal: both, vertical: both)
        }
    }
}
