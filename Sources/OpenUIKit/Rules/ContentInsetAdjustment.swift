import Foundation

/// docs/reference/scroll-views.md: which part of a scroll view's own safe-area insets is added to its content inset,
/// per `contentInsetAdjustmentBehavior` (iOS 11+; the safe area is zero in iOS 7–10 mode):
///
/// - `.never`: none;
/// - `.always`: all four edges;
/// - `.scrollableAxes`: top and bottom when it scrolls vertically (contentSize.height larger
///   than the bounds, or alwaysBounceVertical), left and right when it scrolls horizontally;
/// - `.automatic`: like `.scrollableAxes`, but top and bottom always when its view controller
///   (the closest one whose root view contains it) is inside a navigation controller and has
///   `automaticallyAdjustsScrollViewInsets`.
@MainActor
enum ContentInsetAdjustment {
    static func systemInsets(for scrollView: UIScrollView) -> UIEdgeInsets {
        let safe = scrollView.safeAreaInsets
        let vertical: Bool
        let horizontal = scrollsHorizontally(scrollView)
        switch scrollView.contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safe
        case .scrollableAxes:
            vertical = scrollsVertically(scrollView)
        case .automatic:
            vertical = scrollsVertically(scrollView) || controllerAdjustsVertically(scrollView)
        }
        return UIEdgeInsets(
            top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    static func scrollsVertically(_ scrollView: UIScrollView) -> Bool {
        scrollView.contentSize.height > scrollView.bounds.height || scrollView.alwaysBounceVertical
    }

    static func scrollsHorizontally(_ scrollView: UIScrollView) -> Bool {
        scrollView.contentSize.width > scrollView.bounds.width || scrollView.alwaysBounceHorizontal
    }

    private static func controllerAdjustsVertically(_ scrollView: UIScrollView) -> Bool {
        var view: UIView? = scrollView
        while let current = view {
            if let controller = current.layoutHost as? UIViewController {
                return controller.navigationController != nil && controller.automaticallyAdjustsScrollViewInsets
            }
            view = current.superview
        }
        return false
    }
}
