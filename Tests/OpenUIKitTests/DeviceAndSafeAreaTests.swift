import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// The devices (docs/reference/bars-and-controllers.md#devices) and the root safe area they give (iOS 11+ mode), in both orientations, with
/// and without bars: what the controller gives its root view (host insets) and what the view
/// reports.
@MainActor @Suite struct DeviceAndSafeAreaTests {
    struct Row: CustomStringConvertible {
        var device: DeviceProfile
        var size: CGSize
        var portrait: UIEdgeInsets
        var landscape: UIEdgeInsets
        var description: String { device.name }
    }

    nonisolated static func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets
    {
        UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// The device table, typed out.
    nonisolated static let table: [Row] = [
        Row(
            device: .iPhone4s, size: CGSize(width: 320, height: 480), portrait: insets(20, 0, 0, 0),
            landscape: insets(0, 0, 0, 0)),
        Row(
            device: .iPhoneSE1, size: CGSize(width: 320, height: 568), portrait: insets(20, 0, 0, 0),
            landscape: insets(0, 0, 0, 0)),
        Row(
            device: .iPhone8, size: CGSize(width: 375, height: 667), portrait: insets(20, 0, 0, 0),
            landscape: insets(0, 0, 0, 0)),
        Row(
            device: .iPhone8Plus, size: CGSize(width: 414, height: 736), portrait: insets(20, 0, 0, 0),
            landscape: insets(0, 0, 0, 0)),
        Row(
            device: .iPhoneX, size: CGSize(width: 375, height: 812), portrait: insets(44, 0, 34, 0),
            landscape: insets(0, 44, 21, 44)),
        Row(
            device: .iPhone11ProMax, size: CGSize(width: 414, height: 896), portrait: insets(44, 0, 34, 0),
            landscape: insets(0, 44, 21, 44)),
        Row(
            device: .iPhoneXR, size: CGSize(width: 414, height: 896), portrait: insets(48, 0, 34, 0),
            landscape: insets(0, 48, 21, 48)),
        Row(
            device: .iPhone12Mini, size: CGSize(width: 375, height: 812), portrait: insets(50, 0, 34, 0),
            landscape: insets(0, 50, 21, 50)),
        Row(
            device: .iPhone12, size: CGSize(width: 390, height: 844), portrait: insets(47, 0, 34, 0),
            landscape: insets(0, 47, 21, 47)),
        Row(
            device: .iPhone12ProMax, size: CGSize(width: 428, height: 926), portrait: insets(47, 0, 34, 0),
            landscape: insets(0, 47, 21, 47)),
        Row(
            device: .iPhone14Pro, size: CGSize(width: 393, height: 852), portrait: insets(59, 0, 34, 0),
            landscape: insets(0, 59, 21, 59)),
        Row(
            device: .iPhone14ProMax, size: CGSize(width: 430, height: 932), portrait: insets(59, 0, 34, 0),
            landscape: insets(0, 59, 21, 59)),
        Row(
            device: .iPhone16Pro, size: CGSize(width: 402, height: 874), portrait: insets(62, 0, 34, 0),
            landscape: insets(0, 62, 21, 62)),
        Row(
            device: .iPhone16ProMax, size: CGSize(width: 440, height: 956), portrait: insets(62, 0, 34, 0),
            landscape: insets(0, 62, 21, 62)),
        Row(
            device: .iPad, size: CGSize(width: 768, height: 1024), portrait: insets(20, 0, 0, 0),
            landscape: insets(20, 0, 0, 0)),
        Row(
            device: .iPad10_2, size: CGSize(width: 810, height: 1080), portrait: insets(20, 0, 0, 0),
            landscape: insets(20, 0, 0, 0)),
        Row(
            device: .iPadMini6, size: CGSize(width: 744, height: 1133), portrait: insets(24, 0, 20, 0),
            landscape: insets(24, 0, 20, 0)),
        Row(
            device: .iPadPro10_5, size: CGSize(width: 834, height: 1112), portrait: insets(20, 0, 0, 0),
            landscape: insets(20, 0, 0, 0)),
        Row(
            device: .iPadPro11, size: CGSize(width: 834, height: 1194), portrait: insets(24, 0, 20, 0),
            landscape: insets(24, 0, 20, 0)),
        Row(
            device: .iPadPro11M4, size: CGSize(width: 834, height: 1210), portrait: insets(24, 0, 20, 0),
            landscape: insets(24, 0, 20, 0)),
        Row(
            device: .iPadPro12_9, size: CGSize(width: 1024, height: 1366), portrait: insets(20, 0, 0, 0),
            landscape: insets(20, 0, 0, 0)),
        Row(
            device: .iPadPro12_9Rounded, size: CGSize(width: 1024, height: 1366), portrait: insets(24, 0, 20, 0),
            landscape: insets(24, 0, 20, 0)),
        Row(
            device: .iPadAir10_9, size: CGSize(width: 820, height: 1180), portrait: insets(24, 0, 20, 0),
            landscape: insets(24, 0, 20, 0)),
        Row(
            device: .iPadPro13, size: CGSize(width: 1032, height: 1376), portrait: insets(24, 0, 20, 0),
            landscape: insets(24, 0, 20, 0)),
    ]

    @Test(arguments: table) func fullScreenRootViewInBothOrientations(_ row: Row) {
        let portrait = UIViewController()
        let window = show(portrait, on: row.device)
        expectRect(window.screen.bounds, 0, 0, row.size.width, row.size.height)
        expectFrame(window, 0, 0, row.size.width, row.size.height)
        expectFrame(portrait.view, 0, 0, row.size.width, row.size.height)
        let p = row.portrait
        expectInsets(portrait.view.hostSafeAreaInsets, p.top, p.left, p.bottom, p.right)
        expectInsets(portrait.view.safeAreaInsets, p.top, p.left, p.bottom, p.right)
        expectInsets(window.safeAreaInsets, p.top, p.left, p.bottom, p.right)

        for orientation in [UIInterfaceOrientation.landscapeLeft, .landscapeRight] {
            let landscape = UIViewController()
            let turned = show(landscape, on: row.device, orientation: orientation)
            expectRect(turned.screen.bounds, 0, 0, row.size.height, row.size.width)
            expectFrame(landscape.view, 0, 0, row.size.height, row.size.width)
            let l = row.landscape
            expectInsets(landscape.view.hostSafeAreaInsets, l.top, l.left, l.bottom, l.right)
            expectInsets(landscape.view.safeAreaInsets, l.top, l.left, l.bottom, l.right)
        }
        #expect(DeviceProfile.all.contains(row.device))
    }

    @Test func everyProfileIsListed() {
        #expect(DeviceProfile.all.count == 24)
        #expect(Set(DeviceProfile.all.map(\.name)).count == 24)
    }

    @Test func theMainScreenIsAnIPhone8AndCanBeReplaced() {
        let screen = UIScreen.main
        #expect(screen.device == .iPhone8)
        #expect(screen.orientation == .portrait)
        #expect(screen.systemVersion == 17)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.screen === UIScreen.main)
    }

    @Test func rotatingTheWindowRelaysTheRoot() {
        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let window = show(navigation, on: .iPhoneX)
        expectInsets(controller.view.hostSafeAreaInsets, 88, 0, 34, 0)
        window.screen = UIScreen(device: .iPhoneX, orientation: .landscapeLeft)
        window.layoutIfNeeded()
        expectFrame(window, 0, 0, 812, 375)
        expectFrame(navigation.view, 0, 0, 812, 375)
        expectFrame(navigation.navigationBar, 0, 0, 812, 32)
        expectFrame(controller.view, 0, 0, 812, 375)
        expectInsets(controller.view.hostSafeAreaInsets, 32, 44, 21, 44)
        expectInsets(controller.view.safeAreaInsets, 32, 44, 21, 44)
        expectInsets(window.hostSafeAreaInsets, 0, 44, 21, 44)
        expectInsets(controller.view.layoutMargins, 32, 64, 21, 64)
    }

    /// Values by hand: top = status bar (or sensor housing) + navigation bar (44 upright, 32 on
    /// a phone's side but 44 on a large phone's, 50 on an iPad); bottom = tab bar (49 or 32; 50
    /// on an iPad) + home indicator, but 65 in all on an iPad with a home indicator (Xcode 11's
    /// storyboards store a tab's content pinned to the safe area 50 points above the 10.2-inch
    /// iPad's bottom and 65 above the 11-inch iPad Pro's).
    @Test(arguments: [
        (DeviceProfile.iPhoneX, UIInterfaceOrientation.portrait, insets(88, 0, 83, 0)),
        (DeviceProfile.iPhoneX, UIInterfaceOrientation.landscapeRight, insets(32, 44, 53, 44)),
        (DeviceProfile.iPhone14Pro, UIInterfaceOrientation.portrait, insets(103, 0, 83, 0)),
        (DeviceProfile.iPhone14Pro, UIInterfaceOrientation.landscapeLeft, insets(32, 59, 53, 59)),
        (DeviceProfile.iPhone16Pro, UIInterfaceOrientation.portrait, insets(106, 0, 83, 0)),
        (DeviceProfile.iPhoneXR, UIInterfaceOrientation.landscapeLeft, insets(44, 48, 53, 48)),
        (DeviceProfile.iPhone8Plus, UIInterfaceOrientation.landscapeLeft, insets(44, 0, 32, 0)),
        (DeviceProfile.iPhone8, UIInterfaceOrientation.portrait, insets(64, 0, 49, 0)),
        (DeviceProfile.iPhone8, UIInterfaceOrientation.landscapeLeft, insets(32, 0, 32, 0)),
        (DeviceProfile.iPad, UIInterfaceOrientation.landscapeLeft, insets(70, 0, 50, 0)),
        (DeviceProfile.iPadPro11, UIInterfaceOrientation.portrait, insets(74, 0, 65, 0)),
    ])
    func navigationAndTabBars(_ device: DeviceProfile, _ orientation: UIInterfaceOrientation, _ expected: UIEdgeInsets)
    {
        let controller = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: controller)]
        let window = show(tabs, on: device, orientation: orientation)
        let size = window.screen.bounds.size
        expectFrame(controller.view, 0, 0, size.width, size.height)
        expectInsets(controller.view.hostSafeAreaInsets, expected.top, expected.left, expected.bottom, expected.right)
        expectInsets(controller.view.safeAreaInsets, expected.top, expected.left, expected.bottom, expected.right)
        expectFrame(tabs.tabBar, 0, size.height - expected.bottom, size.width, expected.bottom)
    }

    @Test func hidingTheStatusBarFreesItsHeightButNotTheSensorHousing() {
        final class Hidden: UIViewController {
            override var prefersStatusBarHidden: Bool { true }
        }
        let phone = Hidden()
        let phoneNavigation = UINavigationController(rootViewController: phone)
        show(phoneNavigation, on: .iPhone8)
        expectFrame(phoneNavigation.navigationBar, 0, 0, 375, 44)
        expectInsets(phone.view.hostSafeAreaInsets, 44, 0, 0, 0)

        let notched = Hidden()
        let notchedNavigation = UINavigationController(rootViewController: notched)
        show(notchedNavigation, on: .iPhoneX)
        expectFrame(notchedNavigation.navigationBar, 0, 44, 375, 44)
        expectInsets(notched.view.hostSafeAreaInsets, 88, 0, 34, 0)
    }

    @Test func toolbarSitsAboveTheHomeIndicator() {
        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        navigation.isToolbarHidden = false
        show(navigation, on: .iPhoneX)
        expectFrame(navigation.toolbar, 0, 734, 375, 44)
        expectInsets(controller.view.hostSafeAreaInsets, 88, 0, 78, 0)
    }

    @Test func customProfile() {
        let device = DeviceProfile(
            name: "Foldable", portraitSize: CGSize(width: 400, height: 900),
            portraitSafeAreaInsets: UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 30, bottom: 10, right: 30),
            portraitBarHeights: BarHeights(statusBar: 30, navigationBar: 50, tabBar: 60, toolbar: 40),
            landscapeBarHeights: BarHeights(statusBar: 0, navigationBar: 40, tabBar: 40, toolbar: 30),
            hasSensorHousing: true, cornerRadius: 20)
        let controller = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: controller)]
        show(tabs, on: device)
        // 30 + 50 above, 60 + 10 below.
        expectInsets(controller.view.hostSafeAreaInsets, 80, 0, 70, 0)
        #expect(device.cornerRadius == 20)
    }

    /// Pixels per point of each device (Apple's published display scales): 2× for the home-button
    /// phones but the Plus, the XR and the iPads; 3× for the Plus and the other notched phones.
    @Test func screenScales() {
        let expected: [(DeviceProfile, CGFloat)] = [
            (.iPhone4s, 2), (.iPhoneSE1, 2), (.iPhone8, 2), (.iPhone8Plus, 3), (.iPhoneX, 3), (.iPhoneXR, 2),
            (.iPhone11ProMax, 3), (.iPhone12Mini, 3), (.iPhone12, 3), (.iPhone12ProMax, 3), (.iPhone14Pro, 3),
            (.iPhone14ProMax, 3), (.iPhone16Pro, 3), (.iPhone16ProMax, 3), (.iPad, 2), (.iPad10_2, 2), (.iPadMini6, 2),
            (.iPadPro10_5, 2), (.iPadPro11, 2), (.iPadPro11M4, 2),
            (.iPadPro12_9, 2), (.iPadPro12_9Rounded, 2), (.iPadAir10_9, 2), (.iPadPro13, 2),
        ]
        #expect(expected.count == DeviceProfile.all.count)
        for (device, scale) in expected {
            #expect(UIScreen(device: device).scale == scale, "\(device.name)")
        }
        let window = UIWindow(screen: UIScreen(device: .iPhone8Plus))
        #expect(window.contentScaleFactor == 3)
        let view = UIView()
        window.addSubview(view)
        #expect(view.contentScaleFactor == 3)
    }
}
