import Foundation

extension UIView {
    /// Adds `subview` (at `index` among the subviews, or on top) filling this view's bounds and
    /// resizing with it, as UIKit sets up the content and background views of cells and effect views.
    func addFillingSubview(_ subview: UIView, at index: Int? = nil) {
        subview.frame = bounds
        subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let index { insertSubview(subview, at: index) } else { addSubview(subview) }
    }
}
