import OpenUIKit
import Testing

/// The example of the OpenUIKit documentation catalog's landing page, so that what it prints
/// stays true.
@MainActor @Suite struct DocumentationExampleTests {
    @Test func aBoxUnderANavigationBarOnAnIPhoneXStartsBelowTheBar() {
        let window = UIWindow(screen: UIScreen(device: .iPhoneX, orientation: .portrait, systemVersion: 17))
        let content = UIViewController()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: content.view.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: content.view.layoutMarginsGuide.trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.rootViewController = UINavigationController(rootViewController: content)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        #expect("\(content.view.safeAreaInsets)" == "{88, 0, 34, 0}")
        #expect(box.frame == CGRect(x: 16, y: 88, width: 343, height: 100))
    }
}
