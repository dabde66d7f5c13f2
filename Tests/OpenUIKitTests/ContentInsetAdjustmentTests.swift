import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// Every contentInsetAdjustmentBehavior (docs/reference/scroll-views.md#adjusted-content-inset). The scroll view's safe area is fixed here
/// ({88, 44, 83, 44}) so that the rule is tested on its own; the safe area's own flow is tested
/// with the devices. contentInset {1, 2, 3, 4}; bounds 375 × 667.
@MainActor @Suite struct ContentInsetAdjustmentTests {
    final class SafeScrollView: UIScrollView {
        var fixedSafeArea = UIEdgeInsets(top: 88, left: 44, bottom: 83, right: 44)
        var changes = 0

        override var safeAreaInsets: UIEdgeInsets { fixedSafeArea }

        override func adjustedContentInsetDidChange() {
            super.adjustedContentInsetDidChange()
            changes += 1
        }
    }

    final class ScrollController: UIViewController {
        override func loadView() {
            view = SafeScrollView(frame: UIScreen.main.bounds)
        }
    }

    private func makeScrollView(
        _ behavior: UIScrollView.ContentInsetAdjustmentBehavior, contentSize: CGSize = CGSize(width: 375, height: 667)
    ) -> SafeScrollView {
        let scrollView = SafeScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scrollView.contentInsetAdjustmentBehavior = behavior
        scrollView.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scrollView.contentSize = contentSize
        scrollView.layoutIfNeeded()
        return scrollView
    }

    @Test func automaticIsTheDefault() {
        #expect(UIScrollView().contentInsetAdjustmentBehavior == .automatic)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.never.rawValue == 2)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue == 3)
    }

    @Test func neverAddsNothing() {
        expectInsets(
            makeScrollView(.never, contentSize: CGSize(width: 1000, height: 1000)).adjustedContentInset, 1, 2, 3, 4)
    }

    @Test func alwaysAddsEveryEdge() {
        expectInsets(makeScrollView(.always).adjustedContentInset, 89, 46, 86, 48)
    }

    @Test func scrollableAxesAddsOnlyAlongAxesThatScroll() {
        expectInsets(makeScrollView(.scrollableAxes).adjustedContentInset, 1, 2, 3, 4)
        expectInsets(
            makeScrollView(.scrollableAxes, contentSize: CGSize(width: 375, height: 668)).adjustedContentInset, 89, 2,
            86, 4)
        expectInsets(
            makeScrollView(.scrollableAxes, contentSize: CGSize(width: 376, height: 667)).adjustedContentInset, 1, 46,
            3, 48)
        let bouncing = makeScrollView(.scrollableAxes)
        bouncing.alwaysBounceVertical = true
        expectInsets(bouncing.adjustedContentInset, 89, 2, 86, 4)
        bouncing.alwaysBounceHorizontal = true
        expectInsets(bouncing.adjustedContentInset, 89, 46, 86, 48)
    }

    @Test func automaticOutsideANavigationControllerIsScrollableAxes() {
        expectInsets(makeScrollView(.automatic).adjustedContentInset, 1, 2, 3, 4)
        expectInsets(
            makeScrollView(.automatic, contentSize: CGSize(width: 375, height: 2000)).adjustedContentInset, 89, 2, 86, 4
        )
        let controller = ScrollController()
        let window = show(controller)
        expectInsets((controller.view as! UIScrollView).adjustedContentInset, 0, 0, 0, 0)
        _ = window
    }

    @Test func automaticInANavigationControllerAlwaysAddsTopAndBottom() {
        let controller = ScrollController()
        let window = show(UINavigationController(rootViewController: controller))
        let scrollView = controller.view as! SafeScrollView
        expectInsets(scrollView.adjustedContentInset, 88, 0, 83, 0)
        expectValue(scrollView.contentOffset.y, -88)

        controller.automaticallyAdjustsScrollViewInsets = false
        window.layoutIfNeeded()
        expectInsets(scrollView.adjustedContentInset, 0, 0, 0, 0)
        expectValue(scrollView.contentOffset.y, 0)
    }

    @Test func theOffsetFollowsTheInsetAtRestAndTheChangeIsReported() {
        let scrollView = SafeScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scrollView.contentInsetAdjustmentBehavior = .always
        scrollView.layoutIfNeeded()
        expectValue(scrollView.contentOffset.y, -88)
        expectValue(scrollView.contentOffset.x, -44)
        #expect(scrollView.changes == 1)

        scrollView.fixedSafeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scrollView.safeAreaInsetsDidChange()
        expectValue(scrollView.contentOffset.y, -20)
        #expect(scrollView.changes == 2)

        // Away from rest, the offset stays.
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        scrollView.fixedSafeArea = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        scrollView.safeAreaInsetsDidChange()
        expectValue(scrollView.contentOffset.y, 100)
        expectInsets(scrollView.adjustedContentInset, 44, 0, 0, 0)
        #expect(scrollView.changes == 3)

        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scrollView.changes == 4)
        expectValue(scrollView.contentOffset.y, 100)
    }
}
