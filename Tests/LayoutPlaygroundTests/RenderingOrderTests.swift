import Foundation
import LayoutPlayground
import Testing

/// Laying out and drawing a screen leaves nothing behind that changes the next one: every
/// example's picture and frames are the same bytes whichever examples were drawn before it in
/// the same process (`swift test` cannot shuffle its tests, so this test draws them in two orders).
@MainActor @Suite struct RenderingOrderTests {
    /// Each example's picture with every overlay and its layout report as JSON, drawn in the order of `names`.
    private func drawings(_ names: [String], playground: Playground) throws -> [String: String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var drawings: [String: String] = [:]
        for name in names {
            let svg = try playground.svg("example=\(name)&overlay=all").svg
            let report = String(decoding: try encoder.encode(try playground.layout("example=\(name)")), as: UTF8.self)
            drawings[name] = svg + report
        }
        return drawings
    }

    @Test func everyExampleDrawsTheSameBytesInAnyOrder() throws {
        let library = try ExampleLibrary(directory: TestServer.examples)
        let playground = Playground(library: library)
        let names = library.entries.map(\.name)
        #expect(names.count > 40)
        let forwards = try drawings(names, playground: playground)
        let backwards = try drawings(names.reversed(), playground: playground)
        for name in names { #expect(forwards[name] == backwards[name], "\(name)") }
    }
}
