import LayoutSpec
import Testing

/// The example of the LayoutSpec documentation catalog's landing page, so that what it prints
/// stays true.
@MainActor @Suite struct DocumentationExampleTests {
    @Test func theLandingPageSpecLaysOrangeOutInsideBluesMargins() throws {
        let yaml = """
            device: iPhone8
            systemVersion: 11
            controller:
              name: main
              view:
                subviews:
                  - name: blue
                    layoutMargins: 50
                    subviews:
                      - name: orange
            constraints:
              - blue.edges == superview
              - orange.edges == blue.margins
            expect:
              orange:
                frame: [50, 70, 275, 547]
            """
        let screen = try ScreenSpecLoader.load(yaml: yaml, fileName: "margins.yaml")
        #expect(screen.view(named: "orange")?.frame == CGRect(x: 50, y: 70, width: 275, height: 547))
        #expect(screen.unmetExpectations().isEmpty)
        #expect(screen.diagnostics.isEmpty)
    }
}
