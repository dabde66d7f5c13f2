import Foundation

/// What a view controller's `topLayoutGuide` and `bottomLayoutGuide` offer (iOS 7–10): how far
/// the bars overlay the root view from the top or bottom, and anchors to constrain content to.
public protocol UILayoutSupport: AnyObject {
    /// The overlap in points: 0 where the root view starts below (ends above) the bars.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}
