import Foundation

/// What a view controller's `topLayoutGuide` and `bottomLayoutGuide` offer (iOS 7–10): how far
/// the bars overlay the root view from the top or bottom, and anchors to constrain content to.
///
/// UIKit declares this protocol beside UIViewController. It lives here, with the layout guides,
/// so that the SnapKit-style DSL, which builds on this module alone, can offer
/// `topLayoutGuide.snp.bottom`; OpenUIKit re-exports it with the view controllers that vend it.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The overlap in points: 0 where the root view starts below (ends above) the bars.
    var length: CGFloat { get }
    /// The guide's top edge: the root view's top for a top guide, ``length`` above the root
    /// view's bottom for a bottom guide.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge: ``length`` below the root view's top for a top guide (where
    /// content below the bars starts), the root view's bottom for a bottom guide.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height, its ``length``.
    var heightAnchor: NSLayoutDimension { get }
}
