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

    @Test func galleryIndexShowsThumbnailsUnderTheirHeadingsAndTheFailures() {
        let page = GalleryPage(
            groups: [
                GalleryPage.Group(
                    heading: "Margins",
                    entries: [
                        GalleryPage.Entry(
                            title: "Margins", summary: "A <summary>", source: "Examples/margins.yaml",
                            image: "margins.svg", page: "margins.html",
                            variants: [
                                GalleryPage.Link(caption: "iPhone8 · portrait", page: "margins.html"),
                                GalleryPage.Link(caption: "iPhoneX · portrait", page: "margins--iPhoneX-portrait.html"),
                            ])
                    ]),
                GalleryPage.Group(heading: "Profile.storyboard", entries: []),
            ],
            failures: [(source: "Examples/broken.yaml", error: "broken.yaml:3:7: error: unknown view 'x'")])
        let html = page.html
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(html.contains("<li><a href=\"#group1\">Margins</a> (1)</li>"))
        #expect(html.contains("<h2 id=\"group2\">Profile.storyboard</h2>"))
        #expect(html.contains("<figure class=\"thumbnail\" title=\"A &lt;summary&gt;\">"))
        #expect(
            html.contains("<a class=\"open\" href=\"margins.html\"><img src=\"margins.svg\" alt=\"Margins\"></a>"))
        #expect(html.contains("<li><a href=\"margins--iPhoneX-portrait.html\">iPhoneX · portrait</a></li>"))
        #expect(html.contains("unknown view &#39;x&#39;") || html.contains("unknown view 'x'"))
        #expect(!html.contains("<script"))
    }

    @Test func galleryDetailPageHoldsThePictureTheFramesTheConstraintsAndEachViewsExplanation() throws {
        let scene = SampleScenes.marginsOnIPhoneX()
        let picture = SVGRenderer().render(scene)
        let page = GalleryDetailPage(
            scene: scene, picture: picture, source: "Examples/margins.yaml", caption: "iPhoneX · portrait",
            variants: [
                GalleryPage.Link(caption: "iPhoneX · portrait", page: "margins.html"),
                GalleryPage.Link(caption: "iPhone8 · portrait", page: "margins--iPhone8-portrait.html"),
            ])
        let html = page.html
        #expect(html.contains(String(picture.dropLast())))
        #expect(
            html.contains(
                "<tr data-view=\"blue\"><td>blue</td><td>UIView</td><td>(16, 108, 343, 120)</td>"
                    + "<td>(16, 108, 343, 120)</td><td>{0, 0, 0, 0}</td><td>{8, 8, 8, 8}</td></tr>"))
        #expect(html.contains("<li><code>blue.top == root.safeAreaLayoutGuide.top + 20</code></li>"))
        #expect(
            html.contains(
                "<strong>iPhoneX · portrait</strong> | <a href=\"margins--iPhone8-portrait.html\">iPhone8 · portrait</a>"
            ))
        let blue = try #require(page.views.first { $0.name == "blue" })
        #expect(blue.hover == "blue (UIView) frame (16, 108, 343, 120)")
        #expect(blue.explanation.hasPrefix("blue (UIView) in root\n  frame (16, 108, 343, 120)"))
        #expect(blue.explanation.contains("y = 108, determined by:\n  blue.top == root.safeAreaLayoutGuide.top + 20\n"))
        #expect(!blue.explanation.contains("0x"), "no addresses, so that two runs write the same page")
        #expect(html.contains("<script type=\"application/json\" id=\"views\">{\"blue\":{\"explanation\":"))
    }
}
