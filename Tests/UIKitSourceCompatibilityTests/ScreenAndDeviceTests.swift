import OpenUIKit
import Testing

@MainActor @Suite(.serialized) struct ScreenAndDeviceTests {
    private func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func phoneScreenPlacesTheSymbolUnderTheStatusBarAndASmallTile() {
        withMainScreen(UIScreen(device: .iPhone8)) {
            #expect(UIDevice.current.userInterfaceIdiom == .phone)
            #expect(UI_USER_INTERFACE_IDIOM() == .phone)
            let controller = ProfileViewController()
            let window = show(controller)
            expectRect(controller.view.frame, 0, 0, 375, 667)
            // Safe area top 20 (status bar) + 16; the default symbol size 17 × 17, centred:
            // (375 − 17) / 2 = 179.
            expectRect(controller.iconView.frame, 179, 36, 17, 17)
            // 36 + 17 + 8 = 61; 60 on a phone.
            expectRect(controller.tileView.frame, 16, 61, 60, 60)
            #expect(window.screen.device == .iPhone8)
        }
    }

    @Test func padScreenBranchesOnTheIdiomForALargerTile() {
        withMainScreen(UIScreen(device: .iPadPro11, orientation: .landscapeLeft)) {
            #expect(UIDevice.current.userInterfaceIdiom == .pad)
            #expect(UI_USER_INTERFACE_IDIOM() == .pad)
            #expect(UIDevice.current.model == "iPad")
            // The interface turned landscapeLeft is the device turned landscapeRight.
            #expect(UIDevice.current.orientation == .landscapeRight)
            let controller = ProfileViewController()
            _ = show(controller)
            expectRect(controller.view.frame, 0, 0, 1194, 834)
            // Safe area top 24 + 16 = 40; (1194 − 17) / 2 = 588.5.
            expectRect(controller.iconView.frame, 588.5, 40, 17, 17)
            expectRect(controller.tileView.frame, 16, 65, 120, 120)
        }
    }

    @Test func deviceDescribesTheMainScreensProfileAndSystem() {
        withMainScreen(UIScreen(device: .iPhone14Pro, systemVersion: 16.4)) {
            let device = UIDevice.current
            #expect(device.systemName == "iOS")
            #expect(device.systemVersion == "16.4")
            #expect(device.model == "iPhone")
            #expect(device.name == "iPhone 14 Pro")
            #expect(device.orientation == .portrait)
            #expect(device.orientation.isPortrait && !device.orientation.isLandscape)
        }
        withMainScreen(UIScreen(device: .iPhone8, systemVersion: 17)) {
            #expect(UIDevice.current.systemVersion == "17.0")
        }
        #expect(UIUserInterfaceIdiom.allCases.map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    }
}
