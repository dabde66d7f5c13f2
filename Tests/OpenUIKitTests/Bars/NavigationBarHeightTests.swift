import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// An iPhone's navigation bar is 44 points tall upright until iOS 26 and 54 from it; on its side
/// it stays 32. An iPad's is 44 before iOS 12 and 50 from it (docs/reference/bars-and-controllers.md#bar-heights).
/// iPhone 8 and iPad with a home button: status bar 20.
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

    @Test(arguments: [(10.3, 44.0), (11.0, 44.0), (12.0, 50.0), (17.0, 50.0)])
    func anIPadsNavigationBar(systemVersion: Double, height: Double) {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        show(navigation, on: .iPad, systemVersion: systemVersion)
        expectFrame(navigation.navigationBar, 0, 20, 768, height)
        expectInsets(content.view.safeAreaInsets, systemVersion < 11 ? 0 : 20 + height, 0, 0, 0)
    }
}
