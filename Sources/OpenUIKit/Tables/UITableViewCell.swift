import Foundation

/// A row of a table view, as UIKit's UITableViewCell, reduced to layout: its ``contentView``
/// fills it, and self-sizing rows measure the content view with `systemLayoutSizeFitting` at the
/// table's width. No text label, image view, accessories or separators.
open class UITableViewCell: UIView {
    /// UIKit's cell styles; they only matter to UIKit's built-in labels, which are not here.
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    /// The view that holds the cell's content; constrain subviews to it.
    public let contentView = UIView()
    public let reuseIdentifier: String?

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpContentView()
    }

    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

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

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
