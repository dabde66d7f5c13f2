import Foundation

/// A row of a table view, as UIKit's UITableViewCell: its ``contentView`` fills it (less the
/// accessory's room), self-sizing rows measure the content view with `systemLayoutSizeFitting`
/// at the table's width, and the built-in ``textLabel``, ``detailTextLabel`` and ``imageView``
/// are laid out as the cell's style lays them out (UITableViewCellContentLayout.swift). The
/// content view's layout margins follow UIKit's rule for cells (UITableViewCellContentMargins.swift):
/// 11 points top and bottom and the table's side margins from iOS 11. The
/// accessory (``accessoryType`` or ``accessoryView``) sits at the trailing edge
/// (UITableViewCellAccessory.swift). Separators are drawn by pictures, not views.
open class UITableViewCell: UIView {
    /// UIKit's cell styles: where the built-in labels go.
    public enum CellStyle: Int, Sendable {
        /// A title on the left, after an image.
        case `default` = 0
        /// A title on the left and a grey detail on the right, as in Settings.
        case value1 = 1
        /// A tinted title right-aligned in a narrow column, and a detail after it, as in Contacts.
        case value2 = 2
        /// A title with a smaller detail below it.
        case subtitle = 3
    }

    /// The view that holds the cell's content; constrain subviews to it.
    public let contentView = UIView()
    /// The identifier the cell was made with, under which a table view reuses it.
    public let reuseIdentifier: String?
    /// The style the cell was made with.
    package let cellStyle: CellStyle
    var storedTextLabel: UILabel?
    var storedDetailTextLabel: UILabel?
    var storedImageView: UIImageView?

    /// The standard accessory at the trailing edge. Default: none.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { setNeedsLayout() } }
    }

    /// A view shown as the accessory instead of ``accessoryType``'s, as large as its frame.
    open var accessoryView: UIView? {
        didSet {
            if let oldValue, oldValue !== accessoryView, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }

    /// Where the separator below the cell starts and ends (its left and right insets). Unless
    /// set, it follows the title, as in UIKit: its left inset is the title label's leading edge
    /// in the cell (the content margin, or past the image).
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? UIEdgeInsets(top: 0, left: automaticSeparatorLeft, bottom: 0, right: 0) }
        set { storedSeparatorInset = newValue }
    }
    private var storedSeparatorInset: UIEdgeInsets?
    /// The table that shows or measures the cell (UITableViewCellContentMargins.swift).
    package weak var owningTable: UITableView?
    /// The content view margins the cell last gave (UITableViewCellContentMargins.swift).
    var appliedContentViewMargins: NSDirectionalEdgeInsets?

    /// A 320 × 44 cell of `style` whose content view fills it.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        cellStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpContentView()
    }

    /// A cell of the default style with no reuse identifier.
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// A cell of the default style with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Archives do not exist here; a decoded cell is an empty cell of the default style with a
    /// zero frame.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        cellStyle = .default
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        addFillingSubview(contentView)
        applyContentViewMargins()
    }

    /// Called before a table view hands the cell out again from its reuse queue.
    open func prepareForReuse() {}

    /// Keeps the content view filling the cell, less the accessory's room on the trailing side,
    /// gives the content view its layout margins, places the accessory view and lays out the
    /// built-in labels and image.
    open override func layoutSubviews() {
        super.layoutSubviews()
        applyContentViewMargins()
        if let accessory = accessoryFrame { accessoryView?.frame = accessory }
        contentView.frame = contentViewFrame
        layoutBuiltInContent()
    }
}
