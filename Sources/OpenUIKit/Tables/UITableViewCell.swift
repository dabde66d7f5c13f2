import Foundation

/// A row of a table view, as UIKit's UITableViewCell, reduced to layout: its ``contentView``
/// fills it, and self-sizing rows measure the content view with `systemLayoutSizeFitting` at the
/// table's width. No text label, image view, accessories or separators.
open class UITableViewCell: UIView {
    /// UIKit's cell styles; they only matter to UIKit's built-in labels, which are not here.
    public enum CellStyle: Int, Sendable {
        /// A title on the left.
        case `default` = 0
        /// A title on the left and a detail on the right.
        case value1 = 1
        /// A blue detail label before the title, as in Contacts.
        case value2 = 2
        /// A title with a detail below it.
        case subtitle = 3
    }

    /// The view that holds the cell's content; constrain subviews to it.
    public let contentView = UIView()
    /// The identifier the cell was made with, under which a table view reuses it.
    public let reuseIdentifier: String?

    /// A 320 × 44 cell whose content view fills it.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
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

    /// Archives do not exist here; a decoded cell is an empty cell with a zero frame.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Called before a table view hands the cell out again from its reuse queue.
    open func prepareForReuse() {}

    /// Keeps the content view filling the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
