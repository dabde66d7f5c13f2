import Foundation
import LayoutRendering
import Testing

/// PNG conversion and the gallery page.
@MainActor @Suite struct OutputTests {
    @Test func missingConverterSaysHowToInstallIt() {
        let error = #expect(throws: RenderingError.self) {
            try PNGConverter.locate(environment: ["PATH": "/nonexistent"])
        }
        #expect(
            error?.message
                == "writing PNG needs rsvg-convert, which is not installed (apt-get install librsvg2-bin); or write .svg"
        )
    }

    @Test(
        .enabled(
            if: (try? PNGConverter.locate()) != nil, "rsvg-convert is not installed (Tools/setup-tests.sh installs it)")
    )
    func convertsToPNGWhenRsvgConvertIsInstalled() throws {
        let converter = try PNGConverter.locate()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try converter.convert(svg: SVGRenderer().render(SampleScenes.tabsOnIPhone8()), to: url, scale: 1)
        let data = try Data(contentsOf: url)
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func galleryPageShowsEachPictureWithItsFrameTableAndTheFailures() {
        let scene = SampleScenes.marginsOnIPhoneX()
        let page = GalleryPage(
            entries: [
                GalleryPage.Entry(
                    title: scene.title, summary: "A <summary>", source: "Examples/margins.yaml", image: "margins.svg",
                    frameTable: FrameTable(scene))
            ],
            failures: [(source: "Examples/broken.yaml", error: "broken.yaml:3:7: error: unknown view 'x'")])
        let html = page.html
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(html.contains("<object type=\"image/svg+xml\" data=\"margins.svg\">"))
        #expect(html.contains("<p>A &lt;summary&gt;</p>"))
        #expect(html.contains("blue    UIView  (16, 108, 343, 120)"))
        #expect(html.contains("unknown view &#39;x&#39;") || html.contains("unknown view 'x'"))
    }
}
