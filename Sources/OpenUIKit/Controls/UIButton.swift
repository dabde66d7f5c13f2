import Foundation

/// A button, as UIKit's UIButton, sized by its title and image (docs/reference/priorities.md, docs/reference/fitting.md).
///
/// Intrinsic content size (and `sizeThatFits`): the image's width plus the title's (its label's
/// single-line size, on the pixel grid) plus ``contentEdgeInsets``' left and right; the larger of
/// the image's height and the title's height plus the insets' top and bottom. As in UIKit, a
/// title gets 6 points above and below when ``contentEdgeInsets`` is zero, its height then in
/// whole points (a 15-point title makes a 30-point-tall button, a 17-point one 33), and a
/// button with neither title nor image is 30 × 34.
/// `titleEdgeInsets` / `imageEdgeInsets` move the content without changing the size, as in
/// UIKit. The title font defaults to the system font at 15 points. Hugging 250, compression
/// resistance 750. The title is drawn in ``currentTitleColor``: the colour set for the state, else
/// the tint colour (system blue) for system buttons and white for custom ones, as in UIKit.
/// A button with a ``configuration`` (iOS 15) sizes and draws itself from it instead.
open class UIButton: UIControl, SubviewChangeObserver {
    /// UIKit's button types; only layout-neutral differences.
    public enum ButtonType: Int, Sendable {
        /// A plain button: white title, no tint.
        case custom = 0
        /// A button with its title in the tint colour.
        case system = 1
        /// UIKit's detail-disclosure (ⓘ) button; laid out like a system button here.
        case detailDisclosure = 2
        /// UIKit's info button for dark backgrounds; laid out like a system button here.
        case infoLight = 3
        /// UIKit's info button for light backgrounds; laid out like a system button here.
        case infoDark = 4
        /// UIKit's add-contact (+) button; laid out like a system button here.
        case contactAdd = 5
        /// UIKit's close (×) button (iOS 13); laid out like a system button here.
        case close = 7
    }

    /// The type the button was made with (`.custom` for `init(frame:)`).
    public let buttonType: ButtonType
    /// The label that shows the current title.
    public let titleLabel: UILabel? = UILabel()
    /// The view that shows the current image.
    public let imageView: UIImageView? = UIImageView()

    /// Space around the title and image; it adds to the intrinsic size.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { contentDidChange() } }
    }
    /// Moves the title within its place; the intrinsic size ignores it, as in UIKit.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// Moves the image within its place; the intrinsic size ignores it, as in UIKit.
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// The button's look and content (iOS 15); nil for a button configured the older way, with
    /// titles, images and insets per state. A configured button's size follows it
    /// (UIButtonConfiguration.swift).
    open var configuration: Configuration? {
        didSet { if configuration != oldValue { contentDidChange() } }
    }

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// The vertical padding a title gets when the content insets are zero.
    static let implicitTitlePadding: CGFloat = 6
    /// The size of a button with neither title nor image.
    static let emptySize = CGSize(width: 30, height: 34)

    /// A button of `buttonType`, with an empty title label (system font 15) and image view.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUpContent()
    }

    /// A system button with `configuration` (UIKit's `init(configuration:primaryAction:)`
    /// without an action).
    public convenience init(configuration: Configuration) {
        self.init(type: .system)
        self.configuration = configuration
        // Observers do not run for assignments in an initializer.
        contentDidChange()
    }

    /// A custom button with `frame`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUpContent()
    }

    /// Archives do not exist here; a decoded button is a custom one with a zero frame.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        setUpContent()
    }

    private func setUpContent() {
        titleLabel?.font = UIFont.systemFont(ofSize: 15)
        titleLabel?.textColor = buttonType == .custom ? .white : .systemBlue
        if let imageView { addSubview(imageView) }
        if let titleLabel { addSubview(titleLabel) }
    }

    // MARK: Content per state

    /// Sets the title shown in `state` (nil removes it; other states fall back to normal).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        contentDidChange()
    }

    /// The title for `state`, falling back to the normal state's.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// Sets the colour of the title in `state` (nil removes it; other states fall back to
    /// normal, then to the button type's colour).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
    }

    /// The title colour set for `state`, falling back to the normal state's; nil when none was
    /// set.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
    }

    /// The colour the title is drawn in now: the colour set for the state, else the type's: white
    /// for custom buttons; for the others the tint colour, a dimmed grey while disabled.
    open var currentTitleColor: UIColor {
        if let color = titleColor(for: state) { return color }
        if buttonType == .custom { return .white }
        return isEnabled ? tintColor : .tertiaryLabel
    }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        contentDidChange()
    }

    /// The image for `state`, falling back to the normal state's.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }
    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }

    /// Whether the button is enabled; the title and image follow the new state.
    open override var isEnabled: Bool { didSet { contentDidChange() } }
    /// Whether the button is selected; the title and image follow the new state.
    open override var isSelected: Bool { didSet { contentDidChange() } }
    /// Whether the button is highlighted; the title and image follow the new state.
    open override var isHighlighted: Bool { didSet { contentDidChange() } }

    /// The title shown: the configuration's, else the one for the current state.
    private var shownTitle: String? { configuration?.title ?? currentTitle }
    /// The image shown: the configuration's, else the one for the current state.
    private var shownImage: UIImage? { configuration?.image ?? currentImage }

    private func contentDidChange() {
        if let configuration, titleLabel?.font != configuration.titleFont { titleLabel?.font = configuration.titleFont }
        if titleLabel?.text != shownTitle { titleLabel?.text = shownTitle }
        if imageView?.image !== shownImage { imageView?.image = shownImage }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    package func subviewVisibilityDidChange(_ subview: UIView) {}

    /// The title label's font or text changed: the button's size follows.
    package func subviewContentSizeDidChange(_ subview: UIView) {
        if subview === titleLabel || subview === imageView { invalidateIntrinsicContentSize() }
    }

    // MARK: Size

    private var titleSize: CGSize {
        guard let titleLabel, let title = titleLabel.text, !title.isEmpty else { return .zero }
        return titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    private var imageSize: CGSize { shownImage?.size ?? .zero }

    /// The space between the image and the title: the configuration's padding when both show.
    private var imageTitleGap: CGFloat {
        guard let configuration, imageSize != .zero, titleSize != .zero else { return 0 }
        return configuration.imagePadding
    }

    /// The insets around the content: the configuration's, resolved by layout direction, else
    /// ``contentEdgeInsets``.
    private var contentInsets: UIEdgeInsets {
        guard let insets = configuration?.contentInsets else { return contentEdgeInsets }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(
            top: insets.top, left: rightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
            right: rightToLeft ? insets.leading : insets.trailing)
    }

    /// The content's size plus ``contentEdgeInsets``, as the class description says; 30 × 34 with
    /// neither title nor image. While the insets are zero a title gets 6 points above and below
    /// and counts in whole points of height (a 17-point title makes a 33-point button,
    /// docs/reference/text.md#controls). A configured button: the content (image, padding, title
    /// side by side) plus the configuration's insets.
    open override var intrinsicContentSize: CGSize {
        let title = titleSize
        let image = imageSize
        if configuration != nil {
            let insets = contentInsets
            return CGSize(
                width: image.width + imageTitleGap + title.width + insets.left + insets.right,
                height: max(image.height, title.height) + insets.top + insets.bottom)
        }
        if title == .zero && image == .zero { return UIButton.emptySize }
        let titleHeight =
            contentEdgeInsets == .zero && title != .zero
            ? title.height.rounded(.up) + 2 * UIButton.implicitTitlePadding : title.height
        return CGSize(
            width: image.width + title.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: max(image.height, titleHeight) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The title label when the button shows a title: a baseline constraint on a button aligns
    /// its title's text, as in UIKit; without a title, the button itself.
    open override var forFirstBaselineLayout: UIView {
        guard let titleLabel, let title = titleLabel.text, !title.isEmpty else { return self }
        return titleLabel
    }

    /// The title label when the button shows a title (see ``forFirstBaselineLayout``).
    open override var forLastBaselineLayout: UIView { forFirstBaselineLayout }

    /// The intrinsic content size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Centers the image and the title, side by side, inside the content insets (with the
    /// configuration's padding between them).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.inset(by: contentInsets)
        let title = titleSize
        let image = imageSize
        let gap = imageTitleGap
        let startX = content.minX + (content.width - image.width - gap - title.width) / 2
        imageView?.frame = CGRect(
            x: startX, y: content.minY + (content.height - image.height) / 2, width: image.width, height: image.height
        ).inset(by: imageEdgeInsets)
        titleLabel?.frame = CGRect(
            x: startX + image.width + gap, y: content.minY + (content.height - title.height) / 2, width: title.width,
            height: title.height
        ).inset(by: titleEdgeInsets)
    }
}
