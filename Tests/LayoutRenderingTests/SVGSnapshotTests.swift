import LayoutRendering
import OpenUIKit
import SnapshotTesting
import XCTest

/// The SVG text of small screens, compared with reviewed snapshots in `__Snapshots__`.
final class SVGSnapshotTests: XCTestCase {
    func testNavigationControllerOnIPhoneXWithEveryOverlay() {
        let svg = SVGRenderer(overlays: .all).render(SampleScenes.marginsOnIPhoneX())
        assertSnapshot(of: svg, as: .lines)
    }

    func testOpaqueTabBarOnIPhone8InIOS10Mode() {
        let svg = SVGRenderer().render(SampleScenes.tabsOnIPhone8())
        assertSnapshot(of: svg, as: .lines)
    }

    func testDynamicIslandOnItsSideWithTheSafeArea() {
        let svg = SVGRenderer(overlays: .safeArea).render(SampleScenes.landscapeIsland())
        assertSnapshot(of: svg, as: .lines)
    }

    func testBrokenConstraintIsDrawnGreyAndDashed() {
        let scene = DiagnosticsCapture.capture { SampleScenes.conflictAndAmbiguity() }.result
        let svg = DiagnosticsCapture.capture { SVGRenderer(overlays: .constraints).render(scene) }.result
        assertSnapshot(of: svg, as: .lines)
    }

    func testTextFromRenderableViews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
        let badge = BadgeView(frame: CGRect(x: 10, y: 10, width: 140, height: 40))
        badge.backgroundColor = .systemYellow
        window.addSubview(badge)
        let svg = SVGRenderer().render(LayoutScene(title: "Badge", window: window, namedViews: [("badge", badge)]))
        assertSnapshot(of: svg, as: .lines)
    }
}

/// A view of an app's own that shows two lines of text through the ``RenderableText`` hook.
private final class BadgeView: UIView, RenderableText {
    var renderedText: RenderedText? {
        RenderedText(
            lines: ["Hello <world>", "& more"], fontSize: 12, isBold: true, frame: bounds.insetBy(dx: 4, dy: 4),
            alignment: .center)
    }
}
