import Foundation
import LayoutPlayground
import LayoutRendering
import LayoutSpec
import OpenUIKit
import Testing

/// The playground draws with the renderer the command-line tool uses: the same painters for
/// bars, controls and tables, and the same light and dark appearances (`appearance=`).
@MainActor @Suite struct DrawingTests {
    /// Bars with a large title and a table: a navigation bar painter, a table painter and the
    /// status bar all take part.
    static let example = "bars-large-titles"

    private func playground() throws -> Playground {
        Playground(library: try ExampleLibrary(directory: TestServer.examples))
    }

    /// The example drawn by `SVGRenderer` directly, in `style`.
    private func rendered(_ style: UIUserInterfaceStyle) throws -> String {
        let url = URL(fileURLWithPath: TestServer.examples).appendingPathComponent(Self.example + ".yaml")
        let screen = try ScreenSpecLoader.load(contentsOf: url)
        screen.window.overrideUserInterfaceStyle = style
        let scene = LayoutScene(
            title: screen.name, summary: screen.summary, window: screen.window, namedViews: screen.namedViews,
            namedGuides: screen.namedGuides)
        return SVGRenderer().render(scene)
    }

    @Test func thePlaygroundsPictureIsTheRenderersDrawingInEachAppearance() throws {
        let playground = try playground()
        let light = try playground.svg("example=\(Self.example)").svg
        let dark = try playground.svg("example=\(Self.example)&appearance=dark").svg
        #expect(light == (try rendered(.light)))
        #expect(dark == (try rendered(.dark)))
        #expect(light != dark)
        // The navigation bar painter's large title, black in the light appearance and white in the dark one.
        #expect(light.contains("font-size=\"34\" font-weight=\"bold\" fill=\"#000000\">Settings</text>"))
        #expect(dark.contains("font-size=\"34\" font-weight=\"bold\" fill=\"#ffffff\">Settings</text>"))
    }

    @Test func theAppearanceIsPartOfTheStateAndOnlyLightOrDark() throws {
        let state = try PlaygroundState(query: "example=\(Self.example)&appearance=dark")
        #expect(state.appearance == "dark")
        #expect(state.query == "example=\(Self.example)&appearance=dark")
        #expect(throws: PlaygroundError("'appearance' must be light or dark, not 'dim'")) {
            try PlaygroundState(query: "example=\(Self.example)&appearance=dim")
        }
    }
}
