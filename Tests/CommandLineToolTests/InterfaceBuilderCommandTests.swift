import Foundation
import XCTest

/// The commands on storyboards and xibs: the fixture documents of the LayoutSpec tests (their
/// frames are derived there), folders of them, the options that pick units, devices,
/// orientations and content sizes, and the errors a person meets.
final class InterfaceBuilderCommandTests: XCTestCase {
    private var directory: SpecDirectory!

    /// Tests/LayoutSpecTests/Fixtures/InterfaceBuilder.
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("LayoutSpecTests/Fixtures/InterfaceBuilder")

    private func fixture(_ name: String) -> String { Self.fixtures.appendingPathComponent(name).path }

    override func setUpWithError() throws {
        directory = try SpecDirectory([
            "Sound.xib": Documents.sound, "Conflict.xib": Documents.conflict,
            "Malformed.storyboard": Documents.malformed,
            "margins.yaml": Specs.margins,
        ])
    }

    override func tearDown() {
        directory.remove()
    }

    func testFramesOfOneUnitPrintsItsHeadingAndTable() throws {
        let outcome = try CommandLineTool.run([
            "frames", fixture("Profile.storyboard"), "--unit", "Profile", "--content-size", "document",
        ])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertEqual(
            outcome.standardOutput,
            """
            Profile.storyboard Prf-Vc-001 (Profile): scene ProfileViewController on iPhone8, portrait
            view         class        frame (x, y, width, height)  safe area {t, l, b, r}  margins {t, l, b, r}
            Prf-Root-01  UIView       (0, 0, 375, 667)             {64, 0, 49, 0}          {64, 16, 49, 16}
            Avt-Img-001  UIImageView  (16, 84, 343, 196)           {0, 0, 0, 0}            {8, 8, 8, 8}
            Inf-Stk-001  UIStackView  (16, 300, 343, 78)           {0, 0, 0, 0}            {0, 0, 0, 0}
            Nam-Lbl-001  UILabel      (0, 0, 172, 29)              {0, 0, 0, 0}            {8, 8, 8, 8}
            Bio-Lbl-001  UILabel      (0, 37, 300, 41)             {0, 0, 0, 0}            {8, 8, 8, 8}
            Flw-Btn-001  UIButton     (137.5, 398, 100, 34.5)      {0, 0, 0, 0}            {8, 8, 8, 8}
            Crd-Vw-001   UIView       (16, 478, 271.5, 120)        {0, 0, 0, 0}            {12, 16, 12, 16}
            Crd-Inr-001  UIView       (16, 12, 239.5, 96)          {0, 0, 0, 0}            {8, 8, 8, 8}

            """)
        // With stored content sizes no font is missing: nothing on standard error.
        XCTAssertEqual(outcome.standardError, "")
    }

    func testFramesJSONListsEveryUnitWithItsViewsIdsClassesAndFrames() throws {
        let outcome = try CommandLineTool.run(["frames", fixture("Profile.storyboard"), "--json"])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        let document = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let units = try XCTUnwrap(document["units"] as? [[String: Any]])
        XCTAssertEqual(
            units.map { $0["id"] as? String }, ["Prf-Vc-001", "Det-Vc-001", "Set-Vc-001", "Set-Cel-001", "Set-Cel-002"])
        XCTAssertEqual(units.map { $0["kind"] as? String }, ["scene", "scene", "scene", "cell", "cell"])
        XCTAssertEqual(units[0]["class"] as? String, "ProfileViewController")
        XCTAssertEqual(units[0]["device"] as? String, "iPhone8")
        let views = try XCTUnwrap(units[3]["views"] as? [[String: Any]])
        XCTAssertEqual(views.map { $0["id"] as? String }, ["Set-Cel-001", "Set-Ccv-001", "Set-Clb-001"])
        XCTAssertEqual(
            views.map { $0["class"] as? String }, ["UITableViewCell", "UITableViewCellContentView", "UILabel"])
        // Measured: "Alerts" is 49.5 × 20.5, centred in the 50-point row.
        XCTAssertEqual(
            views[2]["frame"] as? [String: Double], ["x": 16, "y": 15, "width": 49.5, "height": 20.5])
        // The measured run warns about the font it does not have (the accessory is laid out).
        XCTAssertEqual(outcome.standardError.filter { $0 == "\n" }.count, 1, outcome.standardError)
        XCTAssertTrue(outcome.standardError.contains("64:37: warning: font 'AvenirNext-Bold'"), outcome.standardError)
    }

    func testDeviceAndOrientationReplaceTheDocuments() throws {
        let iPad = try CommandLineTool.run(["frames", fixture("SizeClasses.storyboard"), "--device", "iPad", "--json"])
        XCTAssertEqual(iPad.status, 0, iPad.standardError)
        XCTAssertEqual(try frame(of: "Szc-Sid-001", in: iPad), ["x": 0, "y": 120, "width": 200, "height": 904])
        let turned = try CommandLineTool.run([
            "frames", fixture("SizeClasses.storyboard"), "--orientation", "landscape", "--json",
        ])
        XCTAssertEqual(try frame(of: "Szc-Ban-001", in: turned), ["x": 0, "y": 0, "width": 667, "height": 50])
        let notched = try CommandLineTool.run([
            "frames", fixture("SizeClasses.storyboard"), "--device", "retina5_9", "--json",
        ])
        XCTAssertEqual(try frame(of: "Szc-Ban-001", in: notched), ["x": 0, "y": 44, "width": 375, "height": 100])
        let spec = try CommandLineTool.run(["frames", directory.path("margins.yaml"), "--device", "iPhoneX", "--json"])
        XCTAssertEqual(spec.status, 0, spec.standardError)
        XCTAssertTrue(spec.standardOutput.contains("\"height\" : 812"), spec.standardOutput)
    }

    func testRenderDrawsOneUnitOrWritesEveryUnitIntoADirectory() throws {
        let one = try CommandLineTool.run(["render", fixture("Profile.storyboard"), "--unit", "Prf-Vc-001"])
        XCTAssertEqual(one.status, 0, one.standardError)
        XCTAssertTrue(one.standardOutput.contains("<title>Avt-Img-001 (UIImageView) frame (16, 84, 343, 196)</title>"))
        let several = try CommandLineTool.run(["render", fixture("Profile.storyboard")])
        XCTAssertEqual(several.status, 2)
        XCTAssertTrue(
            several.standardError.hasSuffix(
                "error: \(fixture("Profile.storyboard")) has 5 units; pick one with --unit, or name a directory with -o\n"
            ), several.standardError)
        let output = directory.url.appendingPathComponent("pictures")
        let all = try CommandLineTool.run(["render", fixture("Controls.xib"), "-o", output.path])
        XCTAssertEqual(all.status, 0, all.standardError)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted(),
            [
                "Controls-Ctl-Bdg-001.svg", "Controls-Ctl-Cel-001.svg", "Controls-Ctl-Col-001.svg",
                "Controls-Ctl-Root-01.svg",
            ])
    }

    func testRenderDrawsAStoryboardsUnitOnEveryDeviceOfAMatrix() throws {
        // The size-class fixture's banner on each device and orientation, as the LayoutSpec
        // tests derive it: 100 points below the status bar, 50 on a phone's side (compact height).
        let matrix = try CommandLineTool.run([
            "render", fixture("SizeClasses.storyboard"), "--devices", "iPhone8,iPad", "--orientations",
            "portrait,landscape",
        ])
        XCTAssertEqual(matrix.status, 0, matrix.standardError)
        for (caption, frame) in [
            ("iPhone8 · portrait", "(0, 20, 375, 100)"), ("iPad · portrait", "(0, 20, 768, 100)"),
            ("iPhone8 · landscapeLeft", "(0, 0, 667, 50)"), ("iPad · landscapeLeft", "(0, 20, 1024, 100)"),
        ] {
            XCTAssertTrue(matrix.standardOutput.contains(">\(caption)</text>"), caption)
            XCTAssertTrue(
                matrix.standardOutput.contains("<title>Szc-Ban-001 (UIView) frame \(frame)</title>"), caption)
        }
        let one = try CommandLineTool.run([
            "render", fixture("Profile.storyboard"), "--unit", "Prf-Vc-001", "--devices", "iPhoneX",
        ])
        XCTAssertEqual(one.status, 0, one.standardError)
        XCTAssertTrue(one.standardOutput.contains(">iPhoneX · portrait</text>"))
        let several = try CommandLineTool.run(["render", fixture("Profile.storyboard"), "--devices", "iPhoneX"])
        XCTAssertEqual(several.status, 2)
        XCTAssertTrue(
            several.standardError.hasPrefix(
                "error: \(fixture("Profile.storyboard")) has 5 units; pick the one to draw on each device with --unit"),
            several.standardError)
    }

    func testExplainFindsTheUnitThatHasTheView() throws {
        let outcome = try CommandLineTool.run(["explain", fixture("Profile.storyboard"), "Crd-Vw-001"])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertTrue(outcome.standardOutput.hasPrefix("Crd-Vw-001 (UIView) in Prf-Root-01\n"), outcome.standardOutput)
        XCTAssertTrue(
            outcome.standardOutput.contains(
                "  Prf-Root-01.safeAreaLayoutGuide.bottom == Crd-Vw-001.bottom + 20 @250\n"),
            outcome.standardOutput)
        let missing = try CommandLineTool.run(["explain", directory.path("Sound.xib"), "Nope"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(
            missing.standardError,
            "error: \(directory.path("Sound.xib")) has no view named 'Nope' (its views: S-Root, S-Box)\n")
    }

    func testCheckOfAFolderChecksEveryUnitAndFailsForAConflict() throws {
        let outcome = try CommandLineTool.run(["check", directory.url.path])
        // The malformed storyboard is reported and makes the status 2 after the others are checked.
        XCTAssertEqual(outcome.status, 2, outcome.standardOutput + outcome.standardError)
        let report = outcome.standardOutput
        XCTAssertTrue(
            report.contains("Minimal conflicting set:\n  C-Box.width == 100\n  C-Box.width == 150   <- broken\n"),
            report)
        XCTAssertTrue(report.contains("Conflict.xib C-Root: 1 unsatisfiable conflict."), report)
        XCTAssertTrue(report.hasSuffix("Sound.xib S-Root: no unsatisfiable or ambiguous constraints.\n"), report)
        XCTAssertTrue(
            outcome.standardError.hasPrefix("\(directory.path("Malformed.storyboard")):4:"), outcome.standardError)
        let conflict = try CommandLineTool.run(["check", directory.path("Conflict.xib")])
        XCTAssertEqual(conflict.status, 1)
        let sound = try CommandLineTool.run(["check", directory.path("Sound.xib")])
        XCTAssertEqual(sound.status, 0, sound.standardOutput)
        XCTAssertEqual(sound.standardOutput, "Sound.xib S-Root: no unsatisfiable or ambiguous constraints.\n")
    }

    func testCheckInCanvasModeReportsMisplacedViewsInInterfaceBuildersWordsAndFails() throws {
        let misplaced = try CommandLineTool.run([
            "check", fixture("Misplaced.storyboard"), "--mode", "canvas", "--content-size", "document",
        ])
        XCTAssertEqual(misplaced.status, 1, misplaced.standardError)
        XCTAssertEqual(
            misplaced.standardOutput,
            """
            Misplaced views:
              Mis-Lbl-001: Frame for "Welcome" will be different at run time. Stored (40, 100, 80, 21), laid out \
            (16, 40, 80, 21).

            Misplaced.storyboard Mis-Vc-001: 1 misplaced view.

            """)
        // At run time stored frames are not compared: the same document is sound.
        let runtime = try CommandLineTool.run(["check", fixture("Misplaced.storyboard"), "--content-size", "document"])
        XCTAssertEqual(runtime.status, 0, runtime.standardOutput)
        XCTAssertEqual(
            runtime.standardOutput, "Misplaced.storyboard Mis-Vc-001: no unsatisfiable or ambiguous constraints.\n")
        let consistent = try CommandLineTool.run([
            "check", fixture("Canvas.storyboard"), "--mode", "canvas", "--content-size", "document",
        ])
        XCTAssertEqual(consistent.status, 0, consistent.standardOutput)
        XCTAssertEqual(
            consistent.standardOutput,
            """
            Canvas.storyboard Cnv-Vc-001: no unsatisfiable or ambiguous constraints, no misplaced views.

            Canvas.storyboard Cnv-Tvc-001: no unsatisfiable or ambiguous constraints, no misplaced views.

            Canvas.storyboard Cnv-Cel-001: no unsatisfiable or ambiguous constraints, no misplaced views.

            """)
    }

    func testOnTheCanvasAFreeLengthKeepsItsStoredValueAndCheckStillCallsItAmbiguous() throws {
        let unsized = try SpecDirectory(["Unsized.xib": Documents.unsized])
        defer { unsized.remove() }
        let path = unsized.path("Unsized.xib")
        let canvas = ["--mode", "canvas", "--content-size", "document"]
        let frames = try CommandLineTool.run(["frames", path, "--json"] + canvas)
        XCTAssertEqual(frames.status, 0, frames.standardError)
        XCTAssertEqual(try frame(of: "U-Box", in: frames), ["x": 20, "y": 40, "width": 100, "height": 50])
        let check = try CommandLineTool.run(["check", path] + canvas)
        XCTAssertEqual(check.status, 1, check.standardError)
        // Not misplaced: the canvas keeps the stored height, which is what Xcode draws.
        XCTAssertEqual(
            check.standardOutput,
            """
            Ambiguous layout:
              U-Box: height not determined by the constraints

            Unsized.xib U-Root: 1 ambiguous view.

            """)
        let explain = try CommandLineTool.run(["explain", path, "U-Box"] + canvas)
        XCTAssertTrue(
            explain.standardOutput.contains("height = 50 (ambiguous: the constraints allow other values)"),
            explain.standardOutput)
        // At run time nothing keeps the stored height: a plain view without one is 0 tall.
        let runtime = try CommandLineTool.run(["frames", path, "--json", "--content-size", "document"])
        XCTAssertEqual(try frame(of: "U-Box", in: runtime), ["x": 20, "y": 40, "width": 100, "height": 0])
    }

    func testFramesInCanvasModeUseTheFreeformSizeAndPrintStoredFrames() throws {
        let outcome = try CommandLineTool.run([
            "frames", fixture("Canvas.storyboard"), "--unit", "LongForm", "--mode", "canvas", "--content-size",
            "document", "--json",
        ])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertEqual(try frame(of: "Cnv-Ftr-001", in: outcome), ["x": 0, "y": 830, "width": 375, "height": 50])
        XCTAssertEqual(
            try frame(of: "Cnv-Ftr-001", in: outcome, key: "storedFrame"),
            ["x": 0, "y": 830, "width": 375, "height": 50])
        let runtime = try CommandLineTool.run([
            "frames", fixture("Canvas.storyboard"), "--unit", "LongForm", "--content-size", "document", "--json",
        ])
        XCTAssertEqual(try frame(of: "Cnv-Ftr-001", in: runtime), ["x": 0, "y": 597, "width": 375, "height": 50])
        XCTAssertEqual(
            try frame(of: "Cnv-Ftr-001", in: runtime, key: "storedFrame"),
            ["x": 0, "y": 830, "width": 375, "height": 50])
        let unknown = try CommandLineTool.run(["frames", fixture("Canvas.storyboard"), "--mode", "xcode"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.standardError, "error: unknown mode 'xcode'; expected runtime or canvas\n")
    }

    func testMalformedXMLIsOneErrorLineWithItsLineAndColumn() throws {
        let outcome = try CommandLineTool.run(["frames", directory.path("Malformed.storyboard")])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.standardOutput, "")
        XCTAssertTrue(
            outcome.standardError.hasPrefix("\(directory.path("Malformed.storyboard")):4:"), outcome.standardError)
        XCTAssertTrue(outcome.standardError.contains(": error: "), outcome.standardError)
        XCTAssertEqual(outcome.standardError.filter { $0 == "\n" }.count, 1, outcome.standardError)
    }

    func testUnknownUnitsDevicesAndDocumentOptionsOnSpecsAreErrors() throws {
        let unit = try CommandLineTool.run(["frames", directory.path("Sound.xib"), "--unit", "Nope"])
        XCTAssertEqual(unit.status, 2)
        XCTAssertEqual(
            unit.standardError, "error: \(directory.path("Sound.xib")) has no unit 'Nope' (its units: S-Root)\n")
        let device = try CommandLineTool.run(["frames", directory.path("Sound.xib"), "--device", "iPhone99"])
        XCTAssertEqual(device.status, 2)
        XCTAssertTrue(device.standardError.hasPrefix("error: unknown device 'iPhone99'; expected one of: iPhone4s,"))
        let spec = try CommandLineTool.run(["frames", directory.path("margins.yaml"), "--unit", "main"])
        XCTAssertEqual(spec.status, 2)
        XCTAssertEqual(
            spec.standardError,
            "error: --unit, --content-size and --mode are for storyboards and xibs, not \(directory.path("margins.yaml"))\n"
        )
    }

    /// The frame (or the frame under `key`) of view `id` in the JSON of `outcome`.
    private func frame(of id: String, in outcome: CommandLineTool.Outcome, key: String = "frame") throws
        -> [String: Double]?
    {
        let document = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let units = try XCTUnwrap(document["units"] as? [[String: Any]])
        let views = units.flatMap { ($0["views"] as? [[String: Any]]) ?? [] }
        return views.first { $0["id"] as? String == id }?[key] as? [String: Double]
    }
}

/// Small xibs and a broken storyboard.
enum Documents {
    /// A view of 100 × 50 at (20, 40) of File's Owner's view on an iPhone 8.
    static let sound = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
                        <outlet property="view" destination="S-Root" id="S-Out"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="S-Root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="S-Box">
                            <rect key="frame" x="20" y="40" width="100" height="50"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="S-Box" firstAttribute="top" secondItem="S-Root" secondAttribute="top" constant="40" id="S-C1"/>
                        <constraint firstItem="S-Box" firstAttribute="leading" secondItem="S-Root" secondAttribute="leading" constant="20" id="S-C2"/>
                        <constraint firstItem="S-Box" firstAttribute="width" constant="100" id="S-C3"/>
                        <constraint firstItem="S-Box" firstAttribute="height" constant="50" id="S-C4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// Two required widths for one view.
    static let conflict = sound.replacingOccurrences(of: "S-", with: "C-").replacingOccurrences(
        of: "<constraint firstItem=\"C-Box\" firstAttribute=\"height\"",
        with: "<constraint firstItem=\"C-Box\" firstAttribute=\"width\" constant=\"150\" id=\"C-C5\"/>\n"
            + "                <constraint firstItem=\"C-Box\" firstAttribute=\"height\"")

    /// The sound view without its height constraint: its height is left free.
    static let unsized = sound.replacingOccurrences(of: "S-", with: "U-").replacingOccurrences(
        of: "<constraint firstItem=\"U-Box\" firstAttribute=\"height\" constant=\"50\" id=\"U-C4\"/>", with: "")

    /// An element closed by the wrong tag on line 4.
    static let malformed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
            </objects>
        </document>
        """
}
