import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// The whole matrix of the article "Extended layout, visualised", in iOS 10 mode on a 375 × 667 iPhone 8 (status bar 20, navigation
/// bar 44): navigation bar translucent / opaque / hidden × edgesForExtendedLayout all / none ×
/// extendedLayoutIncludesOpaqueBars × automaticallyAdjustsScrollViewInsets.
///
/// Expected values by hand from the extended-layout rule
/// (docs/reference/bars-and-controllers.md#extended-layout): the view extends under the bars when the top edge is
/// in edgesForExtendedLayout and the bar is translucent or opaque bars are included; otherwise
/// it starts below them (at 64, or at 20 under the status bar alone when the navigation bar is
/// hidden). topLayoutGuide.length is the overlap (64 / 20 / 0); the table's contentInset.top is
/// that length when automaticallyAdjustsScrollViewInsets, and its contentOffset.y the negative.
@MainActor @Suite struct ExtendedLayoutMatrixTests {
    enum Bar: CaseIterable {
        case translucent, opaque, hidden
    }

    struct Case: CustomStringConvertible {
        var bar: Bar
        var extendAll: Bool
        var includesOpaque: Bool
        var adjusts: Bool
        /// Root frame origin y (the height is 667 − y), topLayoutGuide.length, contentInset.top.
        var frameY: CGFloat
        var guideLength: CGFloat
        var insetTop: CGFloat

        var description: String { "\(bar) all=\(extendAll) opaque=\(includesOpaque) adjusts=\(adjusts)" }
    }

    nonisolated static let cases: [Case] = [
        Case(
            bar: .translucent, extendAll: true, includesOpaque: false, adjusts: false, frameY: 0, guideLength: 64,
            insetTop: 0),
        Case(
            bar: .translucent, extendAll: true, includesOpaque: false, adjusts: true, frameY: 0, guideLength: 64,
            insetTop: 64),
        Case(
            bar: .translucent, extendAll: true, includesOpaque: true, adjusts: false, frameY: 0, guideLength: 64,
            insetTop: 0),
        Case(
            bar: .translucent, extendAll: true, includesOpaque: true, adjusts: true, frameY: 0, guideLength: 64,
            insetTop: 64),
        Case(
            bar: .translucent, extendAll: false, includesOpaque: false, adjusts: false, frameY: 64, guideLength: 0,
            insetTop: 0),
        Case(
            bar: .translucent, extendAll: false, includesOpaque: false, adjusts: true, frameY: 64, guideLength: 0,
            insetTop: 0),
        Case(
            bar: .translucent, extendAll: false, includesOpaque: true, adjusts: false, frameY: 64, guideLength: 0,
            insetTop: 0),
        Case(
            bar: .translucent, extendAll: false, includesOpaque: true, adjusts: true, frameY: 64, guideLength: 0,
            insetTop: 0),
        Case(
            bar: .opaque, extendAll: true, includesOpaque: false, adjusts: false, frameY: 64, guideLength: 0,
            insetTop: 0),
        Case(
            bar: .opaque, extendAll: true, includesOpaque: false, adjusts: true, frameY: 64, guideLength: 0, insetTop: 0
        ),
        Case(
            bar: .opaque, extendAll: true, includesOpaque: true, adjusts: false, frameY: 0, guideLength: 64, insetTop: 0
        ),
        Case(
            bar: .opaque, extendAll: true, includesOpaque: true, adjusts: true, frameY: 0, guideLength: 64, insetTop: 64
        ),
        Case(
            bar: .opaque, extendAll: false, includesOpaque: false, adjusts: false, frameY: 64, guideLength: 0,
            insetTop: 0),
        Case(
            bar: .opaque, extendAll: false, includesOpaque: false, adjusts: true, frameY: 64, guideLength: 0,
            insetTop: 0),
        Case(
            bar: .opaque, extendAll: false, includesOpaque: true, adjusts: false, frameY: 64, guideLength: 0,
            insetTop: 0),
        Case(
            bar: .opaque, extendAll: false, includesOpaque: true, adjusts: true, frameY: 64, guideLength: 0, insetTop: 0
        ),
        Case(
            bar: .hidden, extendAll: true, includesOpaque: false, adjusts: false, frameY: 0, guideLength: 20,
            insetTop: 0),
        Case(
            bar: .hidden, extendAll: true, includesOpaque: false, adjusts: true, frameY: 0, guideLength: 20,
            insetTop: 20),
        Case(
            bar: .hidden, extendAll: true, includesOpaque: true, adjusts: false, frameY: 0, guideLength: 20, insetTop: 0
        ),
        Case(
            bar: .hidden, extendAll: true, includesOpaque: true, adjusts: true, frameY: 0, guideLength: 20, insetTop: 20
        ),
        Case(
            bar: .hidden, extendAll: false, includesOpaque: false, adjusts: false, frameY: 20, guideLength: 0,
            insetTop: 0),
        Case(
            bar: .hidden, extendAll: false, includesOpaque: false, adjusts: true, frameY: 20, guideLength: 0,
            insetTop: 0),
        Case(
            bar: .hidden, extendAll: false, includesOpaque: true, adjusts: false, frameY: 20, guideLength: 0,
            insetTop: 0),
        Case(
            bar: .hidden, extendAll: false, includesOpaque: true, adjusts: true, frameY: 20, guideLength: 0, insetTop: 0
        ),
    ]

    private func configure(_ controller: UIViewController, _ navigation: UINavigationController, _ item: Case) {
        controller.edgesForExtendedLayout = item.extendAll ? .all : []
        controller.extendedLayoutIncludesOpaqueBars = item.includesOpaque
        controller.automaticallyAdjustsScrollViewInsets = item.adjusts
        navigation.navigationBar.isTranslucent = item.bar != .opaque
        navigation.setNavigationBarHidden(item.bar == .hidden, animated: false)
    }

    @Test(arguments: cases) func tableViewController(_ item: Case) {
        let controller = RowsController(style: .plain)
        let navigation = UINavigationController(rootViewController: controller)
        configure(controller, navigation, item)
        show(navigation, systemVersion: 10)
        expectFrame(controller.view, 0, item.frameY, 375, 667 - item.frameY)
        expectValue(controller.topLayoutGuide.length, item.guideLength)
        expectValue(controller.bottomLayoutGuide.length, 0)
        expectInsets(controller.tableView.contentInset, item.insetTop, 0, 0, 0)
        expectInsets(controller.tableView.scrollIndicatorInsets, item.insetTop, 0, 0, 0)
        expectValue(controller.tableView.contentOffset.y, -item.insetTop)
        expectValue(controller.tableView.contentOffset.x, 0)
        // iOS 7–10 mode: no safe area.
        expectInsets(controller.view.safeAreaInsets, 0, 0, 0, 0)
        expectInsets(controller.tableView.adjustedContentInset, item.insetTop, 0, 0, 0)
    }

    @Test(arguments: cases) func plainViewController(_ item: Case) {
        let controller = PinnedController()
        let navigation = UINavigationController(rootViewController: controller)
        configure(controller, navigation, item)
        show(navigation, systemVersion: 10)
        expectFrame(controller.view, 0, item.frameY, 375, 667 - item.frameY)
        expectValue(controller.topLayoutGuide.length, item.guideLength)
        expectFrame(controller.pinnedToView, 0, 0, 100, 50)
        expectFrame(controller.pinnedToGuide, 0, item.guideLength, 100, 50)
        // Pinned to the guide, the view is always just below the bars on screen.
        let onScreen = controller.pinnedToGuide.convert(controller.pinnedToGuide.bounds, to: nil)
        expectValue(onScreen.minY, item.bar == .hidden ? 20 : 64)
    }

    @Test func theNavigationBarSitsBelowTheStatusBar() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        show(navigation, systemVersion: 10)
        expectFrame(navigation.navigationBar, 0, 20, 375, 44)
        #expect(navigation.navigationBar.superview === navigation.view)
        #expect(navigation.toolbar.isHidden)
    }
}
