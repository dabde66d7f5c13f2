import LayoutRendering
import OpenUIKit
import XCTest

/// What the pictures promise beyond their exact text: determinism, hover titles, hidden views,
/// overlays on request only.
final class RenderingBehaviourTests: XCTestCase {
    func testTheSameSceneGivesTheSameText() {
        let first = SVGRenderer(overlays: .all).render(SampleScenes.marginsOnIPhoneX())
        let second = SVGRenderer(overlays: .all).render(SampleScenes.marginsOnIPhoneX())
        XCTAssertEqual(first, second)
    }

    func testEveryViewHasAHoverTitleWithItsNameAndFrame() {
        let svg = SVGRenderer().render(SampleScenes.marginsOnIPhoneX())
        XCTAssertTrue(svg.contains("<title>blue (UIView) frame (16, 108, 343, 120)</title>"), svg)
        XCTAssertTrue(svg.contains("<title>orange (UIView) frame (40, 258, 187.667, 80)</title>"), svg)
        XCTAssertTrue(svg.contains("<title>UINavigationBar (UINavigationBar) frame (0, 44, 375, 44)</title>"), svg)
    }

    func testViewsAreFilledInTheirColoursAndUncolouredViewsOutlined() {
        let svg = SVGRenderer().render(SampleScenes.conflictAndAmbiguity())
        XCTAssertTrue(svg.contains("fill=\"#30b0c7\""), "systemTeal box")
        XCTAssertTrue(svg.contains("fill=\"none\" stroke=\"#8e8e93\""), "the uncoloured view is an outline")
    }

    func testHiddenViewsAreNotDrawn() {
        let scene = SampleScenes.marginsOnIPhoneX()
        scene.view(named: "orange")?.isHidden = true
        let svg = SVGRenderer(overlays: .all).render(scene)
        XCTAssertFalse(svg.contains("data-name=\"orange\""))
        XCTAssertFalse(svg.contains("orange layout margins"))
    }

    func testOverlaysAppearOnlyWhenAsked() {
        let plain = SVGRenderer().render(SampleScenes.marginsOnIPhoneX())
        XCTAssertFalse(plain.contains("<!-- layout margins -->"))
        XCTAssertFalse(plain.contains("<!-- constraints -->"))
        let all = SVGRenderer(overlays: .all).render(SampleScenes.marginsOnIPhoneX())
        for comment in ["safe area", "layout margins", "layout guides", "constraints"] {
            XCTAssertTrue(all.contains("<!-- \(comment) -->"), comment)
        }
        XCTAssertTrue(all.contains("root safe area {88, 0, 34, 0}"))
        XCTAssertTrue(all.contains("spacer (UILayoutGuide) layoutFrame (16, 228, 343, 30)"))
        XCTAssertTrue(all.contains("aria-label=\"blue.top == root.safeAreaLayoutGuide.top + 20\""))
    }

    func testDeviceChromeFollowsTheProfile() {
        let notch = SVGRenderer().render(SampleScenes.marginsOnIPhoneX())
        XCTAssertTrue(notch.contains("<title>iPhone X, portrait, 375 × 812 pt</title>"))
        XCTAssertTrue(notch.contains("<title>sensor housing</title>"))
        XCTAssertTrue(notch.contains("<title>home indicator</title>"))
        let homeButton = SVGRenderer().render(SampleScenes.tabsOnIPhone8())
        XCTAssertTrue(homeButton.contains("<circle"))
        XCTAssertFalse(homeButton.contains("sensor housing"))
        let plain = SVGRenderer().render(SampleScenes.conflictAndAmbiguity())
        XCTAssertFalse(plain.contains("9:41"), "a window smaller than its screen has no status bar")
    }

    func testOverlayNamesParseAndUnknownNamesAreRejected() throws {
        XCTAssertEqual(try Overlays(parsing: "margins,safe-area"), [.margins, .safeArea])
        XCTAssertEqual(try Overlays(parsing: "guides, constraints"), [.guides, .constraints])
        XCTAssertEqual(try Overlays(parsing: "all"), .all)
        XCTAssertThrowsError(try Overlays(parsing: "margins,safearea")) { error in
            XCTAssertEqual(
                (error as? RenderingError)?.message,
                "unknown overlay 'safearea' (expected one of: margins, safe-area, guides, constraints, all)")
        }
    }
}
