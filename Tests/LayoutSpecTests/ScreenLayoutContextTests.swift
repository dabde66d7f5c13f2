import Foundation
import LayoutSpec
import Testing

/// Every loaded screen lays out on a layout context of its own: its messages do not depend on
/// what the process built before, and its events name its constraints.
@MainActor @Suite struct ScreenLayoutContextTests {
    private let conflict = """
        controller:
          name: main
          view:
            subviews:
              - {name: box}
        constraints:
          - box.edges == superview
          - box.width == 100
        """

    @Test func theSameScreenBuiltTwiceLogsTheSameText() throws {
        let first = try ScreenSpecLoader.load(yaml: conflict, fileName: "conflict.yaml")
        // Something else printed in between takes numbers of the default context only.
        _ = UIView().debugAddress
        let second = try ScreenSpecLoader.load(yaml: conflict, fileName: "conflict.yaml")
        #expect(first.diagnostics.count == 1)
        #expect(second.diagnostics == first.diagnostics)
        #expect(first.window.layoutContext !== second.window.layoutContext)
        #expect(first.window.layoutContext !== LayoutContext.default)
    }

    @Test func theScreensEventsNameTheConflictingConstraints() throws {
        let screen = try ScreenSpecLoader.load(yaml: conflict, fileName: "conflict.yaml")
        #expect(screen.events.count == 1)
        guard case .unsatisfiable(let set, let broken) = try #require(screen.events.first) else {
            Issue.record("expected an unsatisfiable event, got \(screen.events)")
            return
        }
        let width = try #require(screen.constraints.last)
        #expect(broken === width)
        #expect(set.contains { $0 === width })
        #expect(screen.events.first?.logText == screen.diagnostics.first)
    }
}
