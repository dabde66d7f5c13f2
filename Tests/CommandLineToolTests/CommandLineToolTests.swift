import Foundation
import XCTest

/// End-to-end tests of the built `openautolayout` binary: each command on small specs, and the
/// errors a person meets.
final class CommandLineToolTests: XCTestCase {
    private var directory: SpecDirectory!

    override func setUpWithError() throws {
        directory = try SpecDirectory([
            "margins.yaml": Specs.margins, "conflict.yaml": Specs.conflict, "unknown-class.yaml": Specs.unknownClass,
        ])
    }

    override func tearDown() {
        directory.remove()
    }

    func testRenderWritesSVGToStandardOutput() throws {
        let outcome = try CommandLineTool.run([
            "render", directory.path("margins.yaml"), "--overlay", "margins,safe-area",
        ])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertTrue(outcome.standardOutput.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(outcome.standardOutput.contains("<title>orange (UIView) frame (50, 70, 275, 547)</title>"))
        XCTAssertTrue(outcome.standardOutput.contains("<!-- layout margins -->"))
        XCTAssertEqual(outcome.standardError, "")
    }

    func testRenderWritesSVGAndPNGFiles() throws {
        let svg = directory.path("out.svg")
        XCTAssertEqual(try CommandLineTool.run(["render", directory.path("margins.yaml"), "-o", svg]).status, 0)
        XCTAssertTrue(try String(contentsOfFile: svg, encoding: .utf8).contains("data-name=\"blue\""))
        let hasConverter = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert")
        }
        guard hasConverter else { throw XCTSkip("rsvg-convert is not installed (Tools/setup-tests.sh installs it)") }
        let png = directory.path("out.png")
        let outcome = try CommandLineTool.run(["render", directory.path("margins.yaml"), "-o", png, "--scale", "1"])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        let data = try Data(contentsOf: URL(fileURLWithPath: png))
        XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }

    func testRenderRejectsUnknownFormatsAndOverlaysInOneLine() throws {
        let format = try CommandLineTool.run([
            "render", directory.path("margins.yaml"), "-o", directory.path("out.gif"),
        ])
        XCTAssertEqual(format.status, 2)
        XCTAssertEqual(
            format.standardError,
            "error: cannot tell the format of \(directory.path("out.gif")): name it .svg or .png\n")
        let overlay = try CommandLineTool.run(["render", directory.path("margins.yaml"), "--overlay", "margin"])
        XCTAssertEqual(overlay.status, 2)
        XCTAssertEqual(
            overlay.standardError,
            "error: unknown overlay 'margin' (expected one of: margins, safe-area, guides, constraints, all)\n")
    }

    func testRenderDrawsTheDarkAppearanceWhenAsked() throws {
        let light = try CommandLineTool.run(["render", directory.path("margins.yaml")])
        XCTAssertEqual(light.status, 0, light.standardError)
        XCTAssertTrue(light.standardOutput.contains("font-weight=\"bold\" fill=\"#000000\">9:41</text>"))
        let dark = try CommandLineTool.run(["render", directory.path("margins.yaml"), "--appearance", "dark"])
        XCTAssertEqual(dark.status, 0, dark.standardError)
        // A black screen under a white status bar.
        XCTAssertTrue(dark.standardOutput.contains("rx=\"0\" fill=\"#000000\"/>"))
        XCTAssertTrue(dark.standardOutput.contains("font-weight=\"bold\" fill=\"#ffffff\">9:41</text>"))
        let matrix = try CommandLineTool.run([
            "render", directory.path("margins.yaml"), "--appearance", "dark", "--devices", "iPhone8,iPhoneX",
        ])
        XCTAssertEqual(matrix.status, 0, matrix.standardError)
        XCTAssertEqual(matrix.standardOutput.components(separatedBy: "fill=\"#ffffff\">9:41</text>").count - 1, 2)
        let unknown = try CommandLineTool.run(["render", directory.path("margins.yaml"), "--appearance", "dim"])
        XCTAssertEqual(unknown.status, 64)
    }

    func testRenderDrawsADeviceMatrixWithEachDevicesFrames() throws {
        let outcome = try CommandLineTool.run([
            "render", directory.path("margins.yaml"), "--devices", "iPhoneSE1,iPhone8", "--orientations",
            "portrait,landscape",
        ])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        let svg = outcome.standardOutput
        XCTAssertEqual(svg.components(separatedBy: "<svg ").count - 1, 5)
        // Margins of 50 inside the safe area: the status bar (20) only in portrait, as iPhones
        // hide it in landscape.
        for (caption, frame) in [
            ("iPhoneSE1 · portrait", "(50, 70, 220, 448)"), ("iPhone8 · portrait", "(50, 70, 275, 547)"),
            ("iPhoneSE1 · landscapeLeft", "(50, 50, 468, 220)"), ("iPhone8 · landscapeLeft", "(50, 50, 567, 275)"),
        ] {
            XCTAssertTrue(svg.contains(">\(caption)</text>"), caption)
            XCTAssertTrue(svg.contains("<title>orange (UIView) frame \(frame)</title>"), caption)
        }
        let unknown = try CommandLineTool.run(["render", directory.path("margins.yaml"), "--orientations", "sideways"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(
            unknown.standardError,
            "error: unknown orientation 'sideways'; known orientations: landscape, portrait, portraitUpsideDown, landscapeLeft, landscapeRight\n"
        )
    }

    func testFramesPrintsTheTableAndJSON() throws {
        let text = try CommandLineTool.run(["frames", directory.path("margins.yaml")])
        XCTAssertEqual(text.status, 0, text.standardError)
        XCTAssertEqual(
            text.standardOutput,
            """
            view    class   frame (x, y, width, height)  safe area {t, l, b, r}  margins {t, l, b, r}
            main    UIView  (0, 0, 375, 667)             {20, 0, 0, 0}           {20, 16, 0, 16}
            blue    UIView  (0, 0, 375, 667)             {20, 0, 0, 0}           {70, 50, 50, 50}
            orange  UIView  (50, 70, 275, 547)           {0, 0, 0, 0}            {8, 8, 8, 8}

            """)
        let json = try CommandLineTool.run(["frames", directory.path("margins.yaml"), "--json"])
        XCTAssertEqual(json.status, 0, json.standardError)
        let document = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let views = try XCTUnwrap(document["views"] as? [[String: Any]])
        XCTAssertEqual(views.map { $0["name"] as? String }, ["main", "blue", "orange"])
        let frame = try XCTUnwrap(views[2]["frame"] as? [String: Double])
        XCTAssertEqual(frame, ["x": 50, "y": 70, "width": 275, "height": 547])
    }

    func testExplainNamesTheConstraintsAndTheMarginsTheyRead() throws {
        let outcome = try CommandLineTool.run(["explain", directory.path("margins.yaml"), "orange"])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertTrue(outcome.standardOutput.hasPrefix("orange (UIView) in blue\n"), outcome.standardOutput)
        XCTAssertTrue(outcome.standardOutput.contains("y = 70, determined by:\n  orange.top == blue.topMargin\n"))
        XCTAssertTrue(
            outcome.standardOutput.contains(
                "blue's layout margins {70, 50, 50, 50} (through topMargin), which include its safe area {20, 0, 0, 0}")
        )
        XCTAssertTrue(outcome.standardOutput.hasSuffix("Ambiguity: none; every number is determined.\n"))
    }

    func testExplainOfAnUnknownViewListsTheNames() throws {
        let outcome = try CommandLineTool.run(["explain", directory.path("margins.yaml"), "green"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(
            outcome.standardError,
            "error: \(directory.path("margins.yaml")) has no view named 'green' (its views: main, blue, orange)\n")
    }

    func testCheckPassesASoundScreen() throws {
        let outcome = try CommandLineTool.run(["check", directory.path("margins.yaml")])
        XCTAssertEqual(outcome.status, 0, outcome.standardOutput + outcome.standardError)
        XCTAssertEqual(outcome.standardOutput, "margins: no unsatisfiable or ambiguous constraints.\n")
    }

    func testCheckReportsConflictsAndAmbiguityAndFails() throws {
        let outcome = try CommandLineTool.run(["check", directory.path("conflict.yaml")])
        XCTAssertEqual(outcome.status, 1)
        let report = outcome.standardOutput
        XCTAssertTrue(
            report.hasPrefix("Unsatisfiable constraints (1 of 1):\nUnable to simultaneously satisfy constraints.\n"),
            report)
        XCTAssertTrue(
            report.contains("Minimal conflicting set:\n  box.width == 100\n  box.width == 150   <- broken\n"), report)
        XCTAssertTrue(report.contains("Ambiguous layout:\n  loose: x not determined by the constraints\n"), report)
        XCTAssertTrue(report.hasSuffix("conflict: 1 unsatisfiable conflict, 1 ambiguous view.\n"), report)
    }

    func testAMalformedSpecIsOneLineWithItsPosition() throws {
        for command in [["render"], ["frames"], ["check"], ["explain"]] {
            var arguments = command + [directory.path("unknown-class.yaml")]
            if command == ["explain"] { arguments.append("box") }
            let outcome = try CommandLineTool.run(arguments)
            XCTAssertEqual(outcome.status, 2, "\(command)")
            XCTAssertTrue(
                outcome.standardError.hasPrefix("\(directory.path("unknown-class.yaml")):8:"), outcome.standardError)
            XCTAssertTrue(outcome.standardError.contains(": error: "))
            XCTAssertEqual(outcome.standardError.filter { $0 == "\n" }.count, 1, outcome.standardError)
            XCTAssertEqual(outcome.standardOutput, "")
        }
        let missing = try CommandLineTool.run(["frames", directory.path("nothing.yaml")])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError.filter { $0 == "\n" }.count, 1, missing.standardError)
    }

    func testGalleryWritesPicturesPagesAndAnIndexAndListsSpecsThatFail() throws {
        let output = directory.url.appendingPathComponent("site")
        let outcome = try CommandLineTool.run(["gallery", "-o", output.path, "--examples", directory.url.path])
        XCTAssertEqual(outcome.status, 1, "one spec does not load")
        XCTAssertEqual(outcome.standardOutput, "Wrote 2 pictures and \(output.path)/index.html\n")
        XCTAssertEqual(
            outcome.standardError, "error: 1 of 3 files did not load in full (listed in \(output.path)/index.html)\n")
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(
            html.contains("<a class=\"open\" href=\"margins.html\"><img src=\"margins.svg\" alt=\"margins\"></a>"))
        XCTAssertTrue(html.contains("<h2 id=\"group2\">Margins</h2>"), html)
        XCTAssertTrue(html.contains("Screens that did not load"))
        let page = try String(contentsOf: output.appendingPathComponent("margins.html"), encoding: .utf8)
        XCTAssertTrue(
            page.contains("<tr data-view=\"orange\"><td>orange</td><td>UIView</td><td>(50, 70, 275, 547)</td>"))
        XCTAssertTrue(page.contains("<g data-name=\"orange\">"))
        XCTAssertTrue(page.contains("<li><code>orange.top == blue.topMargin</code></li>"))
        for picture in ["margins.svg", "conflict.svg", "margins.html", "conflict.html"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent(picture).path), picture)
        }
    }

    func testGalleryOfTheExamplesDrawsEveryOneWithItsLabelsText() throws {
        var examples = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { examples.deleteLastPathComponent() }
        examples.appendPathComponent("Examples")
        let output = directory.url.appendingPathComponent("examples")
        let outcome = try CommandLineTool.run(["gallery", "-o", output.path, "--examples", examples.path])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        let svg = try String(
            contentsOf: output.appendingPathComponent("content-size-switch-label-stack.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains("fill=\"#000000\">Wi-Fi</text>"), svg)
        let cells = try String(
            contentsOf: output.appendingPathComponent("table-self-sizing-cells.svg"), encoding: .utf8)
        XCTAssertTrue(cells.contains(">Bletchley Park</text>"), "the last row's own company")
    }

    func testTwoRunsOfTheGalleryAndOfFramesGiveTheSameBytes() throws {
        var examples = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { examples.deleteLastPathComponent() }
        examples.appendPathComponent("Examples")
        var runs: [[String: Data]] = []
        for run in 1...2 {
            let output = directory.url.appendingPathComponent("gallery-\(run)")
            let outcome = try CommandLineTool.run([
                "gallery", "-o", output.path, "--examples", examples.path, Self.interfaceBuilderFixtures.path,
                "--devices", "iPhone8,iPhoneX",
            ])
            XCTAssertEqual(outcome.status, 0, outcome.standardError)
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: output.path) {
                files[name] = try Data(contentsOf: output.appendingPathComponent(name))
            }
            runs.append(files)
        }
        XCTAssertGreaterThan(runs[0].count, 250)
        XCTAssertTrue(runs[0].keys.contains("Profile-storyboard-Prf-Vc-001--iPhoneX-portrait.html"))
        XCTAssertTrue(runs[0].keys.contains("margins-vfl-right-to-left--iPhoneX-portrait.html"))
        XCTAssertEqual(Set(runs[0].keys), Set(runs[1].keys))
        for (name, data) in runs[0] { XCTAssertEqual(data, runs[1][name], name) }
        let spec = examples.appendingPathComponent("table-self-sizing-cells.yaml").path
        let first = try CommandLineTool.run(["frames", spec, "--json"])
        let second = try CommandLineTool.run(["frames", spec, "--json"])
        XCTAssertEqual(first.status, 0, first.standardError)
        XCTAssertEqual(first.standardOutput, second.standardOutput)
    }

    func testEveryScreenOfTheGalleryIsTheSameBytesWhicheverOrderItsFilesComeIn() throws {
        var examples = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { examples.deleteLastPathComponent() }
        examples.appendPathComponent("Examples")
        let manager = FileManager.default
        let specs = try manager.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".yaml") }.sorted()
            .map { examples.appendingPathComponent($0).path }
        let documents = try manager.contentsOfDirectory(atPath: Self.interfaceBuilderFixtures.path).sorted()
            .map { Self.interfaceBuilderFixtures.appendingPathComponent($0).path }
        let files = specs + documents
        XCTAssertGreaterThan(specs.count, 40)
        XCTAssertGreaterThan(documents.count, 5)
        var runs: [[String: Data]] = []
        for (run, order) in [files, files.reversed()].enumerated() {
            let output = directory.url.appendingPathComponent("order-\(run)")
            let outcome = try CommandLineTool.run(["gallery"] + order + ["-o", output.path, "--devices", "iPhoneX"])
            XCTAssertEqual(outcome.status, 0, outcome.standardError)
            var pages: [String: Data] = [:]
            // The index lists the screens in the order they came in; every other file is one screen's.
            for name in try manager.contentsOfDirectory(atPath: output.path) where name != "index.html" {
                pages[name] = try Data(contentsOf: output.appendingPathComponent(name))
            }
            runs.append(pages)
        }
        XCTAssertGreaterThan(runs[0].count, 2 * files.count)
        XCTAssertEqual(Set(runs[0].keys), Set(runs[1].keys))
        for (name, data) in runs[0] { XCTAssertEqual(data, runs[1][name], name) }
    }

    func testGalleryOfGoodSpecsSucceeds() throws {
        let examples = try SpecDirectory(["a.yaml": Specs.margins])
        defer { examples.remove() }
        let output = examples.url.appendingPathComponent("out")
        let outcome = try CommandLineTool.run(["gallery", "-o", output.path, "--examples", examples.url.path])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("a.svg").path))
    }

    /// Tests/LayoutSpecTests/Fixtures/InterfaceBuilder.
    static let interfaceBuilderFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("LayoutSpecTests/Fixtures/InterfaceBuilder")

    func testGalleryOfADocumentGroupsItsUnitsAndDrawsEachOnEveryDeviceOwnFirst() throws {
        let output = directory.url.appendingPathComponent("documents")
        let document = Self.interfaceBuilderFixtures.appendingPathComponent("Profile.storyboard").path
        let outcome = try CommandLineTool.run([
            "gallery", document, "-o", output.path, "--devices", "iPhoneX,iPhone8", "--orientations", "landscape",
        ])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertEqual(outcome.standardOutput, "Wrote 20 pictures and \(output.path)/index.html\n", "5 units × 2 × 2")
        let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(index.contains("<h2 id=\"group1\">Profile.storyboard</h2>"))
        XCTAssertFalse(index.contains("group2"), "one group for the one document")
        XCTAssertEqual(index.components(separatedBy: "<figure class=\"thumbnail\"").count - 1, 5)
        XCTAssertTrue(
            index.contains(
                "<a class=\"open\" href=\"Profile-storyboard-Prf-Vc-001.html\"><img src=\"Profile-storyboard-Prf-Vc-001.svg\""
            ))
        let captions = index.components(separatedBy: "\n").filter {
            $0.hasPrefix("<li><a href=\"Profile-storyboard-Prf-Vc-001")
        }
        XCTAssertEqual(
            captions,
            [
                "<li><a href=\"Profile-storyboard-Prf-Vc-001.html\">iPhone8 · portrait</a></li>",
                "<li><a href=\"Profile-storyboard-Prf-Vc-001--iPhoneX-portrait.html\">iPhoneX · portrait</a></li>",
                "<li><a href=\"Profile-storyboard-Prf-Vc-001--iPhone8-landscapeLeft.html\">iPhone8 · landscapeLeft</a></li>",
                "<li><a href=\"Profile-storyboard-Prf-Vc-001--iPhoneX-landscapeLeft.html\">iPhoneX · landscapeLeft</a></li>",
            ])
        let page = try String(
            contentsOf: output.appendingPathComponent("Profile-storyboard-Prf-Vc-001--iPhoneX-portrait.html"),
            encoding: .utf8)
        XCTAssertTrue(page.contains("<p class=\"source\">\(document) · iPhoneX · portrait</p>"))
        XCTAssertTrue(page.contains("\"Avt-Img-001\":{\"explanation\":\"Avt-Img-001 (UIImageView) in Prf-Root-01"))
    }

    func testGalleryReportsWhatADocumentCouldNotLayOutOnceOnStandardError() throws {
        let output = directory.url.appendingPathComponent("broken")
        let document = Self.interfaceBuilderFixtures.appendingPathComponent("Broken.storyboard").path
        let outcome = try CommandLineTool.run(["gallery", document, "-o", output.path, "--devices", "iPhoneX"])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        let warning = "\(document):25:29: warning: unknown view element <frobnicator>; kept as a generic view\n"
        XCTAssertEqual(outcome.standardError.components(separatedBy: warning).count - 1, 1, outcome.standardError)
        XCTAssertTrue(outcome.standardError.hasPrefix(warning), outcome.standardError)
    }

    func testGalleryWithoutExamplesIsAnError() throws {
        let outcome = try CommandLineTool.run(["gallery", "--examples", directory.path("none")])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.standardError.hasPrefix("error: cannot read the examples directory"))
    }

    func testEveryCommandHasHelpWithAnExample() throws {
        for command in ["render", "frames", "explain", "check", "gallery"] {
            let outcome = try CommandLineTool.run([command, "--help"])
            XCTAssertEqual(outcome.status, 0, command)
            XCTAssertTrue(outcome.standardOutput.contains("Example:\n  openautolayout \(command)"), command)
        }
        let top = try CommandLineTool.run(["--help"])
        XCTAssertTrue(top.standardOutput.contains("Example:\n  openautolayout gallery -o gallery"))
    }

    func testUnknownCommandsFail() throws {
        let outcome = try CommandLineTool.run(["paint"])
        XCTAssertNotEqual(outcome.status, 0)
        XCTAssertTrue(outcome.standardError.contains("paint"))
    }
}
