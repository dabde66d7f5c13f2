import Foundation

/// The seam through which a container view in OpenUIKit (UIStackView) hears about changes to
/// its subviews that its own constraints depend on, as UIKit's stack view observes its arranged
/// subviews: `isHidden` (docs/reference/stack-views.md: a hidden arranged view collapses) and the intrinsic size and
/// content priorities (fillProportionally divides by intrinsic sizes; fill stretches the view
/// with the lowest hugging priority).
@MainActor
package protocol SubviewChangeObserver: AnyObject {
    /// Runs after `subview.isHidden` changed.
    func subviewVisibilityDidChange(_ subview: UIView)
    /// Runs after `subview`'s intrinsic content size was invalidated or one of its content
    /// hugging / compression resistance priorities changed.
    func subviewContentSizeDidChange(_ subview: UIView)
}

extension UIView {
    /// Tells an observing superview that this view's `isHidden` changed.
    func visibilityDidChange() {
        (parent as? any SubviewChangeObserver)?.subviewVisibilityDidChange(self)
    }

    /// Tells an observing superview that this view's intrinsic-size constraints changed.
    func contentSizeDidChange() {
        (parent as? any SubviewChangeObserver)?.subviewContentSizeDidChange(self)
    }
}
