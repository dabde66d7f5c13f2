import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// The canvas Interface Builder showed a scene on when it is not the device's screen: a freeform
/// size stored without its metrics element, a document that names no screen, the status bar or
/// home indicator a narrow freeform canvas leaves out, and a xib's top-level view where the
/// document stores it.
/// The documents below are small ones of our own, with the frames Xcode stores for the same
/// settings in saved documents.
@MainActor @Suite struct CanvasSizeTests {
    static let canvas = InterfaceBuilderOptions(contentSize: .document, mode: .canvas)
    static let runtime = InterfaceBuilderOptions(contentSize: .document)

    /// A scene whose title label sits `gap` points below the top layout guide and `gap` points
    /// in from the root's leading edge; `device` and `metrics` are the document's lines.
    static func titledScene(
        tools: String = "21507", device: String, metrics: String, width: Double, height: Double, gap: Double
    ) -> String {
        DocumentText.storyboard(
            #"toolsVersion="\#(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="Fre-Vc-001""#,
            device: device,
            scenes: DocumentText.scene(
                "Fre-Scn-01", controller: "Fre-Vc-001", root: "Fre-Root-1", width: width, height: height,
                beforeRoot: DocumentText.layoutGuides("Fre"),
                content: """
                    <subviews>
                        <label opaque="NO" text="Accounts" translatesAutoresizingMaskIntoConstraints="NO" id="Fre-Lbl-001">
                            <rect key="frame" x="\(gap)" y="0.0" width="\(width - 2 * gap)" height="18"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Fre-Lbl-001" firstAttribute="top" secondItem="Fre-Top-01" secondAttribute="bottom" constant="\(gap)" id="Fre-Con-001"/>
                        <constraint firstItem="Fre-Lbl-001" firstAttribute="leading" secondItem="Fre-Root-1" secondAttribute="leading" constant="\(gap)" id="Fre-Con-002"/>
                        <constraint firstAttribute="trailing" secondItem="Fre-Lbl-001" secondAttribute="trailing" constant="\(gap)" id="Fre-Con-003"/>
                    </constraints>
                    """,
                afterRoot: metrics))
    }

    static func unit(_ text: String, options: InterfaceBuilderOptions, fileName: String = "Canvas.storyboard")
        throws -> LaidOutUnit
    {
        try DocumentFixture.unit(inText: text, fileName: fileName, options: options)
    }

    @Test func aFreeformSizeStoredWithoutItsMetricsElementIsTheCanvas() throws {
        // Xcode 12 and later store the freeform size alone. On an iPhone 12 the sensor housing's
        // 47 points stay at the top of a 300 × 310 canvas: the label is 15 below them.
        let text = Self.titledScene(
            device: #"<device id="retina6_0" orientation="portrait"/>"#,
            metrics: #"<size key="freeformSize" width="300" height="310"/>"#, width: 300, height: 310, gap: 15)
        let unit = try Self.unit(text, options: Self.canvas)
        #expect(unit.unit.canvasSize == ScreenModel.Size(width: 300, height: 310))
        expectFrame(try unit.view("Fre-Root-1"), 0, 0, 300, 310)
        expectFrame(try unit.view("Fre-Lbl-001"), 15, 62, 270, 18)
    }

    @Test func aFreeformCanvasNarrowerThanAPhoneWithASensorHousingHasNoHomeIndicatorInset() throws {
        // 300 points wide on the iPhone 12 canvas: the housing's 47 points stay at the top, but
        // the bottom layout guide is at the canvas's bottom edge, without the home indicator's 34.
        let text = Self.titledScene(
            device: #"<device id="retina6_0" orientation="portrait"/>"#,
            metrics: #"<size key="freeformSize" width="300" height="310"/>"#, width: 300, height: 310, gap: 15)
        let unit = try Self.unit(text, options: Self.canvas)
        #expect(unit.unit.canvasBottomInset == 0)
        expectInsets(try unit.view("Fre-Root-1").safeAreaInsets, 47, 0, 0, 0)
        let runtime = try Self.unit(text, options: Self.runtime)
        #expect(runtime.unit.canvasBottomInset == nil)
        expectInsets(try runtime.view("Fre-Root-1").safeAreaInsets, 47, 0, 34, 0)
    }

    @Test func aNotificationScenesCanvasKeepsTheHomeIndicatorInsetHoweverShort() throws {
        // A notification content extension's scene of a recent Xcode: 393 × 400 on the iPhone 15
        // Pro's canvas, a view pinned to the root's margins stored 59 points from the top and 34
        // from the bottom. Up to Xcode 14.2 an app's own scene of that size ends above the home
        // indicator; that a notification's scene of Xcode 14.2 keeps it is our reading.
        func scenes(_ tools: String) -> (app: String, notification: String) {
            let scene = Self.titledScene(
                tools: tools, device: #"<device id="retina6_12" orientation="portrait"/>"#,
                metrics: #"<size key="freeformSize" width="393" height="400"/>"#, width: 393, height: 400, gap: 16)
            let notification = scene.replacingOccurrences(
                of: #"id="Fre-Root-1""#, with: #"simulatedAppContext="notificationCenter" id="Fre-Root-1""#)
            #expect(notification != scene)
            return (scene, notification)
        }
        for tools in ["21507", "22505"] {
            let notification = try Self.unit(scenes(tools).notification, options: Self.canvas)
            expectInsets(try notification.view("Fre-Root-1").safeAreaInsets, 59, 0, 34, 0)
        }
        let app = try Self.unit(scenes("21507").app, options: Self.canvas)
        expectInsets(try app.view("Fre-Root-1").safeAreaInsets, 59, 0, 0, 0)
    }

    /// Xcode 15 no longer fits a freeform canvas into the top of a housed phone's screen: a
    /// controller's view of a xib it saved, 414 × 774 on the 6.1-inch screen, stores a stack
    /// pinned to the safe area's top and 8 points above its bottom at (0, 48, 414, 684), 42
    /// points above the view's bottom; Xcode 14.2 and earlier store such content at the
    /// canvas's bottom edge.
    @Test(arguments: [("21507", 0.0), ("22155", 34.0)])
    func fromXcode15AFreeformCanvasThatFitsKeepsTheHomeIndicatorInset(_ tools: String, bottom: Double) throws {
        let text = Self.boxAboveSafeAreaBottom(
            "Hdr", tools: tools, height: 774, gap: 8, boxY: 48, boxHeight: 726 - 8 - bottom,
            owner: "HeaderViewController",
            extraObjects: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        let unit = try Self.unit(text, options: Self.canvas, fileName: "Header.xib")
        expectInsets(try unit.view("Hdr-Root-1").safeAreaInsets, 48, 0, bottom, 0)
        expectFrame(try unit.view("Hdr-Box-001"), 0, 48, 414, 726 - 8 - bottom)
        #expect(unit.misplacedViews == [])
    }

    /// A xib on the 6.1-inch screen whose top-level view `prefix`-Root-1, as wide as the screen
    /// and `height` tall, holds a box `prefix`-Box-001 pinned to its sides, to its top (`boxY` 0)
    /// or the safe area's top (`boxY` 48), and `gap` points above the safe area's bottom, stored
    /// `boxHeight` tall; `owner` makes it File's Owner's view, `extraObjects` ends the view.
    static func boxAboveSafeAreaBottom(
        _ prefix: String, tools: String, height: Double, gap: Double, boxY: Double, boxHeight: Double,
        owner: String? = nil, extraObjects: String = ""
    ) -> String {
        let top = boxY == 0 ? "\(prefix)-Root-1" : "\(prefix)-Saf-001"
        return DocumentText.xib(
            #"toolsVersion="\#(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            owner: owner.map { DocumentText.filesOwner($0, view: "\(prefix)-Root-1") }
                ?? #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
            objects: """
                <view contentMode="scaleToFill" id="\(prefix)-Root-1">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(prefix)-Box-001">
                            <rect key="frame" x="0.0" y="\(boxY)" width="414" height="\(boxHeight)"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="\(prefix)-Saf-001"/>
                    <constraints>
                        <constraint firstItem="\(prefix)-Box-001" firstAttribute="leading" secondItem="\(prefix)-Root-1" secondAttribute="leading" id="\(prefix)-Con-001"/>
                        <constraint firstAttribute="trailing" secondItem="\(prefix)-Box-001" secondAttribute="trailing" id="\(prefix)-Con-002"/>
                        <constraint firstItem="\(prefix)-Box-001" firstAttribute="top" secondItem="\(top)" secondAttribute="top" id="\(prefix)-Con-003"/>
                        <constraint firstItem="\(prefix)-Saf-001" firstAttribute="bottom" secondItem="\(prefix)-Box-001" secondAttribute="bottom" constant="\(gap)" id="\(prefix)-Con-004"/>
                    </constraints>
                    \(extraObjects)
                </view>
                """)
    }

    @Test func beforeXcode9ASmallerFreeformCanvasKeepsTheStatusBar() throws {
        // Xcode 7.3: a 600 × 600 freeform scene (shorter than the iPhone 8's screen the canvas
        // stands on) stores a field pinned 20 points below the top layout guide at y = 40.
        let metrics = """
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="600" height="600"/>
            """
        func scene(_ tools: String) -> String {
            Self.titledScene(tools: tools, device: "", metrics: metrics, width: 600, height: 600, gap: 20)
        }
        let canvas = try Self.unit(scene("9060"), options: Self.canvas)
        expectFrame(try canvas.view("Fre-Root-1"), 0, 0, 600, 600)
        expectFrame(try canvas.view("Fre-Lbl-001"), 20, 40, 560, 18)
        let xcode10 = try Self.unit(scene("14313.18"), options: Self.canvas)
        expectFrame(try xcode10.view("Fre-Lbl-001"), 20, 20, 560, 18)
    }

    @Test func aTabBarControllersFreeformSizeIsItsTabsCanvas() throws {
        // Xcode 8.3 on the 4.7-inch device: a tab bar controller simulating a 600 × 600 freeform
        // size, its tab stored 600 × 600 with a label 6 points below the top layout guide at
        // y = 26 (the status bar kept).
        let device = #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#
        let tab = Self.titledScene(tools: "12120", device: device, metrics: "", width: 600, height: 600, gap: 6)
        let text = tab.replacingOccurrences(
            of: "</scenes>",
            with: """
                    <scene sceneID="Fre-Scn-00">
                        <objects>
                            <tabBarController id="Fre-Tab-001" sceneMemberID="viewController">
                                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                                <size key="freeformSize" width="600" height="600"/>
                                <tabBar key="tabBar" contentMode="scaleToFill" id="Fre-Bar-001">
                                    <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                                </tabBar>
                                <connections>
                                    <segue destination="Fre-Vc-001" kind="relationship" relationship="viewControllers" id="Fre-Seg-001"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                </scenes>
                """)
        #expect(text != tab)
        let canvas = try Self.unit(text, options: Self.canvas)
        #expect(canvas.unit.canvasSize == ScreenModel.Size(width: 600, height: 600))
        expectFrame(try canvas.view("Fre-Root-1"), 0, 0, 600, 600)
        expectFrame(try canvas.view("Fre-Lbl-001"), 6, 26, 588, 18)
        let runtime = try Self.unit(text, options: Self.runtime)
        expectFrame(try runtime.view("Fre-Root-1"), 0, 0, 375, 667)
    }

    @Test func aFreeformCanvasNarrowerThanAHomeButtonPhoneHasNoStatusBar() throws {
        // 300 points wide on an iPhone 8 Plus: the top layout guide is at 0, so the label is 5
        // from the top; at run time it is below the 20-point status bar of the 414-point screen.
        let text = Self.titledScene(
            device: #"<device id="retina5_5" orientation="portrait"/>"#,
            metrics: #"<size key="freeformSize" width="300" height="310"/>"#, width: 300, height: 310, gap: 5)
        let canvas = try Self.unit(text, options: Self.canvas)
        expectFrame(try canvas.view("Fre-Root-1"), 0, 0, 300, 310)
        expectFrame(try canvas.view("Fre-Lbl-001"), 5, 5, 290, 18)
        expectInsets(try canvas.view("Fre-Root-1").safeAreaInsets, 0, 0, 0, 0)
        let runtime = try Self.unit(text, options: Self.runtime)
        expectFrame(try runtime.view("Fre-Root-1"), 0, 0, 414, 736)
        expectFrame(try runtime.view("Fre-Lbl-001"), 5, 25, 404, 18)
    }

    @Test func aFreeformCanvasWiderThanAHomeButtonPhoneHasNoStatusBar() throws {
        // 350 × 250 on the iPhone 4s's 320-point screen: the label is 10 from the canvas's top.
        let text = Self.titledScene(
            device: #"<device id="retina3_5" orientation="portrait"/>"#,
            metrics: #"<size key="freeformSize" width="350" height="250"/>"#, width: 350, height: 250, gap: 10)
        let canvas = try Self.unit(text, options: Self.canvas)
        expectFrame(try canvas.view("Fre-Root-1"), 0, 0, 350, 250)
        expectFrame(try canvas.view("Fre-Lbl-001"), 10, 10, 330, 18)
        expectInsets(try canvas.view("Fre-Root-1").safeAreaInsets, 0, 0, 0, 0)
    }

    @Test func aFreeformCanvasThatStoresNoSizeIsAsWideAsItsRoot() throws {
        // Simplenote's snackbar (Xcode 12) is a 344 × 278 freeform view on the 6.1-inch canvas:
        // narrower than the screen, so no home indicator's inset at the bottom.
        let text = Self.titledScene(
            tools: "17156", device: #"<device id="retina6_1" orientation="portrait"/>"#,
            metrics: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#, width: 344, height: 278,
            gap: 16)
        let unit = try Self.unit(text, options: Self.canvas)
        expectFrame(try unit.view("Fre-Root-1"), 0, 0, 344, 278)
        expectInsets(try unit.view("Fre-Root-1").safeAreaInsets, 44, 0, 0, 0)
        expectFrame(try unit.view("Fre-Lbl-001"), 16, 60, 312, 18)
    }

    /// Xcode 10.2 stores a 320 × 750 scene on the 4-inch screen with a scroll view pinned to the
    /// safe area 64 points down below a navigation bar, and a 960 × 568 one the same way.
    @Test(arguments: [(375.0, 750.0), (960.0, 667.0)])
    func aFreeformCanvasAtLeastAsTallAsTheScreenAndNoNarrowerKeepsTheStatusBar(width: Double, height: Double) throws {
        let text = Self.titledScene(
            tools: "14490", device: #"<device id="retina4_7" orientation="portrait"/>"#,
            metrics: #"<size key="freeformSize" width="\#(Int(width))" height="\#(Int(height))"/>"#, width: width,
            height: height, gap: 16)
        let unit = try Self.unit(text, options: Self.canvas)
        expectFrame(try unit.view("Fre-Root-1"), 0, 0, width, height)
        expectFrame(try unit.view("Fre-Lbl-001"), 16, 36, width - 32, 18)
    }

    /// Xcode 10.0 stores a 375 × 451 page of a walkthrough on the 4.7-inch screen with a stack
    /// pinned 50 points below the safe area's top at y = 50.
    @Test func aFreeformCanvasShorterThanAHomeButtonPhoneHasNoStatusBar() throws {
        let text = Self.titledScene(
            tools: "14313", device: #"<device id="retina4_7" orientation="portrait"/>"#,
            metrics: #"<size key="freeformSize" width="375" height="451"/>"#, width: 375, height: 451, gap: 16)
        let unit = try Self.unit(text, options: Self.canvas)
        expectFrame(try unit.view("Fre-Root-1"), 0, 0, 375, 451)
        expectFrame(try unit.view("Fre-Lbl-001"), 16, 16, 343, 18)
        expectInsets(try unit.view("Fre-Root-1").safeAreaInsets, 0, 0, 0, 0)
    }

    @Test func aDocumentThatNamesNoScreenIsLaidOutAsLargeAsItsRoot() throws {
        // Xcode 6 and 7 save scenes drawn on the 600 × 600 "Any, Any" canvas without a device:
        // the label spans 600 − 2 × 16 under the 20-point status bar.
        let text = Self.titledScene(tools: "6254", device: "", metrics: "", width: 600, height: 600, gap: 16)
        let canvas = try Self.unit(text, options: Self.canvas)
        #expect(canvas.unit.canvasSize == ScreenModel.Size(width: 600, height: 600))
        expectFrame(try canvas.view("Fre-Root-1"), 0, 0, 600, 600)
        expectFrame(try canvas.view("Fre-Lbl-001"), 16, 36, 568, 18)
        let runtime = try Self.unit(text, options: Self.runtime)
        expectFrame(try runtime.view("Fre-Root-1"), 0, 0, 375, 667)
        expectFrame(try runtime.view("Fre-Lbl-001"), 16, 36, 343, 18)
    }

    @Test func anXcode8ScreenTypeWithoutADeviceKeepsTheBottomGuideAtTheScreensBottom() throws {
        // RxSwift's examples (Xcode 8.1, no `<device>`, screen type `retina4_7.fullscreen`) store
        // the root view under an opaque navigation bar at (0, 64, 375, 667), past the screen,
        // and a table pinned to the layout guides 603 tall: the bottom guide is at the screen's
        // bottom. Text fields centred in such a root are stored centred in 603 points: the root
        // is laid out on the screen, below the bars.
        let scene = DocumentText.scene(
            "Xc8-Scn-01", controller: "Xc8-Vc-001", root: "Xc8-Root-1", width: 375, height: 667,
            beforeRoot: DocumentText.layoutGuides("Xc8"),
            content: """
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Xc8-Tbl-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Xc8-Box-001">
                        <rect key="frame" x="139" y="286.5" width="97" height="30"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="97" id="Xc8-Con-005"/>
                            <constraint firstAttribute="height" constant="30" id="Xc8-Con-006"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="Xc8-Tbl-001" firstAttribute="top" secondItem="Xc8-Top-01" secondAttribute="bottom" id="Xc8-Con-001"/>
                    <constraint firstItem="Xc8-Bot-01" firstAttribute="top" secondItem="Xc8-Tbl-001" secondAttribute="bottom" id="Xc8-Con-002"/>
                    <constraint firstItem="Xc8-Tbl-001" firstAttribute="leading" secondItem="Xc8-Root-1" secondAttribute="leading" id="Xc8-Con-003"/>
                    <constraint firstAttribute="trailing" secondItem="Xc8-Tbl-001" secondAttribute="trailing" id="Xc8-Con-004"/>
                    <constraint firstItem="Xc8-Box-001" firstAttribute="centerX" secondItem="Xc8-Root-1" secondAttribute="centerX" id="Xc8-Con-007"/>
                    <constraint firstItem="Xc8-Box-001" firstAttribute="centerY" secondItem="Xc8-Root-1" secondAttribute="centerY" id="Xc8-Con-008"/>
                </constraints>
                """,
            afterRoot: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#)
        let text = DocumentText.storyboard(
            #"toolsVersion="11542" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="Xc8-Vc-001""#,
            device: "", scenes: scene
        )
        .replacingOccurrences(of: #"y="0.0" width="375.0" height="667.0""#, with: #"y="64" width="375" height="667""#)
        .replacingOccurrences(
            of: "</document>",
            with: """
                <simulatedMetricsContainer key="defaultSimulatedMetrics">
                    <simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>
                </simulatedMetricsContainer>
                </document>
                """)
        let unit = try Self.unit(text, options: Self.canvas)
        #expect(unit.unit.model.device == .iPhone8)
        expectRect(unit.canvasFrame(of: try unit.view("Xc8-Root-1")), 0, 64, 375, 667)
        expectFrame(try unit.view("Xc8-Root-1"), 0, 64, 375, 603)
        expectFrame(try unit.view("Xc8-Tbl-001"), 0, 0, 375, 603)
        expectFrame(try unit.view("Xc8-Box-001"), 139, 286.5, 97, 30)
        #expect(unit.misplacedViews == [])
    }

    /// An iPad storyboard of Xcode 5, whose default metrics name the iPad's screen, and whose
    /// navigation controller simulates a form sheet: the scene at its root, which keeps the
    /// screen's size as its own freeform size, is drawn 540 × 620 and its centred field where
    /// that sheet puts it.
    @Test func aFormSheetANavigationControllerSimulatesSizesItsRootScene() throws {
        let text = DocumentText.storyboard(
            #"toolsVersion="5056" targetRuntime="iOS.CocoaTouch.iPad" propertyAccessControl="none" useAutolayout="YES" initialViewController="Fsh-Nav-001""#,
            device: "",
            scenes: DocumentText.scene(
                "Fsh-Scn-01", controller: "Fsh-Vc-001", root: "Fsh-Root-1", width: 540, height: 620,
                beforeRoot: DocumentText.layoutGuides("Fsh"),
                content: """
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fsh-Fld-001">
                            <rect key="frame" x="130" y="119" width="280" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="280" id="Fsh-Con-001"/>
                                <constraint firstAttribute="height" constant="30" id="Fsh-Con-002"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Fsh-Fld-001" firstAttribute="top" secondItem="Fsh-Top-01" secondAttribute="bottom" constant="55" id="Fsh-Con-003"/>
                        <constraint firstItem="Fsh-Fld-001" firstAttribute="centerX" secondItem="Fsh-Root-1" secondAttribute="centerX" id="Fsh-Con-004"/>
                    </constraints>
                    """,
                afterRoot: #"<size key="freeformSize" width="768" height="1024"/>"#),
            """
                    <scene sceneID="Fsh-Scn-02">
                        <objects>
                            <navigationController id="Fsh-Nav-001" sceneMemberID="viewController">
                                <modalFormSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="Fsh-Bar-001">
                                    <rect key="frame" x="0.0" y="0.0" width="768" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="Fsh-Vc-001" kind="relationship" relationship="rootViewController" id="Fsh-Seg-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
            """
        )
        .replacingOccurrences(
            of: "</scenes>",
            with: """
                </scenes>
                <simulatedMetricsContainer key="defaultSimulatedMetrics">
                    <simulatedStatusBarMetrics key="statusBar"/>
                    <simulatedOrientationMetrics key="orientation"/>
                    <simulatedScreenMetrics key="destination"/>
                </simulatedMetricsContainer>
                """)
        let unit = try Self.unit(text, options: Self.canvas, fileName: "Sheet.storyboard")
        expectFrame(try unit.view("Fsh-Root-1"), 0, 0, 540, 620)
        expectFrame(try unit.view("Fsh-Fld-001"), 130, 119, 280, 30)
    }

    @Test func aSimulatedScreenTypeNamesTheScreen() throws {
        let text = Self.titledScene(
            device: "", metrics: #"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina4"/>"#,
            width: 600, height: 600, gap: 16)
        let unit = try Self.unit(text, options: Self.canvas)
        #expect(unit.unit.canvasSize == nil)
        expectFrame(try unit.view("Fre-Root-1"), 0, 0, 320, 568)
    }

    /// A xib of Xcode 8 stores a controller's view 600 × 600 on the 4.7-inch device, with no
    /// simulated size, and its content laid out at that size.
    @Test func aXibControllerViewWithoutASimulatedSizeIsDrawnAtItsStoredSize() throws {
        let text = DocumentText.xib(
            #"toolsVersion="11762" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES""#,
            device: #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#,
            owner: DocumentText.filesOwner("KeypadViewController", view: "Key-Root-1"),
            objects: """
                <view contentMode="scaleToFill" id="Key-Root-1">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Key-Pad-001">
                            <rect key="frame" x="20" y="20" width="560" height="560"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Key-Pad-001" firstAttribute="leading" secondItem="Key-Root-1" secondAttribute="leading" constant="20" id="Key-Con-001"/>
                        <constraint firstAttribute="trailing" secondItem="Key-Pad-001" secondAttribute="trailing" constant="20" id="Key-Con-002"/>
                        <constraint firstItem="Key-Pad-001" firstAttribute="top" secondItem="Key-Root-1" secondAttribute="top" constant="20" id="Key-Con-003"/>
                        <constraint firstAttribute="bottom" secondItem="Key-Pad-001" secondAttribute="bottom" constant="20" id="Key-Con-004"/>
                    </constraints>
                </view>
                """)
        let canvas = try Self.unit(text, options: Self.canvas, fileName: "Keypad.xib")
        #expect(canvas.unit.canvasSize == ScreenModel.Size(width: 600, height: 600))
        expectFrame(try canvas.view("Key-Root-1"), 0, 0, 600, 600)
        expectFrame(try canvas.view("Key-Pad-001"), 20, 20, 560, 560)
        #expect(canvas.misplacedViews == [])
        let runtime = try Self.unit(text, options: Self.runtime, fileName: "Keypad.xib")
        expectFrame(try runtime.view("Key-Root-1"), 0, 0, 375, 667)
    }

    /// A xib File's Owner's view stored at 320 × 480, with the simulated screen of old
    /// documents that names no type.
    @Test func aXibControllerViewWithoutAScreenTypeKeepsItsStoredSize() throws {
        let text = DocumentText.xib(
            #"toolsVersion="12121" targetRuntime="iOS.CocoaTouch" useAutolayout="YES""#, device: "",
            owner: DocumentText.filesOwner("SliderViewController", view: "Xib-Root-1"),
            objects: """
                <view contentMode="scaleToFill" id="Xib-Root-1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Xib-Box-001">
                            <rect key="frame" x="110" y="215" width="100" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="Xib-Con-001"/>
                                <constraint firstAttribute="height" constant="50" id="Xib-Con-002"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Xib-Box-001" firstAttribute="centerX" secondItem="Xib-Root-1" secondAttribute="centerX" id="Xib-Con-003"/>
                        <constraint firstItem="Xib-Box-001" firstAttribute="centerY" secondItem="Xib-Root-1" secondAttribute="centerY" id="Xib-Con-004"/>
                    </constraints>
                </view>
                """,
            trailer: """
                <simulatedMetricsContainer key="defaultSimulatedMetrics">
                    <simulatedStatusBarMetrics key="statusBar"/>
                    <simulatedOrientationMetrics key="orientation"/>
                    <simulatedScreenMetrics key="destination"/>
                </simulatedMetricsContainer>
                """)
        let unit = try Self.unit(text, options: Self.canvas, fileName: "Slider.xib")
        expectFrame(try unit.view("Xib-Root-1"), 0, 0, 320, 480)
        expectFrame(try unit.view("Xib-Box-001"), 110, 215, 100, 50)
        #expect(unit.misplacedViews == [])
    }

    /// A xib's footer view, stored at the top left corner of its canvas.
    @Test func aXibsTopLevelViewIsWhereItIsStoredOnTheCanvas() throws {
        let text = DocumentText.xib(
            #"toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            objects: """
                <view contentMode="scaleToFill" id="Ftr-Root-1" customClass="FooterView">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="64"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ftr-Btn-001">
                            <rect key="frame" x="16" y="10" width="382" height="44"/>
                            <state key="normal" title="Done"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ftr-Btn-001" firstAttribute="top" secondItem="Ftr-Root-1" secondAttribute="top" constant="10" id="Ftr-Con-001"/>
                        <constraint firstItem="Ftr-Btn-001" firstAttribute="leading" secondItem="Ftr-Root-1" secondAttribute="leading" constant="16" id="Ftr-Con-002"/>
                        <constraint firstAttribute="trailing" secondItem="Ftr-Btn-001" secondAttribute="trailing" constant="16" id="Ftr-Con-003"/>
                    </constraints>
                </view>
                """)
        let canvas = try Self.unit(text, options: Self.canvas, fileName: "Footer.xib")
        expectFrame(try canvas.view("Ftr-Root-1"), 0, 0, 414, 64)
        expectFrame(try canvas.view("Ftr-Btn-001"), 16, 10, 382, 44)
        #expect(canvas.misplacedViews == [])
        let runtime = try Self.unit(text, options: Self.runtime, fileName: "Footer.xib")
        expectFrame(try runtime.view("Ftr-Root-1"), 0, 48, 414, 64)
    }

    /// A message view wider than the screen, its label pinned to its layout margins.
    @Test func aXibsTopLevelViewHasARootViewsMarginsAndTheScreensSafeAreaOnTheCanvas() throws {
        let text = DocumentText.xib(
            #"toolsVersion="17156" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            objects: """
                <view contentMode="scaleToFill" id="Msg-Root-1" customClass="MessageView">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="96"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" text="[Message Body]" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="Msg-Lbl-001">
                            <rect key="frame" x="20" y="44" width="560" height="18"/>
                            <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="12"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Msg-Lbl-001" firstAttribute="leading" secondItem="Msg-Root-1" secondAttribute="leadingMargin" id="Msg-Con-001"/>
                        <constraint firstItem="Msg-Lbl-001" firstAttribute="top" secondItem="Msg-Root-1" secondAttribute="topMargin" id="Msg-Con-002"/>
                        <constraint firstAttribute="bottomMargin" secondItem="Msg-Lbl-001" secondAttribute="bottom" id="Msg-Con-003"/>
                        <constraint firstAttribute="trailingMargin" secondItem="Msg-Lbl-001" secondAttribute="trailing" id="Msg-Con-004"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
                """)
        let canvas = try Self.unit(text, options: Self.canvas, fileName: "Message.xib")
        #expect(canvas.unit.canvasSize == ScreenModel.Size(width: 600, height: 96))
        expectFrame(try canvas.view("Msg-Root-1"), 0, 0, 600, 96)
        // The 6.1-inch canvas before Xcode 14: 44 at the top, the home indicator's 34 at the
        // bottom, a root view's 20 at the sides.
        expectInsets(try canvas.view("Msg-Root-1").layoutMargins, 44, 20, 34, 20)
        expectFrame(try canvas.view("Msg-Lbl-001"), 20, 44, 560, 18)
        #expect(canvas.misplacedViews == [])
        // At run time it is a plain view below the sensor housing: margins of 8.
        let runtime = try Self.unit(text, options: Self.runtime, fileName: "Message.xib")
        expectFrame(try runtime.view("Msg-Root-1"), 0, 48, 600, 96)
        expectFrame(try runtime.view("Msg-Lbl-001"), 8, 8, 584, 80)
    }

    /// A news card of Xcode 12.5 as wide as the 6.1-inch screen and 465 tall stores a stack
    /// pinned 12 points above its safe area's bottom ending at y = 453: a canvas that fits in the
    /// screen lies at its top, clear of the home indicator.
    @Test func aXibsTopLevelViewThatFitsInTheScreenHasNoHomeIndicatorInset() throws {
        let text = Self.boxAboveSafeAreaBottom(
            "Nws", tools: "18122", height: 465, gap: 12, boxY: 0, boxHeight: 453,
            extraObjects: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        let canvas = try Self.unit(text, options: Self.canvas, fileName: "News.xib")
        expectInsets(try canvas.view("Nws-Root-1").safeAreaInsets, 44, 0, 0, 0)
        expectFrame(try canvas.view("Nws-Box-001"), 0, 0, 414, 453)
    }

    @Test func beforeIOS11AXibsTopLevelViewIsAPlainViewOnTheCanvas() throws {
        // SwiftMessages' dialog view (Xcode 7.3, no device): a view pinned 10 points inside the
        // top-level view's top and leading margins is stored at (18, 18), a plain view's 8.
        let text = DocumentText.xib(
            #"toolsVersion="10117" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES""#,
            device: "",
            objects: """
                <view contentMode="scaleToFill" id="Dlg-Root-1" customClass="DialogView">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="309"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dlg-Box-001">
                            <rect key="frame" x="18" y="18" width="572" height="281"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Dlg-Box-001" firstAttribute="leading" secondItem="Dlg-Root-1" secondAttribute="leadingMargin" constant="10" id="Dlg-Con-001"/>
                        <constraint firstItem="Dlg-Box-001" firstAttribute="top" secondItem="Dlg-Root-1" secondAttribute="topMargin" constant="10" id="Dlg-Con-002"/>
                        <constraint firstAttribute="trailing" secondItem="Dlg-Box-001" secondAttribute="trailing" constant="10" id="Dlg-Con-003"/>
                        <constraint firstAttribute="bottom" secondItem="Dlg-Box-001" secondAttribute="bottom" constant="10" id="Dlg-Con-004"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
                """)
        let canvas = try Self.unit(text, options: Self.canvas, fileName: "Dialog.xib")
        #expect(canvas.unit.canvasSize == ScreenModel.Size(width: 600, height: 309))
        expectFrame(try canvas.view("Dlg-Root-1"), 0, 0, 600, 309)
        expectInsets(try canvas.view("Dlg-Root-1").layoutMargins, 8, 8, 8, 8)
        expectFrame(try canvas.view("Dlg-Box-001"), 18, 18, 572, 281)
        #expect(canvas.misplacedViews == [])
    }

    @Test(arguments: [("6254", 8.0), ("7706", 8.0), ("8191", 9.0), ("13196", 11.0)])
    func aDocumentIsDrawnForTheIOSOfItsXcodesSDK(tools: String, systemVersion: Double) throws {
        // Xcode 6.3 and 6.4 saved tools version 7706 (with OS X 10.10.3 to 10.10.5), Xcode 7.0
        // 8191: a 7706 storyboard stores a label pinned to a 600-point root view's leading
        // margin 16 points in, iOS 8's margin at every width.
        let text = Self.titledScene(tools: tools, device: "", metrics: "", width: 600, height: 600, gap: 16)
        let canvas = try Self.unit(text, options: Self.canvas)
        #expect(canvas.unit.model.systemVersion == systemVersion)
        let margin: CGFloat = systemVersion < 9 ? 16 : 20
        expectInsets(try canvas.view("Fre-Root-1").layoutMargins, systemVersion < 11 ? 0 : 20, margin, 0, margin)
    }

    @Test func aSceneRootViewThatDoesNotTranslateItsMaskIsSizedByTheCanvas() throws {
        // An ML Kit sample (Xcode 13) stores a tab's root view so, 375 × 618, with text views
        // pinned to it at their stored heights.
        let text = DocumentText.storyboard(
            #"toolsVersion="19455" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Tmc-Vc-001""#,
            device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
            scenes: DocumentText.scene(
                "Tmc-Scn-01", controller: "Tmc-Vc-001", root: "Tmc-Root-1",
                rootAttributes: #" translatesAutoresizingMaskIntoConstraints="NO""#, width: 375, height: 667,
                autoresizingMask: nil,
                content: """
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Tmc-Box-001">
                            <rect key="frame" x="10" y="10" width="355" height="647"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Tmc-Box-001" firstAttribute="top" secondItem="Tmc-Root-1" secondAttribute="top" constant="10" id="Tmc-Con-001"/>
                        <constraint firstItem="Tmc-Box-001" firstAttribute="leading" secondItem="Tmc-Root-1" secondAttribute="leading" constant="10" id="Tmc-Con-002"/>
                        <constraint firstAttribute="trailing" secondItem="Tmc-Box-001" secondAttribute="trailing" constant="10" id="Tmc-Con-003"/>
                        <constraint firstAttribute="bottom" secondItem="Tmc-Box-001" secondAttribute="bottom" constant="10" id="Tmc-Con-004"/>
                    </constraints>
                    """))
        let canvas = try Self.unit(text, options: Self.canvas)
        expectFrame(try canvas.view("Tmc-Root-1"), 0, 0, 375, 667)
        expectFrame(try canvas.view("Tmc-Box-001"), 10, 10, 355, 647)
        #expect(canvas.misplacedViews == [])
    }

    /// A 375 × 667 scene (`prefix`-Vc-001, its root `prefix`-Root-1) whose container view
    /// `prefix`-Box-001, fixed at `frame`, embeds the controller `destination`.
    static func containerScene(
        _ prefix: String, embedding destination: String, frame: (x: Double, y: Double, width: Double, height: Double)
    ) -> String {
        DocumentText.scene(
            "\(prefix)-Scn-01", controller: "\(prefix)-Vc-001", root: "\(prefix)-Root-1", width: 375, height: 667,
            content: """
                <subviews>
                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(prefix)-Box-001">
                        <rect key="frame" x="\(frame.x)" y="\(frame.y)" width="\(frame.width)" height="\(frame.height)"/>
                        <connections>
                            <segue destination="\(destination)" kind="embed" id="\(prefix)-Seg-001"/>
                        </connections>
                    </containerView>
                </subviews>
                <constraints>
                    <constraint firstItem="\(prefix)-Box-001" firstAttribute="top" secondItem="\(prefix)-Root-1" secondAttribute="top" constant="\(frame.y)" id="\(prefix)-Con-001"/>
                    <constraint firstItem="\(prefix)-Box-001" firstAttribute="leading" secondItem="\(prefix)-Root-1" secondAttribute="leading" constant="\(frame.x)" id="\(prefix)-Con-002"/>
                    <constraint firstItem="\(prefix)-Box-001" firstAttribute="width" constant="\(frame.width)" id="\(prefix)-Con-003"/>
                    <constraint firstItem="\(prefix)-Box-001" firstAttribute="height" constant="\(frame.height)" id="\(prefix)-Con-004"/>
                </constraints>
                """)
    }

    /// A container view 335 × 200 points large embeds the Detail scene.
    @Test func anEmbeddedScenesCanvasIsItsContainerView() throws {
        let text = DocumentText.storyboard(
            #"toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Emb-Vc-001""#,
            device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
            scenes: Self.containerScene(
                "Emb", embedding: "Emb-Vc-002", frame: (x: 20, y: 100, width: 335, height: 200)),
            DocumentText.scene(
                "Emb-Scn-02", controller: "Emb-Vc-002", root: "Emb-Root-2", width: 335, height: 200,
                content: """
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Emb-Dot-001">
                            <rect key="frame" x="147.5" y="80" width="40" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="Emb-Con-005"/>
                                <constraint firstAttribute="height" constant="40" id="Emb-Con-006"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Emb-Dot-001" firstAttribute="centerX" secondItem="Emb-Root-2" secondAttribute="centerX" id="Emb-Con-007"/>
                        <constraint firstItem="Emb-Dot-001" firstAttribute="centerY" secondItem="Emb-Root-2" secondAttribute="centerY" id="Emb-Con-008"/>
                    </constraints>
                    """))
        let document = try IBDocument.parse(text, fileName: "Embed.storyboard")
        let units = InterfaceBuilderLayout.units(of: document, options: Self.canvas)
        let detail = try #require(units.first { $0.id == "Emb-Vc-002" })
        #expect(detail.canvasSize == ScreenModel.Size(width: 335, height: 200))
        let laidOut = try InterfaceBuilderLayout.layOut(detail)
        expectFrame(try laidOut.view("Emb-Root-2"), 0, 0, 335, 200)
        expectFrame(try laidOut.view("Emb-Dot-001"), 147.5, 80, 40, 40)
        let runtime = try #require(
            InterfaceBuilderLayout.units(of: document, options: Self.runtime).first { $0.id == "Emb-Vc-002" })
        expectFrame(try InterfaceBuilderLayout.layOut(runtime).view("Emb-Dot-001"), 167.5, 313.5, 40, 40)
    }

    /// Google's Cast example (Xcode 7.3, 5.5-inch screen) embeds its navigation controller in a
    /// container view and stores the scenes it pushes below the bar at y = 44, 692 tall: the
    /// status bar is the window's, not the embedded controller's.
    @Test func aNavigationControllerInAContainerViewDrawsItsScenesWithoutTheStatusBar() throws {
        let text = DocumentText.storyboard(
            #"toolsVersion="10117" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="Emn-Vc-001""#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#,
            scenes: Self.containerScene(
                "Emn", embedding: "Emn-Nav-01", frame: (x: 0, y: 0, width: 375, height: 622)),
            """
                    <scene sceneID="Emn-Scn-02">
                        <objects>
                            <navigationController id="Emn-Nav-01" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="Emn-Bar-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="Emn-Vc-002" kind="relationship" relationship="rootViewController" id="Emn-Seg-002"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
            """,
            DocumentText.scene(
                "Emn-Scn-03", controller: "Emn-Vc-002", root: "Emn-Root-2", width: 375, height: 667,
                beforeRoot: DocumentText.layoutGuides("Emn"),
                content: """
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Emn-Bnr-001">
                            <rect key="frame" x="0.0" y="52" width="375" height="40"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="Emn-Con-005"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Emn-Bnr-001" firstAttribute="top" secondItem="Emn-Top-01" secondAttribute="bottom" constant="8" id="Emn-Con-006"/>
                        <constraint firstItem="Emn-Bnr-001" firstAttribute="leading" secondItem="Emn-Root-2" secondAttribute="leading" id="Emn-Con-007"/>
                        <constraint firstAttribute="trailing" secondItem="Emn-Bnr-001" secondAttribute="trailing" id="Emn-Con-008"/>
                    </constraints>
                    """))
        let canvas = try DocumentFixture.unit(
            inText: text, fileName: "Cast.storyboard", id: "Emn-Vc-002", options: Self.canvas)
        expectFrame(try canvas.view("Emn-Bnr-001"), 0, 52, 375, 40)
    }

    /// A container view kept at the top level of a scene (an outlet adds it at run time), 240 ×
    /// 200 points large, embeds the List scene: that scene's canvas is the container's size.
    @Test func aContainerViewAtASceneTopLevelIsTheCanvasOfTheSceneItEmbeds() throws {
        let host = """
                    <scene sceneID="Top-Scn-01">
                        <objects>
                            <viewController id="Top-Vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Top-Root-1">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                </view>
                            </viewController>
                            <containerView opaque="NO" contentMode="scaleToFill" id="Top-Box-001">
                                <rect key="frame" x="0.0" y="0.0" width="240" height="200"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                <connections>
                                    <segue destination="Top-Vc-002" kind="embed" id="Top-Seg-001"/>
                                </connections>
                            </containerView>
                        </objects>
                    </scene>
            """
        let text = DocumentText.storyboard(
            #"toolsVersion="15400" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Top-Vc-001""#,
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            scenes: host,
            DocumentText.scene(
                "Top-Scn-02", controller: "Top-Vc-002", root: "Top-Root-2", width: 240, height: 200,
                content: """
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Top-Pic-001">
                            <rect key="frame" x="0.0" y="0.0" width="240" height="200"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Top-Pic-001" firstAttribute="top" secondItem="Top-Root-2" secondAttribute="top" id="Top-Con-001"/>
                        <constraint firstItem="Top-Pic-001" firstAttribute="leading" secondItem="Top-Root-2" secondAttribute="leading" id="Top-Con-002"/>
                        <constraint firstAttribute="trailing" secondItem="Top-Pic-001" secondAttribute="trailing" id="Top-Con-003"/>
                        <constraint firstAttribute="bottom" secondItem="Top-Pic-001" secondAttribute="bottom" id="Top-Con-004"/>
                    </constraints>
                    """))
        let document = try IBDocument.parse(text, fileName: "Panel.storyboard")
        let units = InterfaceBuilderLayout.units(of: document, options: Self.canvas)
        let list = try #require(units.first { $0.id == "Top-Vc-002" })
        #expect(list.canvasSize == ScreenModel.Size(width: 240, height: 200))
        expectFrame(try InterfaceBuilderLayout.layOut(list).view("Top-Pic-001"), 0, 0, 240, 200)
    }
}
