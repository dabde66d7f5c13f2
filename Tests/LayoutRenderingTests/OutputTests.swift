import LayoutRendering
import XCTest

/// PNG conversion and the gallery page.
final class OutputTests: XCTestCase {
    func testMissingConverterSaysHowToInstallIt() {
        XCTAssertThrowsError(try PNGConverter.locate(environment: ["PATH": "/nonexistent"])) { error in
            XCTAssertEqual(
                (error as? RenderingError)?.message,
                "writing PNG needs rsvg-convert, which is not installed (apt-get install librsvg2-bin); or write .svg")
        }
    }

    func testConvertsToPNGWhenRsvgConvertIsInstalled() throws {
        guard let converter = try? PNGConverter.locate() else {
            throw XCTSkip("rsvg-convert is not installed (Tools/setup-tests.sh installs it)")
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try converter.convert(svg: SVGRenderer().render(SampleScenes.tabsOnIPhone8()), to: url, scale: 1)
        let data = try Data(contentsOf: url)
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    func testGalleryPageShowsEachPictureWithItsFrameTableAndTheFailures() {
        let scene = SampleScenes.marginsOnIPhoneX()
        let page = GalleryPage(
            entries: [
                GalleryPage.Entry(
                    title: scene.title, summary: "A <summary>", source: "Examples/margins.yaml", image: "margins.svg",
                    frameTable: FrameTable(scene))
            ],
            failures: [(source: "Examples/broken.yaml", error: "broken.yaml:3:7: error: unknown view 'x'")])
        let html = page.html
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n"))
        XCTAssertTrue(html.contains("<object type=\"image/svg+xml\" data=\"margins.svg\">"))
        XCTAssertTrue(html.contains("<p>A &lt;summary&gt;</p>"))
        XCTAssertTrue(html.contains("blue    UIView  (16, 108, 343, 120)"))
        XCTAssertTrue(html.contains("unknown view &#39;x&#39;") || html.contains("unknown view 'x'"))
    }
}
