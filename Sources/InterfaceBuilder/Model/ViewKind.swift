/// The kind of a view, by the element Interface Builder writes for it.
public enum ViewKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `<view>`: UIView.
    case view
    /// `<label>`: UILabel.
    case label
    /// `<button>`: UIButton.
    case button
    /// `<imageView>`: UIImageView.
    case imageView
    /// `<textField>`: UITextField.
    case textField
    /// `<textView>`: UITextView.
    case textView
    /// `<switch>`: UISwitch.
    case `switch`
    /// `<segmentedControl>`: UISegmentedControl.
    case segmentedControl
    /// `<slider>`: UISlider.
    case slider
    /// `<stepper>`: UIStepper.
    case stepper
    /// `<progressView>`: UIProgressView.
    case progressView
    /// `<activityIndicatorView>`: UIActivityIndicatorView.
    case activityIndicatorView
    /// `<pageControl>`: UIPageControl.
    case pageControl
    /// `<datePicker>`: UIDatePicker.
    case datePicker
    /// `<pickerView>`: UIPickerView.
    case pickerView
    /// `<searchBar>`: UISearchBar.
    case searchBar
    /// `<stackView>`: UIStackView; its subviews are its arranged subviews.
    case stackView
    /// `<scrollView>`: UIScrollView.
    case scrollView
    /// `<tableView>`: UITableView.
    case tableView
    /// `<tableViewCell>`: UITableViewCell.
    case tableViewCell
    /// `<tableViewCellContentView key="contentView">`: a table cell's content view.
    case tableViewCellContentView
    /// `<collectionView>`: UICollectionView.
    case collectionView
    /// `<collectionViewCell>`: UICollectionViewCell.
    case collectionViewCell
    /// `<collectionViewCellContentView key="contentView">`: a collection cell's content view
    /// (Xcode 11+; older documents write `<view key="contentView">`).
    case collectionViewCellContentView
    /// `<collectionReusableView>`: a supplementary view (section header or footer).
    case collectionReusableView
    /// `<visualEffectView>`: UIVisualEffectView, with `<view key="contentView">`.
    case visualEffectView
    /// `<containerView>`: a storyboard container view, filled by an embed segue.
    case containerView
    /// `<navigationBar>`: UINavigationBar.
    case navigationBar
    /// `<toolbar>`: UIToolbar.
    case toolbar
    /// `<tabBar>`: UITabBar.
    case tabBar
    /// `<mapView>`: MapKit's MKMapView.
    case mapView
    /// `<wkWebView>`: WebKit's WKWebView.
    case wkWebView
    /// `<webView>`: the deprecated UIWebView.
    case webView
    /// `<arscnView>`: ARKit's SceneKit view.
    case arscnView
    /// `<arskView>`: ARKit's SpriteKit view.
    case arskView
    /// `<skView>`: SpriteKit's SKView.
    case skView
    /// `<sceneKitView>`: SceneKit's SCNView.
    case sceneKitView
    /// `<glkView>`: GLKit's GLKView.
    case glkView
    /// `<mtkView>`: MetalKit's MTKView.
    case mtkView
    /// `<colorWell>`: UIColorWell.
    case colorWell
    /// An element the parser does not know; ``IBView/elementName`` keeps its name.
    case unknown

    /// The kind for the element called `elementName`, or `nil` when it is not a known view element.
    public init?(elementName: String) {
        guard let kind = ViewKind(rawValue: elementName), kind != .unknown else { return nil }
        self = kind
    }

    /// Whether UIKit's class for this kind is a UIScrollView.
    public var isScrollView: Bool {
        switch self {
        case .scrollView, .tableView, .collectionView, .textView: true
        default: false
        }
    }
}
