import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// The view properties and constraint attributes of Attributes.storyboard on its iPhone XR
/// (414 × 896, safe area {48, 0, 34, 0}, root margins 20 at the sides): directions, margins,
/// hidden views, hugging and compression resistance of custom views with placeholder sizes,
/// ratios, relations, priorities, margins-centred attributes and baselines.
@MainActor @Suite struct ViewAttributeTests {
    let unit: LaidOutUnit

    init() throws {
        unit = try DocumentFixture.unit("Attributes.storyboard", "Att-Vc-001")
    }

    @Test func theDocumentsDeviceAndTheStoredFramesItReproduces() throws {
        #expect(unit.unit.model.device == .iPhoneXR)
        expectInsets(try unit.view("Att-Root-01").layoutMargins, 48, 20, 34, 20)
        let document = try IBDocument.load(contentsOf: DocumentFixture.url("Attributes.storyboard"))
        for (id, view) in unit.views {
            let stored = try #require(document.view(withID: id)?.frame)
            expectFrame(view, stored.x, stored.y, stored.width, stored.height)
        }
        #expect(unit.screen.diagnostics == [])
        #expect(unit.warnings == [])
    }

    @Test func safeAreaLeftEdgesAndUninstalledConstraints() throws {
        // Top at the safe area's 48; 10 from the left; 100 wide (the 300 is not installed).
        expectFrame(try unit.view("Att-Top-001"), 10, 48, 100, 50)
        #expect(unit.screen.constraints.contains { $0.identifier == "top.width" && $0.constant == 100 })
        #expect(!unit.screen.constraints.contains { $0.firstAttribute == .width && $0.constant == 300 })
    }

    @Test func aForcedRightToLeftViewPutsLeadingOnTheRight() throws {
        expectFrame(try unit.view("Att-Rtl-001"), 20, 108, 374, 60)
        // 374 − 10 − 50.
        expectFrame(try unit.view("Att-Rch-001"), 314, 0, 50, 20)
        #expect(try unit.view("Att-Rch-001").effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func marginsDirectionalAndWithoutTheSafeArea() throws {
        expectInsets(try unit.view("Att-Mrg-001").layoutMargins, 5, 30, 5, 10)
        expectFrame(try unit.view("Att-Mch-001"), 30, 5, 374, 70)
        // Under the sensor housing, but its margins leave the safe area out: 8 on every side.
        let inset = try unit.view("Att-Ins-001")
        expectFrame(inset, 314, 0, 100, 30)
        expectInsets(inset.safeAreaInsets, 48, 0, 0, 0)
        expectInsets(inset.layoutMargins, 8, 8, 8, 8)
        expectFrame(try unit.view("Att-Ich-001"), 8, 8, 84, 14)
    }

    @Test func hiddenViewsAreLaidOut() throws {
        let hidden = try unit.view("Att-Hid-001")
        #expect(hidden.isHidden)
        expectFrame(hidden, 0, 268, 10, 10)
    }

    @Test func huggingAndCompressionResistanceOfPlaceholderSizes() throws {
        // 366 points for 60 + 80: the one hugging at 250 stretches.
        expectFrame(try unit.view("Att-Hug-001"), 20, 300, 60, 30)
        expectFrame(try unit.view("Att-Hg2-001"), 88, 300, 306, 30)
        // 366 points for 300 + 300: the one resisting at 749 gives way.
        expectFrame(try unit.view("Att-Cmp-001"), 20, 340, 66, 30)
        expectFrame(try unit.view("Att-Cm2-001"), 94, 340, 300, 30)
        #expect(unit.className(of: try unit.view("Att-Hug-001")) == "TagView")
    }

    @Test func ratiosCentresWithinMarginsAndRelations() throws {
        // 414 × 1:3, square, centred at 207 and at the middle of the margins (48 … 862).
        expectFrame(try unit.view("Att-Ctr-001"), 138, 386, 138, 138)
        // At most 200 wins over the trailing edge at priority 500.
        expectFrame(try unit.view("Att-Rel-001"), 20, 540, 200, 20)
    }

    @Test func firstBaselinesAlignLabelsOfTwoSizes() throws {
        expectFrame(try unit.view("Att-Bsl-001"), 20, 580, 18, 20.5)
        // Baseline 580 + 0.106 + 16.187 = 596.293; the 34-point label's first baseline is
        // 0.213 + 32.373 = 32.586 below its top: 563.707, on the pixel grid 563.5.
        expectFrame(try unit.view("Att-Bs2-001"), 46, 563.5, 35.5, 41)
    }
}
