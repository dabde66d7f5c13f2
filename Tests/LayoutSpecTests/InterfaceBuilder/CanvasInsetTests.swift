import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// The top and bottom of the canvas as the Xcode that saved a document drew it: the 6.1-inch
/// screen with iOS 13's 44 points at the top before Xcode 14, and with 96 at the top and 68 at
/// the bottom from Xcode 16 on; the 6.0-inch screen with 44 points at the top before Xcode 14.
@MainActor @Suite struct CanvasInsetTests {
    static let canvas = InterfaceBuilderOptions(contentSize: .document, mode: .canvas)
    static let runtime = InterfaceBuilderOptions(contentSize: .document)

    /// A scene on the 6.1-inch screen saved by Interface Builder `tools`, whose label is 12
    /// points below the safe area's top.
    static func sixPointOneInchScene(tools: String) -> String {
        DocumentText.storyboard(
            #"toolsVersion="\#(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Six-Vc-001""#,
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            scenes: DocumentText.scene(
                "Six-Scn-01", controller: "Six-Vc-001", root: "Six-Root-1", width: 414, height: 896,
                content: """
                    <subviews>
                        <label opaque="NO" text="Mortgage" translatesAutoresizingMaskIntoConstraints="NO" id="Six-Lbl-001">
                            <rect key="frame" x="12" y="56" width="390" height="31.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="26"/>
                        </label>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Six-Saf-001"/>
                    <constraints>
                        <constraint firstItem="Six-Lbl-001" firstAttribute="top" secondItem="Six-Saf-001" secondAttribute="top" constant="12" id="Six-Con-001"/>
                        <constraint firstItem="Six-Lbl-001" firstAttribute="leading" secondItem="Six-Saf-001" secondAttribute="leading" constant="12" id="Six-Con-002"/>
                        <constraint firstItem="Six-Saf-001" firstAttribute="trailing" secondItem="Six-Lbl-001" secondAttribute="trailing" constant="12" id="Six-Con-003"/>
                    </constraints>
                    """))
    }

    static func unit(_ text: String, options: InterfaceBuilderOptions, fileName: String) throws -> LaidOutUnit {
        try DocumentFixture.unit(inText: text, fileName: fileName, options: options)
    }

    @Test(arguments: ["14490.70", "17701", "19529"])
    func xcode10To13DrawTheSixPointOneInchScreenWith44PointsAtTheTop(_ tools: String) throws {
        let unit = try Self.unit(
            Self.sixPointOneInchScene(tools: tools), options: Self.canvas, fileName: "Six.storyboard")
        #expect(unit.unit.canvasTopInset == 44)
        expectInsets(try unit.view("Six-Root-1").safeAreaInsets, 44, 0, 34, 0)
        expectFrame(try unit.view("Six-Lbl-001"), 12, 56, 390, 31.5)
        #expect(unit.misplacedViews == [])
    }

    @Test func xcode12And13DrawTheSixPointZeroInchScreenWith44PointsAtTheTopAndXcode14With47() throws {
        // Saved documents: a stack pinned 30 points below the safe area's top stored at y = 74
        // (Xcode 12.5), a scroll view pinned to it at y = 44 (Xcode 13), a label 41 points below
        // it at y = 88 (Xcode 14.1).
        func scene(_ tools: String) -> String {
            Self.sixPointOneInchScene(tools: tools)
                .replacingOccurrences(of: #"device id="retina6_1""#, with: #"device id="retina6_0""#)
                .replacingOccurrences(of: #"width="414" height="896""#, with: #"width="390" height="844""#)
                .replacingOccurrences(
                    of: #"width="390" height="31.5""#, with: #"width="366" height="31.666666666666668""#)
        }
        for tools in ["18122", "20037"] {
            let unit = try Self.unit(scene(tools), options: Self.canvas, fileName: "Six.storyboard")
            #expect(unit.unit.canvasTopInset == 44)
            expectInsets(try unit.view("Six-Root-1").safeAreaInsets, 44, 0, 34, 0)
            expectFrame(try unit.view("Six-Lbl-001"), 12, 56, 366, 31.667)
        }
        let xcode14 = try Self.unit(scene("21225"), options: Self.canvas, fileName: "Six.storyboard")
        #expect(xcode14.unit.canvasTopInset == nil)
        expectFrame(try xcode14.view("Six-Lbl-001"), 12, 59, 366, 31.667)
    }

    /// Xcode 12.5 (18122) stores a stack pinned to the safe area's top and bottom of the 6.7-inch
    /// screen at (0, 44, 428, 848); Xcode 14.3 (21701) stores one 47 points down.
    @Test func xcode12And13DrawTheSixPointSevenInchScreenWith44PointsAtTheTopAndXcode14With47() throws {
        func scene(_ tools: String) -> String {
            Self.sixPointOneInchScene(tools: tools)
                .replacingOccurrences(of: #"device id="retina6_1""#, with: #"device id="retina6_7""#)
                .replacingOccurrences(of: #"width="414" height="896""#, with: #"width="428" height="926""#)
        }
        let xcode12 = try Self.unit(scene("18122"), options: Self.canvas, fileName: "Six.storyboard")
        #expect(xcode12.unit.canvasTopInset == 44)
        expectInsets(try xcode12.view("Six-Root-1").safeAreaInsets, 44, 0, 34, 0)
        expectFrame(try xcode12.view("Six-Lbl-001"), 12, 56, 404, 31.667)
        let xcode14 = try Self.unit(scene("21701"), options: Self.canvas, fileName: "Six.storyboard")
        #expect(xcode14.unit.canvasTopInset == nil)
        expectInsets(try xcode14.view("Six-Root-1").safeAreaInsets, 47, 0, 34, 0)
        expectFrame(try xcode14.view("Six-Lbl-001"), 12, 59, 404, 31.667)
    }

    /// Xcode 15 too: image feeds of a course saved with 22505 and 23504 store a navigation bar
    /// at y = 48, a quiz of 22505 a stack pinned 10 points below the safe area's top at y = 58.
    @Test(arguments: ["21507", "22505", "23094", "23504", "32700.99.1234"])
    func xcode14And15AndRunTimeHaveTheIPhoneXRs48(_ tools: String) throws {
        let later = try Self.unit(
            Self.sixPointOneInchScene(tools: tools), options: Self.canvas, fileName: "Six.storyboard")
        #expect(later.unit.canvasTopInset == nil)
        #expect(later.unit.canvasBottomInset == nil)
        expectFrame(try later.view("Six-Lbl-001"), 12, 60, 390, 31.5)
        let runtime = try Self.unit(
            Self.sixPointOneInchScene(tools: "17701"), options: Self.runtime, fileName: "Six.storyboard")
        #expect(runtime.unit.canvasTopInset == nil)
        expectFrame(try runtime.view("Six-Lbl-001"), 12, 60, 390, 31.5)
    }

    @Test(arguments: ["23727", "24093.7", "24412", "25094"])
    func xcode16AndLaterDrawTheSixPointOneInchScreenWith96AtTheTopAnd68AtTheBottom(_ tools: String) throws {
        let unit = try Self.unit(
            Self.sixPointOneInchScene(tools: tools), options: Self.canvas, fileName: "Six.storyboard")
        #expect(unit.unit.canvasTopInset == 96)
        #expect(unit.unit.canvasBottomInset == 68)
        expectInsets(try unit.view("Six-Root-1").safeAreaInsets, 96, 0, 68, 0)
        expectFrame(try unit.view("Six-Lbl-001"), 12, 108, 390, 31.5)
        let xcode14 = try Self.unit(
            Self.sixPointOneInchScene(tools: "21507"), options: Self.canvas, fileName: "Six.storyboard")
        #expect(xcode14.unit.canvasBottomInset == nil)
        expectInsets(try xcode14.view("Six-Root-1").safeAreaInsets, 48, 0, 34, 0)
    }

    /// ``sixPointOneInchScene(tools:)`` moved to the `device` screen, `width` × `height` points.
    static func scene(tools: String, device: String, width: Int, height: Int) -> String {
        sixPointOneInchScene(tools: tools)
            .replacingOccurrences(of: #"device id="retina6_1""#, with: #"device id="\#(device)""#)
            .replacingOccurrences(of: #"width="414" height="896""#, with: #"width="\#(width)" height="\#(height)""#)
            .replacingOccurrences(
                of: #"width="390" height="31.5""#, with: #"width="\#(width - 24)" height="31.333333333333332""#)
    }

    /// GoMap's search scene (tools version 24765) and two projects of 23727 store a navigation
    /// bar 118 points down the iPhone 14 Pro's screen, and a BeReal clone (23727) a column pinned
    /// to the safe area's bottom 68 points up; a storyboard of 24128 stores two stacks pinned to
    /// the safe area's top 124 points down the iPhone 16 Pro's screen. Documents of 22155 and
    /// 23504 store content pinned to the safe area 59 points down the iPhone 14 Pro's screen, as
    /// do two of the placeholder version 32700.99.1234; a course project of 23727 stores a table
    /// below a navigation bar 138 points down the iPhone 12's screen (2 × 47 and the bar's 44).
    @Test(arguments: [
        ("22155", "retina6_12", 393, 852, 59.0), ("23504", "retina6_12", 393, 852, 59.0),
        ("23727", "retina6_12", 393, 852, 118.0), ("24765", "retina6_12", 393, 852, 118.0),
        ("32700.99.1234", "retina6_12", 393, 852, 59.0), ("23504", "retina6_3", 402, 874, 62.0),
        ("24128", "retina6_3", 402, 874, 124.0), ("23727", "retina6_0", 390, 844, 94.0),
    ])
    func xcode16AndLaterDoubleTheInsetsOfPhonesWithASensorHousing(
        _ tools: String, device: String, width: Int, height: Int, top: Double
    ) throws {
        let text = Self.scene(tools: tools, device: device, width: width, height: height)
        let unit = try Self.unit(text, options: Self.canvas, fileName: "Six.storyboard")
        let doubled = ["23727", "24765", "24128"].contains(tools)
        #expect(unit.unit.canvasTopInset == (doubled ? top : nil))
        #expect(unit.unit.canvasBottomInset == (doubled ? 68 : nil))
        expectInsets(try unit.view("Six-Root-1").safeAreaInsets, top, 0, doubled ? 68 : 34, 0)
        expectFrame(try unit.view("Six-Lbl-001"), 12, top + 12, CGFloat(width - 24), 31.333)
    }

    @Test(arguments: [("16097", 44.0), ("21507", 47.0), ("22154", 50.0), ("32700.99.1234", 50.0)])
    func theFivePointEightInchScreensTopFollowsTheXcodeThatDrewIt(_ tools: String, top: Double) throws {
        // On the 5.8-inch screen, where the iPhone X has 44: an OnTheMap project (Xcode 11.4)
        // stores views pinned to the safe area's top 44 points down, Appylar's SDK sample (Xcode
        // 14.1) a banner 47 down, a storyboard of Xcode 15 a scroll view 50 down below its bar
        // (at y = 94) and AgoraIO's audio example (the placeholder version) a view 50 down.
        let text = Self.scene(tools: tools, device: "retina5_9", width: 375, height: 812)
        let unit = try Self.unit(text, options: Self.canvas, fileName: "Five.storyboard")
        #expect(unit.unit.canvasTopInset == (top == 44 ? nil : top))
        expectInsets(try unit.view("Six-Root-1").safeAreaInsets, top, 0, 34, 0)
        expectFrame(try unit.view("Six-Lbl-001"), 12, top + 12, 351, 31.333)
    }
}
