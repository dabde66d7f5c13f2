import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// Controls.xib on its iPhone 8: File's Owner's view as a controller's root view, every
/// control (those OpenUIKit does not have yet as stand-ins of their stored sizes), a custom
/// class with a placeholder width, a freeform top-level view, and top-level table and
/// collection view cells.
@MainActor @Suite struct XibUnitTests {
    let document: LaidOutDocument

    init() throws {
        document = try DocumentFixture.load("Controls.xib")
    }

    private func unit(_ id: String) throws -> LaidOutUnit {
        try #require(document.units.first { $0.unit.id == id })
    }

    @Test func theUnitsOfTheXib() {
        #expect(
            document.units.map { "\($0.unit.kind.rawValue) \($0.unit.id) \($0.unit.className)" } == [
                "scene Ctl-Root-01 ControlsViewController", "view Ctl-Bdg-001 BadgeView",
                "cell Ctl-Cel-001 ControlCell", "cell Ctl-Col-001 UICollectionViewCell",
            ])
    }

    @Test func everyControlAtItsPlace() throws {
        let controls = try unit("Ctl-Root-01")
        expectFrame(try controls.view("Ctl-Root-01"), 0, 0, 375, 667)
        expectFrame(try controls.view("Ctl-Seg-001"), 16, 40, 121, 32)
        expectFrame(try controls.view("Ctl-Txv-001"), 200, 40, 150, 30)
        // No intrinsic width: the leading and trailing constraints decide; 31 high as stored.
        expectFrame(try controls.view("Ctl-Sld-001"), 16, 80, 343, 31)
        expectFrame(try controls.view("Ctl-Stp-001"), 16, 120, 94, 32)
        // The placeholder width of 120; no intrinsic height (infinite), the constraint's 24.
        expectFrame(try controls.view("Ctl-Cst-001"), 140, 120, 120, 24)
        expectFrame(try controls.view("Ctl-Prg-001"), 16, 160, 343, 4)
        // The large style: 37 × 37.
        expectFrame(try controls.view("Ctl-Act-001"), 16, 170, 37, 37)
        expectFrame(try controls.view("Ctl-Pgc-001"), 129.5, 215, 116, 26)
        expectFrame(try controls.view("Ctl-Dtp-001"), 27.5, 250, 320, 216)
        expectFrame(try controls.view("Ctl-Srb-001"), 0, 470, 375, 56)
        // A 14-point line (16.30 → 16.5) with the rounded border's 7 above and below.
        expectFrame(try controls.view("Ctl-Txf-001"), 16, 530, 343, 30.5)
        // Constraints see the switch's 49-point alignment rectangle: its frame ends 2 past 359.
        expectFrame(try controls.view("Ctl-Swt-001"), 310, 570, 51, 31)
        expectFrame(try controls.view("Ctl-Vfx-001"), 16, 610, 100, 50)
        expectFrame(try controls.view("Ctl-Vfc-001"), 0, 0, 100, 50)
        expectFrame(try controls.view("Ctl-Vin-001"), 10, 10, 80, 30)
        #expect(controls.screen.diagnostics == [])
        #expect(controls.warnings == [])
    }

    @Test func standInsReportTheClassesTheyStandFor() throws {
        let controls = try unit("Ctl-Root-01")
        let classes = try [
            "Ctl-Seg-001", "Ctl-Txv-001", "Ctl-Sld-001", "Ctl-Stp-001", "Ctl-Cst-001", "Ctl-Prg-001", "Ctl-Act-001",
            "Ctl-Pgc-001", "Ctl-Dtp-001", "Ctl-Srb-001", "Ctl-Txf-001", "Ctl-Swt-001", "Ctl-Vfx-001",
        ].map { controls.className(of: try controls.view($0)) }
        #expect(
            classes == [
                "UISegmentedControl", "UITextView", "UISlider", "UIStepper", "RatingView", "UIProgressView",
                "UIActivityIndicatorView", "UIPageControl", "UIDatePicker", "UISearchBar", "UITextField", "UISwitch",
                "UIVisualEffectView",
            ])
        #expect(try controls.view("Ctl-Stp-001").contentHuggingPriority(for: .horizontal).rawValue == 750)
        #expect(try controls.view("Ctl-Txv-001") is UIScrollView)
    }

    @Test func aFreeformViewSitsAtTheSafeAreasCorner() throws {
        let badge = try unit("Ctl-Bdg-001")
        #expect(badge.views.map(\.id) == ["Ctl-Bdg-001", "Ctl-Blb-001"])
        // Below the status bar, at its stored size; "Badge" is 54.12 → 54.5 wide, centred at 20.
        expectFrame(try badge.view("Ctl-Bdg-001"), 0, 20, 120, 40)
        expectFrame(try badge.view("Ctl-Blb-001"), 8, 10, 54.5, 20)
    }

    @Test func aXibTableCellIsAsWideAsTheScreenAndAsTallAsStored() throws {
        let cell = try unit("Ctl-Cel-001")
        #expect(cell.unit.name == "ControlCell")
        expectFrame(try cell.view("Ctl-Cel-001"), 0, 0, 375, 44)
        expectFrame(try cell.view("Ctl-Ccv-001"), 0, 0, 375, 44)
        expectFrame(try cell.view("Ctl-Clb-001"), 15, 12, 54.5, 20)
    }

    @Test func aXibCollectionCellKeepsItsStoredFrame() throws {
        let cell = try unit("Ctl-Col-001")
        expectFrame(try cell.view("Ctl-Col-001"), 0, 0, 100, 100)
        expectFrame(try cell.view("Ctl-Ctv-001"), 0, 0, 100, 100)
        expectFrame(try cell.view("Ctl-Tlb-001"), 10, 10, 54.5, 20)
    }
}
