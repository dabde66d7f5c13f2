import Foundation

/// A cell of a collection view, as UIKit's UICollectionViewCell, reduced to layout: its
/// ``contentView`` fills the cell (an autoresizing subview, as UITableViewCell's), so
/// `systemLayoutSizeFitting` on the cell or on its content view measures what is constrained
/// inside the content view, the way self-sizing cells are measured. No background views are
/// drawn; selection and highlight are stored.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content; constrain subviews to it.
    public let contentView = UIView()

    /// Shown behind the content, sized to the cell; nil by default.
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
    }

    /// Whether the cell is selected (default false).
    open var isSelected = false

    /// Whether the cell is highlighted (default false).
    open var isHighlighted = false

    /// A cell with `frame` whose content view fills it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    /// Archives do not exist here; a decoded cell has a zero frame and a content view filling it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        addFillingSubview(contentView)
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?, at index: Int) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        guard let new else { return }
        addFillingSubview(new, at: index)
    }

    /// Keeps the content view filling the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
