import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// An iPhone's navigation bar is 44 points tall upright until iOS 26 and 54 from it; on its side
/// it stays 32 (docs/reference/bars-and-controllers.md#bar-heights). iPhone 8: status bar 20.
@MainActor @Suite struct NavigationBarHeightTests {
    @Test(arguments: [(17.0, 44.0), (26.0, 54.0)])
    func aPhonesNavigationBarUpright(systemVersion: Double, height: Double) {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        show(navigation, systemVersion: systemVersion)
        expectFrame(navigation.navigationBar, 0, 20, 375, height)
        expectInsets(content.view.safeAreaInsets, 20 + height, 0, 0, 0)
    }

    /// Our choice: no document of Xcode 26 on a phone's side was seen, so its bar keeps 32.
    @Test func onItsSideAnIOS26PhoneKeepsTheCompactBar() {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        show(navigation, orientation: .landscapeLeft, systemVersion: 26)
        expectFrame(navigation.navigationBar, 0, 0, 667, 32)
        expectInsets(content.view.safeAreaInsets, 32, 0, 0, 0)
    }
}
