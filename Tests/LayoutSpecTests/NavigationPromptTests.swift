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

    /// A scene whose navigation item or simulated bar has a prompt; the box is pinned to the top
    /// layout guide's bottom.
    static func scene(itemPrompt: String?, prompted: Bool) -> String {
        let prompt = itemPrompt.map { #" prompt="\#($0)""# } ?? ""
        return DocumentText.storyboard(
            #"toolsVersion="12121" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="Prm-Vc-001""#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#,
            scenes: DocumentText.scene(
                "Prm-Scn-01", controller: "Prm-Vc-001", root: "Prm-Root-1", width: 375, height: 667,
                beforeRoot: """
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="Prm-Top-01"/>
                        <viewControllerLayoutGuide type="bottom" id="Prm-Bot-01"/>
                    </layoutGuides>
                    """,
                content: """
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Prm-Box-001">
                            <rect key="frame" x="0.0" y="94" width="100" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="Prm-Con-003"/>
                                <constraint firstAttribute="height" constant="40" id="Prm-Con-004"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Prm-Box-001" firstAttribute="top" secondItem="Prm-Top-01" secondAttribute="bottom" id="Prm-Con-001"/>
                        <constraint firstItem="Prm-Box-001" firstAttribute="leading" secondItem="Prm-Root-1" secondAttribute="leading" id="Prm-Con-002"/>
                    </constraints>
                    """,
                afterRoot: """
                    <navigationItem key="navigationItem" title="Photos"\(prompt) id="Prm-Itm-001"/>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="\(prompted ? "YES" : "NO")"/>
                    """))
    }

    @Test(arguments: [(String?.some("Pick one"), false), (nil, true)])
    func aStoryboardsPromptMakesTheBarThirtyPointsTaller(itemPrompt: String?, prompted: Bool) throws {
        let text = Self.scene(itemPrompt: itemPrompt, prompted: prompted)
        for options in [InterfaceBuilderOptions.documentCanvas, InterfaceBuilderOptions(contentSize: .document)] {
            let unit = try DocumentFixture.unit(inText: text, fileName: "Prompt.storyboard", options: options)
            expectFrame(try unit.view("Prm-Box-001"), 0, 94, 100, 40)
            #expect(unit.warnings.lines == [])
        }
        let plain = try DocumentFixture.unit(
            inText: Self.scene(itemPrompt: nil, prompted: false), fileName: "Prompt.storyboard",
            options: .documentCanvas)
        expectFrame(try plain.view("Prm-Box-001"), 0, 64, 100, 40)
    }
}
