import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// A scene a segue presents on a phone is drawn by Xcode 11 and later in a page sheet: shorter
/// than the screen by its top inset (and 10 points more below a sensor housing), without a top
/// safe area.
@MainActor @Suite struct PageSheetCanvasTests {
    static let canvas = InterfaceBuilderOptions(contentSize: .document, mode: .canvas)

    /// A list scene whose button leads by `segue` to a detail scene whose text fills its safe
    /// area; the detail root's stored frame is `height` tall, and `afterDetailRoot` follows it
    /// (simulated metrics).
    static func document(
        tools: String = "17701", device: String = "retina4_7", width: Double = 375, height: Double = 647,
        segue: String = #"kind="show""#, orientation: String = "portrait", detailStyle: String = "",
        afterDetailRoot: String = ""
    ) -> String {
        DocumentText.storyboard(
            #"toolsVersion="\#(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Shl-Vc-001""#,
            device: #"<device id="\#(device)" orientation="\#(orientation)" appearance="light"/>"#,
            scenes: DocumentText.scene(
                "Shl-Scn-01", controller: "Shl-Vc-001", root: "Shl-Root-1", width: width, height: 600,
                content: """
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Shl-Btn-001">
                            <rect key="frame" x="20" y="40" width="80" height="30"/>
                            <state key="normal" title="Details"/>
                            <connections>
                                <segue destination="Shd-Vc-001" \(segue) id="Shl-Seg-001"/>
                            </connections>
                        </button>
                    </subviews>
                    """),
            DocumentText.scene(
                "Shd-Scn-01", controller: "Shd-Vc-001", controllerAttributes: detailStyle, root: "Shd-Root-1",
                width: width, height: height,
                content: """
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Shd-Txt-001">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Shd-Saf-001"/>
                    <constraints>
                        <constraint firstItem="Shd-Txt-001" firstAttribute="top" secondItem="Shd-Saf-001" secondAttribute="top" id="Shd-Con-001"/>
                        <constraint firstItem="Shd-Txt-001" firstAttribute="leading" secondItem="Shd-Root-1" secondAttribute="leading" id="Shd-Con-002"/>
                        <constraint firstAttribute="trailing" secondItem="Shd-Txt-001" secondAttribute="trailing" id="Shd-Con-003"/>
                        <constraint firstItem="Shd-Saf-001" firstAttribute="bottom" secondItem="Shd-Txt-001" secondAttribute="bottom" id="Shd-Con-004"/>
                    </constraints>
                    """, afterRoot: afterDetailRoot))
    }

    static func detail(_ text: String, options: InterfaceBuilderOptions = canvas) throws -> LaidOutUnit {
        try DocumentFixture.unit(inText: text, fileName: "Sheet.storyboard", id: "Shd-Vc-001", options: options)
    }

    @Test func aShowFromOutsideANavigationStackIsAPageSheetBelowTheStatusBar() throws {
        let unit = try Self.detail(Self.document())
        #expect(unit.unit.canvasSize == ScreenModel.Size(width: 375, height: 647))
        expectFrame(try unit.view("Shd-Root-1"), 0, 0, 375, 647)
        expectFrame(try unit.view("Shd-Txt-001"), 0, 0, 375, 647)
        #expect(unit.misplacedViews == [])
    }

    @Test func onTheNineSevenInchIPadUprightTheSheetIs704By984WithoutStatusBar() throws {
        let text = Self.document(tools: "22154", device: "ipad9_7", width: 704, height: 984)
        let unit = try Self.detail(text)
        #expect(unit.unit.canvasSize == ScreenModel.Size(width: 704, height: 984))
        expectFrame(try unit.view("Shd-Root-1"), 0, 0, 704, 984)
        expectFrame(try unit.view("Shd-Txt-001"), 0, 0, 704, 984)
        // On its side, and on an iPad whose sheet no document shows, the scene fills the screen.
        let landscape = try Self.detail(
            Self.document(tools: "22154", device: "ipad9_7", width: 1024, height: 768, orientation: "landscape"))
        expectFrame(try landscape.view("Shd-Root-1"), 0, 0, 1024, 768)
        let larger = try Self.detail(Self.document(tools: "22154", device: "ipad12_9", width: 1024, height: 1366))
        expectFrame(try larger.view("Shd-Root-1"), 0, 0, 1024, 1366)
    }

    @Test func belowASensorHousingTheSheetLeavesTenPointsMoreAndHasNoTopSafeArea() throws {
        // The 6.1-inch screen of Xcode 12: 44 points at the top, 34 at the bottom.
        let unit = try Self.detail(Self.document(device: "retina6_1", width: 414, height: 842))
        #expect(unit.unit.canvasSize == ScreenModel.Size(width: 414, height: 842))
        expectInsets(try unit.view("Shd-Root-1").safeAreaInsets, 0, 0, 34, 0)
        expectFrame(try unit.view("Shd-Txt-001"), 0, 0, 414, 808)
    }

    /// iOS 13 and later give a navigation bar in a sheet 56 points, where a full-screen one on a
    /// phone upright is 44: a detail scene presented in a navigation controller has its safe area
    /// 56 points down the sheet on the canvas.
    @Test(arguments: ["presentation", "show"])
    func aNavigationBarInASheetIsFiftySixPointsTall(kind: String) throws {
        // A show of a navigation controller from a scene outside a navigation stack presents it:
        // Stripe's card verification example (Xcode 12.5, 6.1-inch) stores the scenes of such a
        // controller 842 points tall with their content 72 points down (56 and 16).
        let sheet = try Self.detail(Self.inNavigationController(Self.document(segue: #"kind="\#(kind)""#)))
        #expect(sheet.unit.canvasNavigationBarHeight == 56)
        expectFrame(try sheet.view("Shd-Txt-001"), 0, 56, 375, 591)
        let runtime = try Self.detail(
            Self.inNavigationController(Self.document(segue: #"kind="\#(kind)""#)),
            options: InterfaceBuilderOptions(contentSize: .document))
        #expect(runtime.unit.canvasNavigationBarHeight == nil)
        expectFrame(try runtime.view("Shd-Txt-001"), 0, 64, 375, 603)
    }

    /// `text` with the detail scene in a navigation controller (whose attributes follow its id),
    /// which the list scene's segue leads to instead.
    static func inNavigationController(_ text: String, attributes: String = "") -> String {
        let navigation = """
                    <scene sceneID="Shn-Scn-01">
                        <objects>
                            <navigationController id="Shn-Nav-001"\(attributes) sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="Shn-Bar-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="Shd-Vc-001" kind="relationship" relationship="rootViewController" id="Shn-Seg-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
            """
        return
            text
            .replacingOccurrences(of: #"<segue destination="Shd-Vc-001""#, with: #"<segue destination="Shn-Nav-001""#)
            .replacingOccurrences(of: "    </scenes>", with: navigation + "\n    </scenes>")
    }

    @Test func aPresentationWithTheDefaultStyleIsASheetAndAFullScreenOneIsNot() throws {
        let sheet = try Self.detail(Self.document(segue: #"kind="presentation""#))
        expectFrame(try sheet.view("Shd-Root-1"), 0, 0, 375, 647)
        let fullScreen = try Self.detail(
            Self.document(height: 667, segue: #"kind="presentation" modalPresentationStyle="fullScreen""#))
        #expect(fullScreen.unit.canvasSize == nil)
        // The whole screen; Xcode 12 draws no status bar on a home-button phone.
        expectFrame(try fullScreen.view("Shd-Txt-001"), 0, 0, 375, 667)
    }

    /// A scene that a presentation shows and whose simulated size is Xcode's "Page Sheet" is drawn
    /// in the sheet as one with no simulated size is: a storyboard of Xcode 13 on the 5.5-inch
    /// screen stores such a root view 414 × 716 (736 − 20).
    @Test func aSimulatedPageSheetPresentedIsDrawnInTheSheet() throws {
        let text = Self.document(
            tools: "19162", device: "retina5_5", width: 414, height: 716, segue: #"kind="presentation""#,
            afterDetailRoot: #"<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        let sheet = try Self.detail(text)
        #expect(sheet.unit.canvasSize == ScreenModel.Size(width: 414, height: 716))
        expectFrame(try sheet.view("Shd-Txt-001"), 0, 0, 414, 716)
    }

    /// UIKit's `showDetailViewController` presents the scene when no split view controller takes
    /// it: a course project of Xcode 15 stores two scenes that show each other so as sheets.
    @Test func aShowDetailOutsideASplitViewIsAPageSheet() throws {
        let sheet = try Self.detail(Self.document(segue: #"kind="showDetail""#))
        #expect(sheet.unit.canvasSize == ScreenModel.Size(width: 375, height: 647))
        expectFrame(try sheet.view("Shd-Txt-001"), 0, 0, 375, 647)
    }

    /// Xcode 14.3 and 15 draw a sheet on a phone with a sensor housing only the 10-point gap
    /// shorter than the screen, not the top inset and the gap: 842 of the iPhone 14 Pro's 852
    /// points (two projects, 21701 and 22154), 834 of the 6.0-inch screen's 844 (22155) and 886
    /// of the 6.1-inch screen's 896 (23094), where Xcode 13 (20037) leaves its 44-point top too
    /// and Xcode 14.2 (21507) the iPhone 14 Pro's 59. The builds that write the placeholder
    /// `32700.99.1234` store 834 on the 6.0-inch screen as Xcode 15 does.
    @Test(arguments: [
        ("21701", "retina6_12", 393.0, 842.0), ("22154", "retina6_12", 393, 842),
        ("22155", "retina6_0", 390, 834), ("23094", "retina6_1", 414, 886), ("32700.99.1234", "retina6_0", 390, 834),
        ("20037", "retina6_1", 414, 842), ("21507", "retina6_12", 393, 783),
    ])
    func xcode14Point3And15LeaveOnlyTheGapAboveASheet(
        tools: String, device: String, width: Double, height: Double
    ) throws {
        // The home indicator's 34 points stay at the bottom.
        let unit = try Self.detail(Self.document(tools: tools, device: device, width: width, height: height))
        #expect(unit.unit.canvasSize == ScreenModel.Size(width: width, height: height))
        expectInsets(try unit.view("Shd-Root-1").safeAreaInsets, 0, 0, 34, 0)
        expectFrame(try unit.view("Shd-Txt-001"), 0, 0, width, height - 34)
    }

    /// Xcode 16 and later, which double a phone's insets on the full screen, leave the device's
    /// own 59 points and the gap above a sheet on the iPhone 14 Pro and give it no bottom inset:
    /// two projects of 23727 store presented scenes 393 × 783, one a stack pinned 16 points
    /// above the safe area's bottom 16 points above the sheet's bottom.
    @Test func xcode16LeavesTheDevicesOwnTopAboveASheetAndNoBottomInset() throws {
        let unit = try Self.detail(Self.document(tools: "23727", device: "retina6_12", width: 393, height: 783))
        #expect(unit.unit.canvasSize == ScreenModel.Size(width: 393, height: 783))
        expectInsets(try unit.view("Shd-Root-1").safeAreaInsets, 0, 0, 0, 0)
        expectFrame(try unit.view("Shd-Txt-001"), 0, 0, 393, 783)
    }

    @Test func aFormSheetIsAPageSheetOnAPhone() throws {
        // A compact width adapts a form sheet to a page sheet: Xcode 11 stores a scene a form
        // sheet presents on the iPhone X canvas 758 points tall (812 − 44 − 10).
        let sheet = try Self.detail(
            Self.document(segue: #"kind="presentation" modalPresentationStyle="formSheet""#))
        expectFrame(try sheet.view("Shd-Root-1"), 0, 0, 375, 647)
        let styled = try Self.detail(Self.document(detailStyle: #" modalPresentationStyle="formSheet""#))
        expectFrame(try styled.view("Shd-Root-1"), 0, 0, 375, 647)
    }

    @Test func aControllerAskingForFullScreenAndAPhoneOnItsSideHaveNoSheet() throws {
        let fullScreen = try Self.detail(
            Self.document(height: 667, detailStyle: #" modalPresentationStyle="fullScreen""#))
        #expect(fullScreen.unit.canvasSize == nil)
        expectFrame(try fullScreen.view("Shd-Root-1"), 0, 0, 375, 667)
        // On its side a phone has a compact height, where a page sheet is full screen.
        let landscape = try Self.detail(
            Self.document(width: 667, height: 375, segue: #"kind="presentation""#, orientation: "landscape"))
        #expect(landscape.unit.canvasSize == nil)
        expectFrame(try landscape.view("Shd-Root-1"), 0, 0, 667, 375)
    }

    /// Xcode 11 draws the scenes of a presented container in a sheet whatever the container asks
    /// for (two projects of Xcode 11.4 store the scenes of containers that ask for `fullScreen` as
    /// sheets), but honours the style a scene's own controller asks for (a third stores such
    /// scenes full screen); Xcode 12 and later honour both.
    @Test func xcode11DrawsAContainerAskingForFullScreenInASheetButNotASceneThatAsks() throws {
        let style = #" modalPresentationStyle="fullScreen""#
        let container = try Self.detail(
            Self.inNavigationController(Self.document(tools: "16097"), attributes: style))
        #expect(container.unit.canvasSize == ScreenModel.Size(width: 375, height: 647))
        expectFrame(try container.view("Shd-Txt-001"), 0, 56, 375, 591)
        let scene = try Self.detail(Self.document(tools: "16097", height: 667, detailStyle: style))
        #expect(scene.unit.canvasSize == nil)
        expectFrame(try scene.view("Shd-Root-1"), 0, 0, 375, 667)
        let xcode12 = try Self.detail(
            Self.inNavigationController(Self.document(tools: "17701", height: 667), attributes: style))
        #expect(xcode12.unit.canvasSize == nil)
    }

    @Test func xcode10AndRunTimeShowTheSceneOnTheWholeScreen() throws {
        let xcode10 = try Self.detail(Self.document(tools: "14490.70", height: 667))
        #expect(xcode10.unit.canvasSize == nil)
        expectFrame(try xcode10.view("Shd-Txt-001"), 0, 20, 375, 647)
        let runtime = try Self.detail(Self.document(), options: InterfaceBuilderOptions(contentSize: .document))
        #expect(runtime.unit.canvasSize == nil)
        expectFrame(try runtime.view("Shd-Root-1"), 0, 0, 375, 667)
    }
}
