import Foundation
import LayoutSpec
import Testing

/// Every spec under Examples/ loads, lays out without diagnostics, and meets its `expect:`
/// entries to 0.001 pt.
@MainActor @Suite struct ExampleSpecTests {
    nonisolated static let examples: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    }()

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 1)
    }

    @Test(arguments: examples) func exampleMeetsItsExpectations(_ file: String) throws {
        let url = examplesDirectory.appendingPathComponent(file)
        let screen: LoadedScreen
        do {
            screen = try ScreenSpecLoader.load(contentsOf: url)
        } catch {
            Issue.record("\(error)")
            return
        }
        #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics)")
        #expect(!screen.expectations.isEmpty, "\(file) has no expect: entries")
        for mismatch in screen.unmetExpectations() {
            Issue.record("\(mismatch)")
        }
    }
}
