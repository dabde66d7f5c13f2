import Foundation

/// The seam through which a view whose intrinsic height depends on its width (OpenUIKit's
/// multi-line UILabel without `preferredMaxLayoutWidth`) takes part in
/// `systemLayoutSizeFitting` (docs/reference/fitting.md). UIKit solves such a tree twice: once with the content
/// measured without a width limit, then again with each such view measured at the width the
/// first solution gave it. The fitting solver does the same, repeating until the widths settle.
/// (In a window's own layout pass the view does this itself: it invalidates its intrinsic size
/// from `layoutSubviews` when its width changed.)
@MainActor
package protocol WidthDependentContentSize: AnyObject {
    /// Whether the intrinsic size currently depends on the width the view is given.
    var intrinsicSizeDependsOnWidth: Bool { get }
    /// The intrinsic size when laid out `width` points wide; `nil` means no width limit yet.
    func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize
}
