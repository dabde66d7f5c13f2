import LayoutRendering
import OpenUIKit
import SnapshotTesting
import Testing

/// The SVG text of small screens, compared with reviewed snapshots in `__Snapshots__`.
@MainActor @Suite struct SVGSnapshotTests {
    @Test func navigationControllerOnIPhoneXWithEveryOverlay() {
        let svg = SVGRenderer(overlays: .all).render(SampleScenes.marginsOnIPhoneX())
        assertSnapshot(of: svg, as: .lines)
    }

    @Test func opaqueTabBarOnIPhone8InIOS10Mode() {
        let svg = SVGRenderer().render(SampleScenes.tabsOnIPhone8())
        assertSnapshot(of: svg, as: .lines)
    }

    @Test func dynamicIslandOnItsSideWithTheSafeArea() {
        let svg = SVGRenderer(overlays: .safeArea).render(SampleScenes.landscapeIsland())
        assertSnapshot(of: svg, as: .lines)
    }

    @Test func brokenConstraintIsDrawnGreyAndDashed() {
        let scene = DiagnosticsCapture.capture { SampleScenes.conflictAndAmbiguity() }.result
        let svg = DiagnosticsCapture.capture { SVGRenderer(overlays: .constraints).render(scene) }.result
        assertSnapshot(of: svg, as: .lines)
    }

    @Test func textFromRenderableViews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
        let badge = BadgeView(frame: CGRect(x: 10, y: 10, width: 140, height: 40))
        badge.backgroundColor = .systemYellow
        window.addSubview(badge)
        let svg = SVGRenderer().render(LayoutScene(title: "Badge", window: window, namedViews: [("badge", badge)]))
        assertSnapshot(of: svg, as: .lines)
    }

    @Test func labelOnOneLine() {
        let svg = SVGRenderer().render(TextScenes.label("Hello, World").scene)
        assertSnapshot(of: svg, as: .lines)
    }

    @Test func labelWrappedOnThreeLines() {
        let scene = TextScenes.label("The quick brown fox jumps over the lazy dog", width: 165) {
            $0.numberOfLines = 0
        }.scene
        assertSnapshot(of: SVGRenderer().render(scene), as: .lines)
    }

    @Test func labelTruncatedWithAnEllipsisInBoldRed() {
        let scene = TextScenes.label("The quick brown fox jumps over the lazy dog", width: 150) {
            $0.font = .boldSystemFont(ofSize: 15)
            $0.textColor = .systemRed
        }.scene
        assertSnapshot(of: SVGRenderer().render(scene), as: .lines)
    }

    @Test func labelCentredInATallerLabel() {
        let scene = TextScenes.label("Auto Layout", width: 200, height: 60) { $0.textAlignment = .center }.scene
        assertSnapshot(of: SVGRenderer().render(scene), as: .lines)
    }

    @Test func labelWithNaturalAlignmentInARightToLeftLayout() {
        let scene = TextScenes.label("Right to left", width: 200) { $0.semanticContentAttribute = .forceRightToLeft }
            .scene
        assertSnapshot(of: SVGRenderer().render(scene), as: .lines)
    }

    @Test func scrollViewClipsItsContentDrawnAtItsContentOffset() {
        let svg = SVGRenderer().render(TextScenes.scrolledContent().scene)
        assertSnapshot(of: svg, as: .lines)
    }
}

/// A view of an app's own that shows two lines of text through the ``RenderableText`` hook.
@MainActor private final class BadgeView: UIView, RenderableText {
    var renderedText: RenderedText? {
        RenderedText(
            lines: ["Hello <world>", "& more"], fontSize: 12, isBold: true, frame: bounds.insetBy(dx: 4, dy: 4),
            alignment: .center)
    }
}
