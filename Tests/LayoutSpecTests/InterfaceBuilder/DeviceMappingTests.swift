import Foundation
import InterfaceBuilder
import LayoutAssertions
import Testing

@testable import LayoutSpec

/// Every device id of Interface Builder's table has a profile of the same screen, and a
/// document shown on it fills that screen.
@MainActor @Suite struct DeviceMappingTests {
    @Test func everyKnownDeviceIDHasAProfileOfItsScreenSize() {
        #expect(Set(DeviceTable.profiles.keys) == Set(KnownDevice.all.map(\.id)))
        for device in KnownDevice.all {
            let profile = ScreenBuilder.deviceProfile(DeviceTable.profiles[device.id] ?? .iPhone8)
            #expect(Double(profile.portraitSize.width) == device.portraitSize.width, "\(device.id)")
            #expect(Double(profile.portraitSize.height) == device.portraitSize.height, "\(device.id)")
        }
    }

    @Test(arguments: KnownDevice.all.map(\.id))
    func aDocumentOnEachDeviceFillsItsScreen(_ id: String) throws {
        let text = DocumentText.storyboard(
            #"toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="D-Vc""#,
            device: #"<device id="\#(id)" orientation="landscape"/>"#,
            scenes: DocumentText.scene(
                "D-Scn", controller: "D-Vc", root: "D-Root", width: 100, height: 100, content: ""))
        let document = try IBDocument.parse(text, fileName: "\(id).storyboard")
        let unit = try #require(InterfaceBuilderLayout.units(of: document).first)
        #expect(unit.model.orientation == .landscapeLeft)
        let laidOut = try InterfaceBuilderLayout.layOut(unit)
        let size = try #require(document.device?.screenSize)
        expectFrame(try #require(laidOut.rootView), 0, 0, size.width, size.height)
    }

    /// The 11-inch iPad Pro (`ipad11_0rounded`): 834 × 1194, 24 points of safe area at the top
    /// (the status bar) and 20 at the bottom (the home indicator), as iPadOS 12 and later give.
    @Test func theElevenInchIPadProHasItsSafeAreaAtTopAndBottom() throws {
        let text = DocumentText.xib(
            #"toolsVersion="15705" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES""#,
            device: #"<device id="ipad11_0rounded" orientation="portrait" layout="fullscreen" appearance="light"/>"#,
            owner: """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NotesController">
                    <connections>
                        <outlet property="view" destination="P11-Root" id="P11-Out"/>
                    </connections>
                </placeholder>
                """,
            objects: """
                <view contentMode="scaleToFill" id="P11-Root">
                    <rect key="frame" x="0.0" y="0.0" width="834" height="1194"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="P11-Body">
                            <rect key="frame" x="0.0" y="24" width="834" height="1150"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="P11-Safe"/>
                    <constraints>
                        <constraint firstItem="P11-Body" firstAttribute="top" secondItem="P11-Safe" secondAttribute="top" id="P11-C1"/>
                        <constraint firstItem="P11-Body" firstAttribute="leading" secondItem="P11-Root" secondAttribute="leading" id="P11-C2"/>
                        <constraint firstAttribute="trailing" secondItem="P11-Body" secondAttribute="trailing" id="P11-C3"/>
                        <constraint firstItem="P11-Safe" firstAttribute="bottom" secondItem="P11-Body" secondAttribute="bottom" id="P11-C4"/>
                    </constraints>
                </view>
                """)
        let document = try IBDocument.parse(text, fileName: "Notes.xib")
        let unit = try #require(InterfaceBuilderLayout.units(of: document).first)
        #expect(unit.model.device == .iPadPro11)
        let laidOut = try InterfaceBuilderLayout.layOut(unit)
        #expect(laidOut.warnings.lines == [])
        expectFrame(try #require(laidOut.rootView), 0, 0, 834, 1194)
        expectFrame(try laidOut.view("P11-Body"), 0, 24, 834, 1150)
    }
}

/// The classes laid out as stand-ins are the ones docs/interface-builder.md lists.
@Suite struct StandInTableTests {
    @Test func theStandInsAreTheDocumentedOnes() throws {
        #expect(
            ViewKindTable.standInClassNames == ["UINavigationBar", "UIToolbar", "UITabBar", "UIColorWell"])
        let docs = try String(
            contentsOf: packageDirectory.appendingPathComponent("docs/interface-builder.md"), encoding: .utf8)
        let row = try #require(docs.split(separator: "\n").first { $0.contains("**stand-ins**") })
        for element in ["colorWell", "navigationBar", "toolbar", "tabBar"] {
            #expect(row.contains("`\(element)`"), "\(element)")
        }
    }
}
