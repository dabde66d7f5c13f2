import Foundation
import LayoutRendering
import OpenUIKit
import Testing

/// Large finite numbers are laid out as they are; when the layout's own arithmetic overflows
/// (a sum or product past about 1.8e308), the frames it gives are not finite, and `check` says
/// so instead of reporting a clean screen (docs/reliability.md).
@MainActor @Suite struct NonFiniteFrameTests {
    /// A window on an iPhone 8 whose root view holds `blue` at `blueY` (by its frame) and `red`,
    /// 10 × 10 at the left, whose top is twice blue's.
    private func scene(blueY: CGFloat) -> (scene: LayoutScene, blue: UIView, red: UIView) {
        let window = UIWindow(screen: UIScreen(device: .iPhone8, orientation: .portrait, systemVersion: 17))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let blue = UIView(frame: CGRect(x: 0, y: blueY, width: 10, height: 10))
        let red = UIView()
        red.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(blue)
        controller.view.addSubview(red)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: red, attribute: .top, relatedBy: .equal, toItem: blue, attribute: .top, multiplier: 2, constant: 0
            ),
            red.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            red.widthAnchor.constraint(equalToConstant: 10), red.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        let scene = LayoutScene(
            title: "overflow", summary: nil, window: window, namedViews: [("blue", blue), ("red", red)],
            namedGuides: [])
        return (scene, blue, red)
    }

    @Test func aLargeFiniteEdgeStaysFiniteThroughPixelSnapping() {
        let window = UIWindow(screen: UIScreen(device: .iPhone8, orientation: .portrait, systemVersion: 17))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let far = UIView()
        far.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(far)
        NSLayoutConstraint.activate([
            far.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 1.5e308),
            far.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 0.25),
            far.widthAnchor.constraint(equalToConstant: 10), far.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // 1.5e308 points are 3e308 pixels on a 2× screen, past a Double: that axis is left
        // unsnapped, as the engine solved it; x still snaps (0.25 to 0.5).
        #expect(far.frame == CGRect(x: 0.5, y: 1.5e308, width: 10, height: 10))
        let scene = LayoutScene(
            title: "far", summary: nil, window: window, namedViews: [("far", far)], namedGuides: [])
        #expect(!LayoutCheck(scene, messages: []).hasProblems)
    }

    @Test func largeNumbersLayOutWithADoublesPrecision() {
        // 2e300 + 10 is 2e300: a size far below the precision of its position is lost, as in
        // any arithmetic on Doubles; nothing becomes infinite.
        let (scene, _, red) = scene(blueY: 1e300)
        #expect(red.frame == CGRect(x: 0, y: 2e300, width: 10, height: 0))
        #expect(!LayoutCheck(scene, messages: []).hasProblems)
    }

    @Test func checkReportsFramesThatOverflowed() {
        let (scene, _, red) = scene(blueY: 1.5e308)
        #expect(!red.frame.minY.isFinite)
        let check = LayoutCheck(scene, messages: [])
        #expect(check.hasProblems)
        #expect(check.nonFiniteFrames == ["blue (0, inf, 10, 10)", "red (0, inf, 10, 10)"])
        #expect(check.text.contains("Frames that are not finite:\n  blue (0, inf, 10, 10)\n  red (0, inf, 10, 10)\n"))
        #expect(check.text.hasSuffix("overflow: 2 frames that are not finite.\n"))
    }
}
