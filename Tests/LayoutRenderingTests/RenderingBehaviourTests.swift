import LayoutRendering
import OpenUIKit
import Testing

/// What the pictures promise beyond their exact text: determinism, hover titles, hidden views,
/// overlays on request only.
@MainActor @Suite struct RenderingBehaviourTests {
    @Test func theSameSceneGivesTheSameText() {
        let first = SVGRenderer(overlays: .all).render(SampleScenes.marginsOnIPhoneX())
        let second = SVGRenderer(overlays: .all).render(SampleScenes.marginsOnIPhoneX())
        #expect(first == second)
    }

    @Test func everyViewHasAHoverTitleWithItsNameAndFrame() {
        let svg = SVGRenderer().render(SampleScenes.marginsOnIPhoneX())
        #expect(svg.contains("<title>blue (UIView) frame (16, 108, 343, 120)</title>"), "\(svg)")
        #expect(svg.contains("<title>orange (UIView) frame (40, 258, 187.667, 80)</title>"), "\(svg)")
        #expect(svg.contains("<title>UINavigationBar (UINavigationBar) frame (0, 44, 375, 44)</title>"), "\(svg)")
    }

    @Test func viewsAreFilledInTheirColoursAndUncolouredViewsOutlined() {
        let svg = SVGRenderer().render(SampleScenes.conflictAndAmbiguity())
        #expect(svg.contains("fill=\"#30b0c7\""), "systemTeal box")
        #expect(svg.contains("fill=\"none\" stroke=\"#8e8e93\""), "the uncoloured view is an outline")
    }

    @Test func hiddenViewsAreNotDrawn() {
        let scene = SampleScenes.marginsOnIPhoneX()
        scene.view(named: "orange")?.isHidden = true
        let svg = SVGRenderer(overlays: .all).render(scene)
        #expect(!(svg.contains("data-name=\"orange\"")))
        #expect(!(svg.contains("orange layout margins")))
    }

    @Test func overlaysAppearOnlyWhenAsked() {
        let plain = SVGRenderer().render(SampleScenes.marginsOnIPhoneX())
        #expect(!(plain.contains("<!-- layout margins -->")))
        #expect(!(plain.contains("<!-- constraints -->")))
        let all = SVGRenderer(overlays: .all).render(SampleScenes.marginsOnIPhoneX())
        for comment in ["safe area", "layout margins", "layout guides", "constraints"] {
            #expect(all.contains("<!-- \(comment) -->"), "\(comment)")
        }
        #expect(all.contains("root safe area {88, 0, 34, 0}"))
        #expect(all.contains("spacer (UILayoutGuide) layoutFrame (16, 228, 343, 30)"))
        #expect(all.contains("aria-label=\"blue.top == root.safeAreaLayoutGuide.top + 20\""))
    }

    @Test func deviceChromeFollowsTheProfile() {
        let notch = SVGRenderer().render(SampleScenes.marginsOnIPhoneX())
        #expect(notch.contains("<title>iPhone X, portrait, 375 × 812 pt</title>"))
        #expect(notch.contains("<title>sensor housing</title>"))
        #expect(notch.contains("<title>home indicator</title>"))
        let homeButton = SVGRenderer().render(SampleScenes.tabsOnIPhone8())
        #expect(homeButton.contains("<circle"))
        #expect(!(homeButton.contains("sensor housing")))
        let plain = SVGRenderer().render(SampleScenes.conflictAndAmbiguity())
        #expect(!(plain.contains("9:41")), "a window smaller than its screen has no status bar")
    }

    @Test func overlayNamesParseAndUnknownNamesAreRejected() throws {
        #expect(try Overlays(parsing: "margins,safe-area") == [.margins, .safeArea])
        #expect(try Overlays(parsing: "guides, constraints") == [.guides, .constraints])
        #expect(try Overlays(parsing: "all") == .all)
        let error = #expect(throws: RenderingError.self) { try Overlays(parsing: "margins,safearea") }
        #expect(
            error?.message
                == "unknown overlay 'safearea' (expected one of: margins, safe-area, guides, constraints, all)")
    }
}
