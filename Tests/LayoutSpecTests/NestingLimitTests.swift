import Foundation
import LayoutSpec
import Testing

/// Views described apart and placed by name can nest deeper than YAML lets mappings nest; a
/// spec's views may nest 1,000 levels, and deeper is a clean error at the first view too deep
/// rather than an exhausted stack (docs/reliability.md).
@MainActor @Suite struct NestingLimitTests {
    /// `depth` views under the root view, each the only subview of the one before.
    static func chain(_ depth: Int) -> String {
        var text = "device: iPhone8\ncontroller:\n  name: main\n  view:\n    subviews: [v0]\nviews:\n"
        for level in 0..<depth {
            text += "  - name: v\(level)\n    frame: [0, 0.5, 100, 100]\n"
            if level + 1 < depth { text += "    subviews: [v\(level + 1)]\n" }
        }
        return text
    }

    @Test func viewsNestedMoreThanAThousandLevelsAreAnErrorAtTheFirstViewTooDeep() {
        // v1000 starts on line 7 + 3 × 1000.
        #expect(
            loadError(Self.chain(1_001))
                == "bad.yaml:3007:5: error: v1000 is nested 1001 levels deep; a spec's views may nest at most 1000 levels"
        )
    }

    @Test func aChainOfThreeHundredViewsLoadsAndLaysOut() throws {
        let screen = try ScreenSpecLoader.load(yaml: Self.chain(300), fileName: "chain.yaml")
        let deepest = try #require(screen.namedViews.first { $0.name == "v299" }?.view)
        screen.window.layoutIfNeeded()
        #expect(abs(deepest.convert(CGPoint.zero, to: nil).y - 150) < 0.001)
    }
}
