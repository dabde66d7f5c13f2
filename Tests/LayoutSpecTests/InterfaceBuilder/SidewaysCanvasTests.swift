import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import OpenUIKit
import Testing

/// A phone with a sensor housing on its side, as the Xcode that saved a document drew it: Xcode
/// 14.0 to 14.2 kept the insets and the status bar the phone has upright (47 points at the top,
/// 34 at the bottom, none at the sides on the 6.0-inch screen), with the compact 32-point
/// navigation bar below the status bar; UIKit and later Xcode versions give the sides the
/// insets.
@MainActor @Suite struct SidewaysCanvasTests {
    static let canvas = InterfaceBuilderOptions(contentSize: .document, mode: .canvas)
    static let runtime = InterfaceBuilderOptions(contentSize: .document)

    /// A navigation controller on the 6.0-inch screen on its side saved by Interface Builder
    /// `tools`, its root scene holding a panel pinned 16 points inside the safe area's sides,
    /// 20 below its top and 20 above its bottom, stored where Xcode 14.1 drew it.
    static func sidewaysNavigationScene(tools: String) -> String {
        DocumentText.storyboard(
            #"toolsVersion="\#(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Sdw-Nav-001""#,
            device: #"<device id="retina6_0" orientation="landscape" appearance="light"/>"#,
            scenes: """
                        <scene sceneID="Sdw-Scn-01">
                            <objects>
                                <navigationController id="Sdw-Nav-001" sceneMemberID="viewController">
                                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="Sdw-Bar-001">
                                        <rect key="frame" x="0.0" y="47" width="844" height="32"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </navigationBar>
                                    <connections>
                                        <segue destination="Sdw-Vc-001" kind="relationship" relationship="rootViewController" id="Sdw-Seg-001"/>
                                    </connections>
                                </navigationController>
                            </objects>
                        </scene>
                """,
            DocumentText.scene(
                "Sdw-Scn-02", controller: "Sdw-Vc-001", root: "Sdw-Root-1", width: 844, height: 390,
                content: """
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sdw-Pnl-001">
                            <rect key="frame" x="16" y="99" width="812" height="237"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Sdw-Saf-001"/>
                    <constraints>
                        <constraint firstItem="Sdw-Pnl-001" firstAttribute="top" secondItem="Sdw-Saf-001" secondAttribute="top" constant="20" id="Sdw-Con-001"/>
                        <constraint firstItem="Sdw-Pnl-001" firstAttribute="leading" secondItem="Sdw-Saf-001" secondAttribute="leading" constant="16" id="Sdw-Con-002"/>
                        <constraint firstItem="Sdw-Saf-001" firstAttribute="trailing" secondItem="Sdw-Pnl-001" secondAttribute="trailing" constant="16" id="Sdw-Con-003"/>
                        <constraint firstItem="Sdw-Saf-001" firstAttribute="bottom" secondItem="Sdw-Pnl-001" secondAttribute="bottom" constant="20" id="Sdw-Con-004"/>
                    </constraints>
                    """,
                afterRoot: #"<navigationItem key="navigationItem" title="Orders" id="Sdw-Itm-001"/>"#))
    }

    static func unit(tools: String, options: InterfaceBuilderOptions) throws -> LaidOutUnit {
        try DocumentFixture.unit(
            inText: sidewaysNavigationScene(tools: tools), fileName: "Sideways.storyboard", id: "Sdw-Vc-001",
            options: options)
    }

    @Test(arguments: ["21000", "21225", "21507"])
    func xcode14To14Point2DrawAHousedPhoneOnItsSideWithItsUprightInsets(_ tools: String) throws {
        let unit = try Self.unit(tools: tools, options: Self.canvas)
        let keepsUprightInsets = unit.unit.canvasKeepsUprightInsets
        #expect(keepsUprightInsets)
        expectFrame(try unit.view("Sdw-Root-1"), 0, 0, 844, 390)
        expectInsets(try unit.view("Sdw-Root-1").safeAreaInsets, 79, 0, 34, 0)
        expectFrame(try unit.view("Sdw-Pnl-001"), 16, 99, 812, 237)
        #expect(unit.misplacedViews == [])
    }

    @Test(arguments: ["20037", "21701", "22505"])
    func otherXcodeVersionsGiveTheSidesTheInsets(_ tools: String) throws {
        let unit = try Self.unit(tools: tools, options: Self.canvas)
        let keepsUprightInsets = unit.unit.canvasKeepsUprightInsets
        #expect(!keepsUprightInsets)
        #expect(unit.misplacedViews.map(\.id) == ["Sdw-Pnl-001"])
    }

    @Test func atRunTimeTheSidesHaveTheInsets() throws {
        let unit = try Self.unit(tools: "21225", options: Self.runtime)
        let keepsUprightInsets = unit.unit.canvasKeepsUprightInsets
        #expect(!keepsUprightInsets)
        expectInsets(try unit.view("Sdw-Root-1").safeAreaInsets, 32, 47, 21, 47)
        expectFrame(try unit.view("Sdw-Pnl-001"), 63, 52, 718, 297)
    }
}
