import Foundation

/// A view a collection view shows and reuses (cells, headers, footers), as UIKit's
/// UICollectionReusableView, reduced to layout: there is no collection view here to dequeue it,
/// so ``reuseIdentifier`` is nil unless a subclass says otherwise.
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered with (nil here: nothing dequeues it).
    open var reuseIdentifier: String? { nil }

    /// A view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives do not exist here; a decoded view has a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before a collection view hands the view out again from its reuse queue.
    open func prepareForReuse() {}
}
