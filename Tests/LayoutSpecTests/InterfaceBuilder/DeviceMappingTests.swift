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

    /// A xib controller view of `width` × `height` on `device`, with one view pinned to its
    /// safe area at the top and bottom and to its edges at the sides.
    static func safeAreaDocument(device: String, width: Double, height: Double) -> String {
        DocumentText.xib(
            #"toolsVersion="15705" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES""#,
            device: #"<device id="\#(device)" orientation="portrait" layout="fullscreen" appearance="light"/>"#,
            owner: """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NotesController">
                    <connections>
                        <outlet property="view" destination="Pad-Root" id="Pad-Out"/>
                    </connections>
                </placeholder>
                """,
            objects: """
                <view contentMode="scaleToFill" id="Pad-Root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pad-Body">
                            <rect key="frame" x="0.0" y="0" width="\(width)" height="\(height)"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Pad-Safe"/>
                    <constraints>
                        <constraint firstItem="Pad-Body" firstAttribute="top" secondItem="Pad-Safe" secondAttribute="top" id="Pad-C1"/>
                        <constraint firstItem="Pad-Body" firstAttribute="leading" secondItem="Pad-Root" secondAttribute="leading" id="Pad-C2"/>
                        <constraint firstAttribute="trailing" secondItem="Pad-Body" secondAttribute="trailing" id="Pad-C3"/>
                        <constraint firstItem="Pad-Safe" firstAttribute="bottom" secondItem="Pad-Body" secondAttribute="bottom" id="Pad-C4"/>
                    </constraints>
                </view>
                """)
    }

    /// The 11-inch iPad Pro (`ipad11_0rounded`): 834 × 1194, 24 points of safe area at the top
    /// (the status bar) and 20 at the bottom (the home indicator), as iPadOS 12 and later give.
    @Test func theElevenInchIPadProHasItsSafeAreaAtTopAndBottom() throws {
        let text = Self.safeAreaDocument(device: "ipad11_0rounded", width: 834, height: 1194)
        let document = try IBDocument.parse(text, fileName: "Notes.xib")
        let unit = try #require(InterfaceBuilderLayout.units(of: document).first)
        #expect(unit.model.device == .iPadPro11)
        let laidOut = try InterfaceBuilderLayout.layOut(unit)
        #expect(laidOut.warnings.lines == [])
        expectFrame(try #require(laidOut.rootView), 0, 0, 834, 1194)
        expectFrame(try laidOut.view("Pad-Body"), 0, 24, 834, 1150)
    }

    /// `ipad7_9`, the iPad mini of Xcode 13 (a landscape root view stored 1133 × 744): 744 × 1133,
    /// 24 points at the top and the home indicator's 20 at the bottom.
    @Test func theIPadMiniOfXcode13HasItsSafeAreaAtTopAndBottom() throws {
        let text = Self.safeAreaDocument(device: "ipad7_9", width: 744, height: 1133)
        let document = try IBDocument.parse(text, fileName: "Notes.xib")
        let unit = try #require(InterfaceBuilderLayout.units(of: document).first)
        #expect(unit.model.device == .iPadMini6)
        let laidOut = try InterfaceBuilderLayout.layOut(unit)
        #expect(laidOut.warnings.lines == [])
        expectFrame(try #require(laidOut.rootView), 0, 0, 744, 1133)
        expectFrame(try laidOut.view("Pad-Body"), 0, 24, 744, 1089)
    }

    /// The 10.5-inch iPad Pro (`ipad10_5`, a root view stored 834 × 1112 by Xcode 9): a home
    /// button, so only the 20-point status bar at the top.
    @Test func theTenPointFiveInchIPadProHasOnlyTheStatusBarAtTheTop() throws {
        let text = Self.safeAreaDocument(device: "ipad10_5", width: 834, height: 1112)
        let document = try IBDocument.parse(text, fileName: "Notes.xib")
        let unit = try #require(InterfaceBuilderLayout.units(of: document).first)
        #expect(unit.model.device == .iPadPro10_5)
        let laidOut = try InterfaceBuilderLayout.layOut(unit)
        #expect(laidOut.warnings.lines == [])
        expectFrame(try #require(laidOut.rootView), 0, 0, 834, 1112)
        expectFrame(try laidOut.view("Pad-Body"), 0, 20, 834, 1092)
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
