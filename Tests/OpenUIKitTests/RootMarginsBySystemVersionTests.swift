import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// A view controller's root view has side margins of 16 points below 400 points of width and 20
/// from 400 up, except in iOS 8, where they are 16 at every width (before iOS 11 the top and
/// bottom margins are 0): Xcode 6 (the iOS 8 SDK) stores views pinned to a 600-point root view's
/// leading margin 16 points in, Xcode 7.3 (iOS 9) 20.
@MainActor @Suite struct RootMarginsBySystemVersionTests {
    func rootMargins(on device: DeviceProfile, orientation: UIInterfaceOrientation = .portrait, systemVersion: Double)
        -> UIEdgeInsets
    {
        let controller = UIViewController()
        let window = show(controller, on: device, orientation: orientation, systemVersion: systemVersion)
        window.layoutIfNeeded()
        return controller.view.layoutMargins
    }

    @Test func iOS8GivesSixteenPointsAtEveryWidth() {
        expectInsets(rootMargins(on: .iPad, systemVersion: 8), 0, 16, 0, 16)
        expectInsets(rootMargins(on: .iPhone8Plus, systemVersion: 8), 0, 16, 0, 16)
        expectInsets(rootMargins(on: .iPhone8, orientation: .landscapeLeft, systemVersion: 8), 0, 16, 0, 16)
    }

    @Test func fromIOS9WideRootViewsGetTwenty() {
        expectInsets(rootMargins(on: .iPad, systemVersion: 9), 0, 20, 0, 20)
        expectInsets(rootMargins(on: .iPhone8Plus, systemVersion: 10), 0, 20, 0, 20)
        expectInsets(rootMargins(on: .iPhone8, systemVersion: 9), 0, 16, 0, 16)
        expectInsets(rootMargins(on: .iPad, systemVersion: 17), 20, 20, 0, 20)
    }
}
