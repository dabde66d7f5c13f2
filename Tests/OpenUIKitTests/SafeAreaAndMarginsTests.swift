import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// iOS 11+ mode through the view layer (docs/reference/safe-area.md, margins.md, scroll-views.md):
/// the safe area the controllers give
/// their root views flows to subviews and scroll views, and the root's margins are the system
/// minimum plus the safe area. Values by hand from the device table (docs/reference/bars-and-controllers.md#devices): iPhone X 375 × 812, sensor
/// housing 44, home indicator 34 (21 on its side), navigation bar 44 (32), tab bar 49 (32) plus
/// the home indicator; root margins 16 below 400 pt of width, 20 from there.
@MainActor @Suite struct SafeAreaAndMarginsTests {
    private func tabs(around content: UIViewController) -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: content)]
        return tabs
    }

    /// A table under a navigation bar and a tab bar on an iPhone X (the article "iOS layout
    /// summary").
    @Test func adjustedContentInsetUnderNavigationAndTabBarsOnIPhoneX() {
        let controller = RowsController(style: .plain)
        let window = show(tabs(around: controller), on: .iPhoneX)
        let table = controller.tableView!
        expectInsets(table.safeAreaInsets, 88, 0, 83, 0)
        expectInsets(table.contentInset, 0, 0, 0, 0)
        expectInsets(table.adjustedContentInset, 88, 0, 83, 0)
        expectValue(table.contentOffset.y, -88)
        // The first row shows just below the navigation bar.
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        expectRect(first.convert(first.bounds, to: nil), 0, 88, 375, 44)
        _ = window
    }

    @Test func tablesOnTheirSideAdjustOnlyTheVerticalAxis() {
        let controller = RowsController(style: .plain)
        let window = show(
            UINavigationController(rootViewController: controller), on: .iPhoneX, orientation: .landscapeLeft)
        let table = controller.tableView!
        expectInsets(table.safeAreaInsets, 32, 44, 21, 44)
        expectInsets(table.adjustedContentInset, 32, 0, 21, 0)
        table.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        expectInsets(table.adjustedContentInset, 0, 0, 0, 0)
        table.contentInsetAdjustmentBehavior = .always
        window.layoutIfNeeded()
        expectInsets(table.adjustedContentInset, 32, 44, 21, 44)
    }

    /// The iOS 11 way of the article "Auto Layout with Masonry": a 50 × 50 view pinned to the safe
    /// area's top.
    @Test(arguments: [
        (DeviceProfile.iPhone8, true, CGFloat(64)), (DeviceProfile.iPhone8, false, 20),
        (DeviceProfile.iPhoneX, true, 88), (DeviceProfile.iPhoneX, false, 44),
        (DeviceProfile.iPhone14Pro, true, 103),
    ])
    func viewPinnedToTheSafeAreaTop(_ device: DeviceProfile, _ navigation: Bool, _ top: CGFloat) {
        let controller = UIViewController()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            box.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        let window = show(navigation ? UINavigationController(rootViewController: controller) : controller, on: device)
        let width = window.screen.bounds.width
        // Centred: x = (width − 50) / 2 on the device's pixel grid (171.5 is 171.667 on 3×).
        expectFrame(box, onPixelGrid((width - 50) / 2, scale: device.scale), top, 50, 50)
        expectValue(controller.view.safeAreaInsets.top, top)
        expectValue(controller.topLayoutGuide.length, top)
    }

    @Test func theSafeAreaFlowsToSubviews() {
        let controller = UIViewController()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 30, width: 200, height: 40))
        header.addSubview(inner)
        controller.view.addSubview(header)
        let window = show(UINavigationController(rootViewController: controller), on: .iPhoneX)
        expectInsets(controller.view.safeAreaInsets, 88, 0, 34, 0)
        expectInsets(header.safeAreaInsets, 88, 0, 0, 0)
        expectInsets(inner.safeAreaInsets, 58, 0, 0, 0)
        expectInsets(window.safeAreaInsets, 44, 0, 34, 0)
    }

    @Test func viewSafeAreaInsetsDidChangeIsCalled() {
        final class Watcher: UIViewController {
            var calls = 0
            override func viewSafeAreaInsetsDidChange() {
                super.viewSafeAreaInsetsDidChange()
                calls += 1
            }
        }
        let controller = Watcher()
        let navigation = UINavigationController(rootViewController: controller)
        let window = show(navigation, on: .iPhoneX)
        #expect(controller.calls >= 1)
        let before = controller.calls
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(controller.calls > before)
        expectInsets(controller.view.safeAreaInsets, 44, 0, 34, 0)
    }

    /// Root margins: own = system minimum ({0, 16, 0, 16} below 400 pt, 20 from there), plus the
    /// safe area.
    @Test(arguments: [
        (
            DeviceProfile.iPhoneX, UIInterfaceOrientation.portrait, false,
            UIEdgeInsets(top: 44, left: 16, bottom: 34, right: 16)
        ),
        (
            DeviceProfile.iPhoneX, UIInterfaceOrientation.landscapeLeft, false,
            UIEdgeInsets(top: 0, left: 64, bottom: 21, right: 64)
        ),
        (
            DeviceProfile.iPhoneX, UIInterfaceOrientation.portrait, true,
            UIEdgeInsets(top: 88, left: 16, bottom: 83, right: 16)
        ),
        (
            DeviceProfile.iPhoneX, UIInterfaceOrientation.landscapeRight, true,
            UIEdgeInsets(top: 32, left: 64, bottom: 53, right: 64)
        ),
        (
            DeviceProfile.iPhone14Pro, UIInterfaceOrientation.landscapeLeft, false,
            UIEdgeInsets(top: 0, left: 79, bottom: 21, right: 79)
        ),
        (
            DeviceProfile.iPhone11ProMax, UIInterfaceOrientation.portrait, false,
            UIEdgeInsets(top: 44, left: 20, bottom: 34, right: 20)
        ),
        (
            DeviceProfile.iPhone8, UIInterfaceOrientation.portrait, true,
            UIEdgeInsets(top: 64, left: 16, bottom: 49, right: 16)
        ),
    ])
    func rootMarginsOnDevices(
        _ device: DeviceProfile, _ orientation: UIInterfaceOrientation, _ bars: Bool, _ expected: UIEdgeInsets
    ) {
        let controller = UIViewController()
        let guide = controller.view.layoutMarginsGuide
        let window = show(bars ? tabs(around: controller) : controller, on: device, orientation: orientation)
        let margins = controller.view.layoutMargins
        expectInsets(margins, expected.top, expected.left, expected.bottom, expected.right)
        let size = window.screen.bounds.size
        expectRect(
            guide.layoutFrame, expected.left, expected.top,
            size.width - expected.left - expected.right, size.height - expected.top - expected.bottom)
    }

    @Test func theSystemMinimumIsAFloorWhileRespected() {
        let controller = UIViewController()
        let window = show(controller, on: .iPhoneX)
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 10, leading: 4, bottom: 10, trailing: 30)
        window.layoutIfNeeded()
        expectInsets(controller.view.layoutMargins, 54, 16, 44, 30)
        controller.viewRespectsSystemMinimumLayoutMargins = false
        window.layoutIfNeeded()
        expectInsets(controller.view.layoutMargins, 54, 4, 44, 30)
    }

    @Test func rootMarginsCannotBeSetInIOS10Mode() {
        let controller = UIViewController()
        let window = show(controller, on: .iPhone8, systemVersion: 10)
        expectInsets(controller.view.layoutMargins, 0, 16, 0, 16)
        controller.view.layoutMargins = UIEdgeInsets(top: 40, left: 40, bottom: 40, right: 40)
        window.layoutIfNeeded()
        expectInsets(controller.view.layoutMargins, 0, 16, 0, 16)
        expectInsets(controller.view.safeAreaInsets, 0, 0, 0, 0)
    }

    @Test func additionalSafeAreaInsetsReachTheView() {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: -34, right: 0)
        let window = show(controller, on: .iPhoneX)
        expectInsets(controller.view.safeAreaInsets, 54, 0, 0, 0)
        _ = window
    }

    @Test func rotationChangesMarginsAndTellsTheController() {
        final class Watcher: UIViewController {
            var marginChanges = 0
            override func viewLayoutMarginsDidChange() {
                super.viewLayoutMarginsDidChange()
                marginChanges += 1
            }
        }
        let controller = Watcher()
        let window = show(controller, on: .iPhoneX)
        expectInsets(controller.view.layoutMargins, 44, 16, 34, 16)
        let before = controller.marginChanges
        window.screen = UIScreen(device: .iPhoneX, orientation: .landscapeLeft)
        window.layoutIfNeeded()
        expectInsets(controller.view.safeAreaInsets, 0, 44, 21, 44)
        expectInsets(controller.view.layoutMargins, 0, 64, 21, 64)
        #expect(controller.marginChanges > before)
        #expect(controller.systemMinimumLayoutMargins.leading == 20)
    }

    @Test func changingAdditionalInsetsRelaysTheView() {
        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let window = show(navigation, on: .iPhone8)
        expectInsets(controller.view.safeAreaInsets, 64, 0, 0, 0)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
        window.layoutIfNeeded()
        expectInsets(controller.view.safeAreaInsets, 64, 0, 40, 0)
        expectValue(controller.bottomLayoutGuide.length, 40)
    }

    /// docs/uikit.md's example: a table under a navigation bar on an iPhone X.
    @Test func theDocumentationExample() {
        let table = RowsController(style: .plain)
        let window = UIWindow(screen: UIScreen(device: .iPhoneX, orientation: .portrait, systemVersion: 17))
        window.rootViewController = UINavigationController(rootViewController: table)
        window.makeKeyAndVisible()
        expectInsets(table.tableView.adjustedContentInset, 88, 0, 34, 0)
    }
}
