import InterfaceBuilder
import Testing

/// The device ids of `<device id=…>` and the screens they stand for.
@Suite struct DeviceCatalogTests {
    @Test func knownIDsMapToPortraitSizes() {
        #expect(KnownDevice.withID("retina4_0")?.portraitSize == IBSize(width: 320, height: 568))
        #expect(KnownDevice.withID("retina4_7")?.portraitSize == IBSize(width: 375, height: 667))
        #expect(KnownDevice.withID("retina5_5")?.portraitSize == IBSize(width: 414, height: 736))
        #expect(KnownDevice.withID("retina5_4")?.portraitSize == IBSize(width: 375, height: 812))
        #expect(KnownDevice.withID("retina5_9")?.portraitSize == IBSize(width: 375, height: 812))
        #expect(KnownDevice.withID("retina6_0")?.portraitSize == IBSize(width: 390, height: 844))
        #expect(KnownDevice.withID("retina6_12")?.portraitSize == IBSize(width: 393, height: 852))
        #expect(KnownDevice.withID("retina6_3")?.portraitSize == IBSize(width: 402, height: 874))
        #expect(KnownDevice.withID("retina6_7")?.portraitSize == IBSize(width: 428, height: 926))
        #expect(KnownDevice.withID("retina6_72")?.portraitSize == IBSize(width: 430, height: 932))
        #expect(KnownDevice.withID("retina6_9")?.portraitSize == IBSize(width: 440, height: 956))
        #expect(KnownDevice.withID("ipad11_0rounded")?.portraitSize == IBSize(width: 834, height: 1194))
        #expect(KnownDevice.withID("ipad12_9")?.portraitSize == IBSize(width: 1024, height: 1366))
        #expect(KnownDevice.withID("ipad12_9rounded")?.portraitSize == IBSize(width: 1024, height: 1366))
        #expect(KnownDevice.withID("ipad10_9rounded")?.portraitSize == IBSize(width: 820, height: 1180))
        #expect(KnownDevice.withID("iPad13_0rounded")?.portraitSize == IBSize(width: 1032, height: 1376))
        #expect(KnownDevice.withID("ipad10_2")?.portraitSize == IBSize(width: 810, height: 1080))
        #expect(KnownDevice.withID("watch38") == nil)
        #expect(Set(KnownDevice.all.map(\.id)).count == KnownDevice.all.count)
    }

    @Test func landscapeSwapsTheScreenSize() {
        let device = IBDevice(id: "retina4_0", orientation: .landscape, location: SourceLocation(line: 3, column: 5))
        #expect(device.screenSize == IBSize(width: 568, height: 320))
        let unknown = IBDevice(id: "retina9_9", orientation: .portrait, location: SourceLocation(line: 3, column: 5))
        #expect(unknown.screenSize == nil)
    }

    @Test func xcode8AdaptationChildIsRead() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <device id="ipad9_7" orientation="landscape">
                    <adaptation id="fullscreen"/>
                </device>
            </document>
            """
        let device = try #require(try IBDocument.parse(text, fileName: "Pad.storyboard").device)
        #expect(device.adaptation == "fullscreen")
        #expect(device.screenSize == IBSize(width: 1024, height: 768))
        #expect(device.knownDevice?.name == "iPad (9.7-inch), iPad Air 2")
    }
}
