import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// A navigation item's prompt makes the bar 30 points taller while its controller is on top
/// (docs/reference/bars-and-controllers.md): in a spec (`prompt`) and in a storyboard (the
/// navigation item's `prompt`, or a simulated "Navigation Bar with Prompt", `prompted="YES"`).
/// iPhone 8: 20 + 44 + 30.
@MainActor @Suite struct NavigationPromptTests {
    static let spec = """
        name: prompt
        device: iPhone8
        controller:
          class: UINavigationController
          viewControllers:
            - name: picker
              title: Photos
              prompt: Pick one
              view:
                subviews:
                  - {name: box}
        constraints:
          - box.top == safeArea.top
          - box.leading == superview.leading
          - box.width == 100
          - box.height == 40
        """

    @Test func aSpecsPromptMakesTheBarThirtyPointsTaller() throws {
        let screen = try ScreenSpecLoader.load(yaml: Self.spec, fileName: "prompt.yaml")
        expectFrame(try #require(screen.view(named: "box")), 0, 94, 100, 40)
        let model = try ScreenSpecLoader.model(yaml: Self.spec, fileName: "prompt.yaml")
        guard case .navigation(let navigation) = model.controller.kind else {
            Issue.record("expected a navigation controller, got \(model.controller.kind)")
            return
        }
        #expect(navigation.viewControllers.first?.prompt == "Pick one")
        #expect(try ScreenSpecLoader.model(yaml: try model.yaml(), fileName: "again.yaml") == model)
    }

    /// CanvasSizeTests' titled scene (a label 16 points below the top layout guide) under a
    /// simulated navigation bar, its navigation item with `itemPrompt`, the bar `prompted`.
    static func scene(itemPrompt: String?, prompted: Bool) -> String {
        let prompt = itemPrompt.map { #" prompt="\#($0)""# } ?? ""
        return CanvasSizeTests.titledScene(
            tools: "12121", device: #"<device id="retina4_7" orientation="portrait"/>"#,
            metrics: """
                <navigationItem key="navigationItem" title="Photos"\(prompt) id="Prm-Itm-001"/>
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="\(prompted ? "YES" : "NO")"/>
                """, width: 375, height: 667, gap: 16)
    }

    @Test(arguments: [(String?.some("Pick one"), false), (nil, true)])
    func aStoryboardsPromptMakesTheBarThirtyPointsTaller(itemPrompt: String?, prompted: Bool) throws {
        let text = Self.scene(itemPrompt: itemPrompt, prompted: prompted)
        for options in [InterfaceBuilderOptions.documentCanvas, InterfaceBuilderOptions(contentSize: .document)] {
            let unit = try DocumentFixture.unit(inText: text, fileName: "Prompt.storyboard", options: options)
            expectFrame(try unit.view("Fre-Lbl-001"), 16, 110, 343, 18)
            #expect(unit.warnings.lines == [])
        }
        let plain = try DocumentFixture.unit(
            inText: Self.scene(itemPrompt: nil, prompted: false), fileName: "Prompt.storyboard",
            options: .documentCanvas)
        expectFrame(try plain.view("Fre-Lbl-001"), 16, 80, 343, 18)
    }
}
