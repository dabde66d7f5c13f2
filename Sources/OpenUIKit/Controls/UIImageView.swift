import Foundation

/// A view that shows an image, as UIKit's UIImageView: its alignment rectangle is the image's
/// (``UIImage/alignmentRectInsets``, so a symbol aligns by its glyph), its intrinsic content
/// size is the image's size less those insets (no intrinsic size without an image), and
/// `sizeThatFits` returns the image's size. Content priorities 250 / 750
/// (docs/reference/priorities.md, docs/reference/fitting.md#alignment-rectangles).
open class UIImageView: UIView {
    /// The image shown; changing it invalidates the intrinsic size.
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The image shown while highlighted.
    open var highlightedImage: UIImage?

    /// An image view showing `image`, its frame as large as the image, as in UIKit.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// An image view with no image and `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives do not exist here; a decoded image view has no image and a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image's size; no intrinsic size on either axis without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let insets = image.alignmentRectInsets
        return CGSize(
            width: image.size.width - insets.left - insets.right,
            height: image.size.height - insets.top - insets.bottom)
    }

    /// The image's alignment insets (none without an image).
    open override var alignmentRectInsets: UIEdgeInsets {
        image?.alignmentRectInsets ?? .zero
    }

    /// The image's size (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? bounds.size
    }
}
