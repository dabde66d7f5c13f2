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
            owner: DocumentText.filesOwner("NotesController", view: "Pad-Root"),
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

    /// An iPad id, the profile it is laid out on, its screen, and the top and bottom of its safe
    /// area upright.
    struct PadCase: Sendable, CustomTestStringConvertible {
        let id: String
        let device: ScreenModel.Device
        let width: Double, height: Double, top: Double, bottom: Double
        var testDescription: String { id }
    }

    /// The 11-inch iPad Pro (`ipad11_0rounded`), the 12.9-inch one with rounded corners
    /// (`ipad12_9rounded`, a landscape root view stored 1366 × 1024 by Xcode 12.3), the 10.9-inch
    /// iPad Air (`ipad10_9rounded`, a root view stored 820 × 1180 by Xcode 14.3), the 13-inch
    /// iPad Pro of Xcode 16 (`iPad13_0rounded`, landscape root views stored 1376 × 1032) and the iPad
    /// mini of Xcode 13 (`ipad7_9`, a landscape root view stored 1133 × 744): 24 points of safe area at the top (the status bar)
    /// and 20 at the bottom (the home indicator), as iPadOS 12 and later give; the 10.5-inch
    /// iPad Pro (`ipad10_5`, a root view stored 834 × 1112 by Xcode 9) and the 10.2-inch iPad
    /// (`ipad10_2`, root views stored 810 × 1080 by Xcode 11) have a home button, so only the
    /// 20-point status bar at the top.
    @Test(arguments: [
        PadCase(id: "ipad11_0rounded", device: .iPadPro11, width: 834, height: 1194, top: 24, bottom: 20),
        PadCase(id: "ipad12_9rounded", device: .iPadPro12_9Rounded, width: 1024, height: 1366, top: 24, bottom: 20),
        PadCase(id: "ipad10_9rounded", device: .iPadAir10_9, width: 820, height: 1180, top: 24, bottom: 20),
        PadCase(id: "iPad13_0rounded", device: .iPadPro13, width: 1032, height: 1376, top: 24, bottom: 20),
        PadCase(id: "ipad7_9", device: .iPadMini6, width: 744, height: 1133, top: 24, bottom: 20),
        PadCase(id: "ipad10_5", device: .iPadPro10_5, width: 834, height: 1112, top: 20, bottom: 0),
        PadCase(id: "ipad10_2", device: .iPad10_2, width: 810, height: 1080, top: 20, bottom: 0),
    ])
    func anIPadHasTheSafeAreaOfItsModel(_ pad: PadCase) throws {
        let text = Self.safeAreaDocument(device: pad.id, width: pad.width, height: pad.height)
        let document = try IBDocument.parse(text, fileName: "Notes.xib")
        let unit = try #require(InterfaceBuilderLayout.units(of: document).first)
        #expect(unit.model.device == pad.device)
        let laidOut = try InterfaceBuilderLayout.layOut(unit)
        #expect(laidOut.warnings.lines == [])
        expectFrame(try #require(laidOut.rootView), 0, 0, pad.width, pad.height)
        expectFrame(try laidOut.view("Pad-Body"), 0, pad.top, pad.width, pad.height - pad.top - pad.bottom)
    }

    /// From tools version 23504 (Xcode 16) the 11-inch iPad Pro's id is drawn as the M4 model, 834 × 1210: a
    /// storyboard saved so stores four root views that tall. Documents saved before keep the
    /// earlier models' 834 × 1194.
    @Test func theElevenInchIPadProIsTheM4ModelFromXcode15Point4() throws {
        #expect(DeviceTable.drawsM4ElevenInchFrom == 23504)
        let cases: [(String, ScreenModel.Device, Double)] = [
            ("23504", .iPadPro11M4, 1210), ("23094", .iPadPro11, 1194),
        ]
        for (version, expected, expectedHeight) in cases {
            let text = Self.safeAreaDocument(device: "ipad11_0rounded", width: 834, height: expectedHeight)
                .replacingOccurrences(of: #"toolsVersion="15705""#, with: #"toolsVersion="\#(version)""#)
            let document = try IBDocument.parse(text, fileName: "Notes.xib")
            let unit = try #require(InterfaceBuilderLayout.units(of: document).first)
            #expect(unit.model.device == expected)
            let laidOut = try InterfaceBuilderLayout.layOut(unit)
            expectFrame(try #require(laidOut.rootView), 0, 0, 834, expectedHeight)
            expectFrame(try laidOut.view("Pad-Body"), 0, 24, 834, expectedHeight - 44)
        }
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
