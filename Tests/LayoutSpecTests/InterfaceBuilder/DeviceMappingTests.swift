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
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="D-Vc">
                <device id="\(id)" orientation="landscape"/>
                <scenes>
                    <scene sceneID="D-Scn">
                        <objects>
                            <viewController id="D-Vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="D-Root">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try IBDocument.parse(text, fileName: "\(id).storyboard")
        let unit = try #require(InterfaceBuilderLayout.units(of: document).first)
        #expect(unit.model.orientation == .landscapeLeft)
        let laidOut = try InterfaceBuilderLayout.layOut(unit)
        let size = try #require(document.device?.screenSize)
        expectFrame(try #require(laidOut.rootView), 0, 0, size.width, size.height)
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
