import Foundation
import LayoutSpec
import Testing

/// The first spec in docs/spec-format.md loads and meets its expectations.
@MainActor @Suite struct DocumentationExampleTests {
    @Test func firstSpecInTheFormatGuide() throws {
        let text = try String(
            contentsOf: packageDirectory.appendingPathComponent("docs/spec-format.md"), encoding: .utf8)
        let start = try #require(text.range(of: "```yaml\nname: A subview fills its superview's margins"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let spec = String(text[text.index(start.lowerBound, offsetBy: 8)..<end.lowerBound])
        let screen = try ScreenSpecLoader.load(yaml: spec, fileName: "spec-format.md")
        #expect(screen.unmetExpectations().isEmpty)
        #expect(screen.expectations.count == 1)
        #expect(screen.namedViews.map(\.name) == ["main", "blue", "orange"])
        #expect(screen.view(named: "orange")?.frame == CGRect(x: 50, y: 70, width: 275, height: 547))
        #expect(screen.summary == "Blue fills the screen; orange fills blue's layout margins.")
    }
}
