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
        expectFrame(try unit.view("Szc-Lbl-001"), 8, 8, 49.5, 20)
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
        // The 28-point font: 81.28 → 81.5 wide, 32.59 → 33 high.
        expectFrame(try unit.view("Szc-Lbl-001"), 8, 8, 81.5, 33)
        #expect(try !unit.view("Szc-Bdg-001").isHidden)
        expectFrame(try unit.view("Szc-Bdg-001"), 8, 49, 20, 20)
        #expect(unit.screen.diagnostics == [])
    }
}
