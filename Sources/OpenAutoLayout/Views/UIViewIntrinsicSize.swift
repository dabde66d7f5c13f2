import Foundation

extension UIView {
    /// "No intrinsic size on this axis" (docs/reference/priorities.md): -1.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size a view can take: (0, 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// A size larger than any view, for "as large as the constraints allow".
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// How strongly the view resists growing beyond its intrinsic size on `axis`: 250
    /// (``UILayoutPriority/defaultLow``) for a plain view unless set (docs/reference/priorities.md).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets the priority of the constraint that keeps the view from growing beyond its intrinsic size
    /// on `axis`; the engine reads it at the next layout pass.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            huggingPriorities.horizontal = priority
        } else {
            huggingPriorities.vertical = priority
        }
        intrinsicContentSizeChanged()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`: 750
    /// (``UILayoutPriority/defaultHigh``) for a plain view unless set.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets the priority of the constraint that keeps the view from shrinking below its intrinsic size
    /// on `axis`; the engine reads it at the next layout pass.
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
