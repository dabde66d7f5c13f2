import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// Size-class variations applied from the device's traits: an iPhone 8 upright is compact wide
/// and regular tall, on its side compact both ways, an iPad regular both ways. The sidebar and
/// its constraints are installed in regular widths only, the banner's height has a compact-height
/// constant, the label a regular-regular font and the badge shows in regular widths.
@MainActor @Suite(.serialized) struct DocumentSizeClassTests {
    private func scene(_ options: InterfaceBuilderOptions) throws -> LaidOutUnit {
        try DocumentFixture.unit("SizeClasses.storyboard", "Szc-Vc-001", options: options)
    }

    @Test func compactWidthRegularHeight() throws {
        let unit = try scene(.init())
        #expect(unit.views.map(\.id) == ["Szc-Root-01", "Szc-Ban-001", "Szc-Cnt-001", "Szc-Lbl-001", "Szc-Bdg-001"])
        expectFrame(try unit.view("Szc-Ban-001"), 0, 20, 375, 100)
        expectFrame(try unit.view("Szc-Cnt-001"), 16, 128, 359, 539)
        expectFrame(try unit.view("Szc-Lbl-001"), 8, 8, 49.5, 20.5)
        #expect(try unit.view("Szc-Bdg-001").isHidden)
        #expect(unit.warnings == [])
        #expect(unit.screen.diagnostics == [])
    }

    @Test func compactHeightOnItsSide() throws {
        let unit = try scene(.init(orientation: .landscapeLeft))
        expectFrame(try unit.view("Szc-Ban-001"), 0, 0, 667, 50)
        expectFrame(try unit.view("Szc-Cnt-001"), 16, 58, 651, 317)
    }

    @Test func regularBothWaysOnAnIPad() throws {
        let unit = try scene(.init(device: .iPad))
        expectFrame(try unit.view("Szc-Ban-001"), 0, 20, 768, 100)
        expectFrame(try unit.view("Szc-Sid-001"), 0, 120, 200, 904)
        expectFrame(try unit.view("Szc-Cnt-001"), 216, 128, 552, 896)
        // The 28-point font: 81.28 → 81.5 wide, 33.41 → 33.5 high.
        expectFrame(try unit.view("Szc-Lbl-001"), 8, 8, 81.5, 33.5)
        #expect(try !unit.view("Szc-Bdg-001").isHidden)
        expectFrame(try unit.view("Szc-Bdg-001"), 8, 49.5, 20, 20)
        #expect(unit.screen.diagnostics == [])
    }

    @Test func theAnyWidthAnyHeightCanvasShowsTheBaseConfiguration() throws {
        // Xcode 7 without a device draws the "any width, any height" configuration: a label
        // installed only in regular heights is not on it (the document stores it at Interface
        // Builder's stand-in frame, (-42, -21, 42, 21)), and a constant set for compact widths
        // does not apply; an iPhone 8 upright (compact wide, regular tall) has both.
        let text = DocumentText.storyboard(
            #"toolsVersion="8191" systemVersion="14F27" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="Any-Vc-001""#,
            device: "",
            scenes: DocumentText.scene(
                "Any-Scn-01", controller: "Any-Vc-001", root: "Any-Root-1", width: 600, height: 600,
                content: """
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Any-Box-001">
                            <rect key="frame" x="20" y="20" width="560" height="100"/>
                        </view>
                        <label opaque="NO" text="Regular" translatesAutoresizingMaskIntoConstraints="NO" id="Any-Lbl-001">
                            <rect key="frame" x="-42" y="-21" width="42" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Any-Box-001" firstAttribute="height" constant="100" id="Any-Con-001"/>
                        <constraint firstItem="Any-Box-001" firstAttribute="height" constant="60" id="Any-Con-007"/>
                        <constraint firstItem="Any-Box-001" firstAttribute="top" secondItem="Any-Root-1" secondAttribute="top" constant="20" id="Any-Con-002"/>
                        <constraint firstItem="Any-Box-001" firstAttribute="leading" secondItem="Any-Root-1" secondAttribute="leading" constant="20" id="Any-Con-003"/>
                        <constraint firstAttribute="trailing" secondItem="Any-Box-001" secondAttribute="trailing" constant="20" id="Any-Con-004"/>
                        <constraint firstItem="Any-Lbl-001" firstAttribute="top" secondItem="Any-Box-001" secondAttribute="bottom" constant="8" id="Any-Con-005"/>
                        <constraint firstItem="Any-Lbl-001" firstAttribute="leading" secondItem="Any-Box-001" secondAttribute="leading" id="Any-Con-006"/>
                    </constraints>
                    <variation key="default">
                        <mask key="subviews">
                            <exclude reference="Any-Lbl-001"/>
                        </mask>
                        <mask key="constraints">
                            <exclude reference="Any-Con-007"/>
                            <exclude reference="Any-Con-005"/>
                            <exclude reference="Any-Con-006"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=regular">
                        <mask key="subviews">
                            <include reference="Any-Lbl-001"/>
                        </mask>
                        <mask key="constraints">
                            <include reference="Any-Con-005"/>
                            <include reference="Any-Con-006"/>
                        </mask>
                    </variation>
                    <variation key="widthClass=compact">
                        <mask key="constraints">
                            <exclude reference="Any-Con-001"/>
                            <include reference="Any-Con-007"/>
                        </mask>
                    </variation>
                    """))
        let canvas = try DocumentFixture.unit(
            inText: text, fileName: "Any.storyboard",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
        #expect(canvas.views.map(\.id) == ["Any-Root-1", "Any-Box-001"])
        expectFrame(try canvas.view("Any-Box-001"), 20, 20, 560, 100)
        let phone = try DocumentFixture.unit(
            inText: text, fileName: "Any.storyboard", options: InterfaceBuilderOptions(contentSize: .document))
        #expect(phone.views.map(\.id) == ["Any-Root-1", "Any-Box-001", "Any-Lbl-001"])
        expectFrame(try phone.view("Any-Box-001"), 20, 20, 335, 60)
    }
}
