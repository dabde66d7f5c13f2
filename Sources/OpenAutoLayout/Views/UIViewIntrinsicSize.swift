import Foundation

extension UIView {
    /// "No intrinsic size on this axis" (docs/reference/priorities.md): -1.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size a view can take: (0, 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// A size larger than any view, for "as large as the constraints allow".
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            huggingPriorities.horizontal = priority
        } else {
            huggingPriorities.vertical = priority
        }
        intrinsicContentSizeChanged()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    {
        if axis == .horizontal {
            compressionPriorities.horizontal = priority
        } else {
            compressionPriorities.vertical = priority
        }
        intrinsicContentSizeChanged()
    }
}
