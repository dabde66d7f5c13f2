extension ScreenModel {
    /// A view: its class with that class's properties, the properties every view has, its
    /// layout guides, its subviews and its SnapKit lines.
    public struct View: Equatable, Sendable {
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
        public var autoresizingMask: AutoresizingMask?
        /// Nil lets the builder decide: false for a view that constraints lay out, as the
        /// spec format describes.
        public var translatesAutoresizingMaskIntoConstraints: Bool?
        public var isHidden: Bool?
        public var layoutMargins: Insets?
        public var directionalLayoutMargins: DirectionalInsets?
        public var preservesSuperviewLayoutMargins: Bool?
        public var insetsLayoutMarginsFromSafeArea: Bool?
        public var semanticContentAttribute: SemanticContentAttribute?
        /// Makes a plain view a stand-in for content (a label, an image) of this size. On a
        /// label, button, image view or text field it replaces what the content measures (the
        /// spec format allows it on plain views only; Interface Builder documents laid out with
        /// their stored content sizes set it on those too).
        public var intrinsicContentSize: IntrinsicSize?
        public var contentHuggingPriority: AxisPriorities?
        public var contentCompressionResistancePriority: AxisPriorities?
        /// Layout guides added to this view.
        public var guides: [Guide]
        /// In order; a stack view's are its arranged subviews.
        public var subviews: [View]
        /// The body of this view's `snp.makeConstraints { make in … }`, one line each.
        public var snapKit: [SnapKitLine]
        @IgnoredByEquality public var location: SourceLocation?

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
            case scrollView(ScrollView)
            case tableView(TableView)
            case label(Label)
            case button(Button)
            case textField(TextField)
            case imageView(ImageView)
            case `switch`(Switch)
            case activityIndicator(ActivityIndicator)
            case stackView(StackView)

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
                }
            }
        }

        /// The scroll-view settings of a scroll or table view; nil for other views, on which
        /// setting them changes nothing.
        public var scrollView: ScrollView? {
            get {
                switch kind {
                case .scrollView(let scrollView): scrollView
                case .tableView(let table): table.scrollView
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
        @IgnoredByEquality public var location: SourceLocation?

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

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
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
        case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
    }

    /// A stand-in's intrinsic content size; nil on an axis for none (`UIView.noIntrinsicMetric`).
    public struct IntrinsicSize: Equatable, Sendable {
        public var width: Double?
        public var height: Double?

        public init(width: Double?, height: Double?) {
            self.width = width
            self.height = height
        }
    }

    /// Content hugging or compression resistance priorities, per axis; nil leaves UIKit's.
    public struct AxisPriorities: Equatable, Sendable {
        public var horizontal: Float?
        public var vertical: Float?

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
