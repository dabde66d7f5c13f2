import Foundation

/// docs/reference/bars-and-controllers.md, `automaticallyAdjustsScrollViewInsets` (iOS 7–10 mode): the adjusted scroll view is
/// the root view when it is a UIScrollView, otherwise `view.subviews[0]` when that is one (never
/// deeper). Its contentInset and scrollIndicatorInsets get top = topLayoutGuide.length and
/// bottom = bottomLayoutGuide.length, whatever its own position, and its contentOffset.y moves
/// by the change of the top adjustment (from 0 to −top at first). Containers adjust nothing themselves. Under no bar (see ``BarCoverage``) nothing is added.
///
/// The adjustment is kept apart from the insets the app set: changing it replaces the previous
/// adjustment rather than adding to it again.
@MainActor
enum AutomaticScrollViewInsets {
    static func adjustedScrollView(of controller: UIViewController) -> UIScrollView? {
        guard !controller.isContainer, let view = controller.viewIfLoaded else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        return view.subviews.first as? UIScrollView
    }

    static func apply(to controller: UIViewController, coverage: BarCoverage, lengths: (top: CGFloat, bottom: CGFloat))
    {
        guard let scrollView = adjustedScrollView(of: controller) else { return }
        let underBar = coverage.top != nil || !coverage.bottom.isEmpty
        let wanted =
            controller.automaticallyAdjustsScrollViewInsets && underBar
            ? UIEdgeInsets(top: lengths.top, left: 0, bottom: lengths.bottom, right: 0) : .zero
        scrollView.applyAutomaticInsets(wanted)
    }
}
