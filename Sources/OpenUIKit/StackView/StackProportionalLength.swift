import Foundation

extension StackArrangement {
    /// The length along `stack`'s axis that sets `view`'s share in a fillProportionally stack
    /// (docs/reference/stack-views.md#fill-proportionally), measured when the stack builds its
    /// constraints, as UIKit does:
    /// - a view with an intrinsic length along the axis: that length;
    /// - a view without one (an image view with no image, a container sized by its own
    ///   constraints): its compressed fitting size (`systemLayoutSizeFitting(.zero)`), which its own
    ///   constraints and subviews decide, 0 for a view that nothing sizes;
    /// - a stack view, which has no intrinsic size: its fitting size; in a vertical stack with
    ///   alignment fill, at the stack's width (inside its margins with
    ///   `isLayoutMarginsRelativeArrangement`) once it has one.
    ///
    /// **Differs from UIKit:** UIKit also watches the fitting size of a view without an intrinsic
    /// length and rebuilds when it changes; here a change reaches the stack when it rebuilds for
    /// another reason, or when the view invalidates its intrinsic content size (a nested stack
    /// view passes on its own arranged views' changes).
    static func proportionalLength(of view: UIView, in stack: UIStackView) -> CGFloat {
        let axis = stack.axis
        if let nested = view as? UIStackView {
            var width = stack.bounds.width
            if stack.isLayoutMarginsRelativeArrangement {
                width -= stack.layoutMargins.left + stack.layoutMargins.right
            }
            if axis == .vertical && stack.alignment == .fill && width > 0 {
                return
                    nested.systemLayoutSizeFitting(
                        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                        verticalFittingPriority: .fittingSizeLevel
                    ).height
            }
            return length(of: nested.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), along: axis)
        }
        let intrinsic = length(of: view.intrinsicContentSize, along: axis)
        if intrinsic != UIView.noIntrinsicMetric { return intrinsic }
        return length(of: view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), along: axis)
    }

    private static func length(of size: CGSize, along axis: NSLayoutConstraint.Axis) -> CGFloat {
        axis == .horizontal ? size.width : size.height
    }
}
