import OpenSnapKit
import OpenUIKit
import XCTest

// Code as iOS projects in the Swift 5 language mode write it: helpers and XCTest methods that
// are not isolated to the main actor use UIKit directly. UIKit's main-actor isolation is
// `@preconcurrency` to such code, so on iOS it compiles without a diagnostic; this target is
// built in the Swift 5 mode, and compiling it is half of each test. The Linux XCTest runner
// calls test methods on the main thread, as iOS's does.

/// Pins `view` inside `container`, `inset` points from each edge, with anchors.
func pin(_ view: UIView, inside container: UIView, inset: CGFloat) {
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: container.topAnchor, constant: inset),
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
        container.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: inset),
        container.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: inset),
    ])
}

final class NonisolatedLayoutCodeTests: XCTestCase {
    func testAViewPinnedByANonisolatedHelperFillsItsContainerLessTheInsets() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let box = UIView()
        pin(box, inside: root, inset: 16)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 16, y: 16, width: 343, height: 635))
    }

    func testSnapKitBlocksRunFromANonisolatedTestMethod() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView()
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.size.equalTo(CGSize(width: 100, height: 60))
        }
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 110, y: 210, width: 100, height: 60))
    }

    func testAControllersSafeAreaOnTheMainScreenFromANonisolatedTestMethod() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let label = UILabel()
        label.text = "Title"
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        label.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor).isActive = true
        label.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor).isActive = true
        window.layoutIfNeeded()
        // The main screen is an iPhone 8's: a 20-point status bar, 16-point side margins.
        XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(label.frame.origin, CGPoint(x: 16, y: 20))
    }
}
