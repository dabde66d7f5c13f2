import InterfaceBuilder

/// How each Interface Builder view kind is laid out: as one of the screen model's classes, or
/// as a plain view standing in for a UIKit class OpenUIKit does not have yet, with that class's
/// intrinsic size. When OpenUIKit gains a class, its entry becomes that class (as
/// `.slider: Entry(.slider)` replaced a stand-in when OpenUIKit gained UISlider).
enum ViewKindTable {
    /// The screen model class a view becomes.
    enum Layout: Equatable {
        case plain, label, button, imageView, textField, toggle, activityIndicator, stackView, scrollView, tableView
        case segmentedControl, slider, stepper, progressView, pageControl, searchBar, textView, datePicker, pickerView
        case visualEffectView

        /// Whether a view of the layout can be given a placeholder intrinsic size.
        var takesPlaceholderSize: Bool {
            [.plain, .label, .button, .imageView, .textField, .stackView, .scrollView, .tableView].contains(self)
        }

        /// Whether the layout is one of OpenUIKit's standard controls, which measure themselves.
        var isStandardControl: Bool {
            [
                .segmentedControl, .slider, .stepper, .progressView, .pageControl, .searchBar, .textView, .datePicker,
                .pickerView, .visualEffectView,
            ].contains(self)
        }
    }

    /// A stand-in's intrinsic size on one axis.
    enum StandInLength: Equatable {
        /// None (`UIView.noIntrinsicMetric`): the class has no natural length on this axis.
        case none
        /// The view's stored frame's: the class's length depends on content the document model
        /// does not keep (segment titles, page counts, picker styles), and Interface Builder
        /// stores the frame it measured.
        case stored
    }

    struct Entry {
        var layout: Layout
        /// The class reports name when the layout's class is not the view's.
        var className: String?
        /// A stand-in's intrinsic width and height; nil for a class laid out as itself.
        var standIn: (width: StandInLength, height: StandInLength)?

        init(_ layout: Layout, className: String? = nil) {
            self.layout = layout
            self.className = className
        }

        /// A plain view standing in for `className`, with its intrinsic lengths.
        static func standIn(_ className: String, width: StandInLength, height: StandInLength) -> Entry {
            var entry = Entry(.plain, className: className)
            entry.standIn = (width, height)
            return entry
        }
    }

    /// The entry of every kind.
    static let entries: [ViewKind: Entry] = [
        .view: Entry(.plain),
        .label: Entry(.label),
        .button: Entry(.button),
        .imageView: Entry(.imageView),
        .textField: Entry(.textField),
        .textView: Entry(.textView),
        .switch: Entry(.toggle),
        .segmentedControl: Entry(.segmentedControl),
        .slider: Entry(.slider),
        .stepper: Entry(.stepper),
        .progressView: Entry(.progressView),
        .activityIndicatorView: Entry(.activityIndicator),
        .pageControl: Entry(.pageControl),
        .datePicker: Entry(.datePicker),
        .pickerView: Entry(.pickerView),
        .searchBar: Entry(.searchBar),
        .stackView: Entry(.stackView),
        .scrollView: Entry(.scrollView),
        .tableView: Entry(.tableView),
        .tableViewCell: Entry(.plain, className: "UITableViewCell"),
        .tableViewCellContentView: Entry(.plain, className: "UITableViewCellContentView"),
        .collectionView: Entry(.scrollView, className: "UICollectionView"),
        .collectionViewCell: Entry(.plain, className: "UICollectionViewCell"),
        .collectionViewCellContentView: Entry(.plain, className: "UICollectionViewCellContentView"),
        .collectionReusableView: Entry(.plain, className: "UICollectionReusableView"),
        .visualEffectView: Entry(.visualEffectView),
        .containerView: Entry(.plain),
        .navigationBar: .standIn("UINavigationBar", width: .none, height: .stored),
        .toolbar: .standIn("UIToolbar", width: .none, height: .stored),
        .tabBar: .standIn("UITabBar", width: .none, height: .stored),
        .mapView: Entry(.plain, className: "MKMapView"),
        .wkWebView: Entry(.plain, className: "WKWebView"),
        .webView: Entry(.plain, className: "UIWebView"),
        .arscnView: Entry(.plain, className: "ARSCNView"),
        .arskView: Entry(.plain, className: "ARSKView"),
        .skView: Entry(.plain, className: "SKView"),
        .sceneKitView: Entry(.plain, className: "SCNView"),
        .glkView: Entry(.plain, className: "GLKView"),
        .mtkView: Entry(.plain, className: "MTKView"),
        .colorWell: .standIn("UIColorWell", width: .stored, height: .stored),
        .unknown: Entry(.plain),
    ]

    /// The entry for `kind`.
    static func entry(_ kind: ViewKind) -> Entry {
        entries[kind] ?? Entry(.plain)
    }

    /// The UIKit classes laid out as plain stand-ins, for the documentation and its test.
    static var standInClassNames: [String] {
        ViewKind.allCases.compactMap { kind in
            let entry = entry(kind)
            return entry.standIn == nil ? nil : entry.className
        }
    }
}
