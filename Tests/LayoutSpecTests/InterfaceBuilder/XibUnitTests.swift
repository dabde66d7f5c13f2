import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// Controls.xib on its iPhone 8: File's Owner's view as a controller's root view, every
/// standard control (sized by OpenUIKit's classes, docs/reference/controls.md), a custom class
/// with a placeholder width, a freeform top-level view, and top-level table and collection view
/// cells.
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
        // "First" and "Second" in DejaVu Sans at 13 points, both as wide as the wider, 31 tall;
        // the frame reaches one point below the alignment rectangle.
        expectFrame(try controls.view("Ctl-Seg-001"), 16, 40, 128, 32)
        // Scrolling: no intrinsic size; its constraints' 150 × 30.
        expectFrame(try controls.view("Ctl-Txv-001"), 200, 40, 150, 30)
        // No intrinsic width: the constraints place its alignment rectangle 16 … 359, and the
        // frame reaches 2 points further on both sides and 1 below the 30-point height.
        expectFrame(try controls.view("Ctl-Sld-001"), 14, 80, 347, 31)
        expectFrame(try controls.view("Ctl-Stp-001"), 16, 120, 94, 32)
        // The placeholder width of 120; no intrinsic height (infinite), the constraint's 24.
        expectFrame(try controls.view("Ctl-Cst-001"), 140, 120, 120, 24)
        expectFrame(try controls.view("Ctl-Prg-001"), 16, 160, 343, 4)
        // The large style: 37 × 37.
        expectFrame(try controls.view("Ctl-Act-001"), 16, 170, 37, 37)
        // Three pages: 16 × 3 − 9 = 39 points of dots and 12 of platter a side, 26 tall, centred.
        expectFrame(try controls.view("Ctl-Pgc-001"), 129.5, 215, 116, 26)
        // Wheels: 320 × 216, centred.
        expectFrame(try controls.view("Ctl-Dtp-001"), 27.5, 250, 320, 216)
        expectFrame(try controls.view("Ctl-Pkr-001"), 27.5, 400, 320, 216)
        // No intrinsic width; 56 tall in every style.
        expectFrame(try controls.view("Ctl-Srb-001"), 0, 470, 375, 56)
        // A rounded-rect field on iOS 16 is 34 tall: its 14-point line (16.71 → 17) needs less.
        expectFrame(try controls.view("Ctl-Txf-001"), 16, 530, 343, 34)
        // Constraints see the switch's 49-point alignment rectangle: its frame ends 2 past 359.
        expectFrame(try controls.view("Ctl-Swt-001"), 310, 570, 51, 31)
        expectFrame(try controls.view("Ctl-Vfx-001"), 16, 610, 100, 50)
        expectFrame(try controls.view("Ctl-Vfc-001"), 0, 0, 100, 50)
        expectFrame(try controls.view("Ctl-Vin-001"), 10, 10, 80, 30)
        #expect(controls.screen.diagnostics == [])
        #expect(controls.warnings == [])
    }

    @Test func controlsAreOpenUIKitsClassesWithTheDocumentsSettings() throws {
        let controls = try unit("Ctl-Root-01")
        let views = try [
            "Ctl-Seg-001", "Ctl-Txv-001", "Ctl-Sld-001", "Ctl-Stp-001", "Ctl-Cst-001", "Ctl-Prg-001", "Ctl-Act-001",
            "Ctl-Pgc-001", "Ctl-Dtp-001", "Ctl-Pkr-001", "Ctl-Srb-001", "Ctl-Txf-001", "Ctl-Swt-001", "Ctl-Vfx-001",
        ].map { try controls.view($0) }
        #expect(
            views.map { String(describing: type(of: $0)) } == [
                "UISegmentedControl", "UITextView", "UISlider", "UIStepper", "StandInView", "UIProgressView",
                "UIActivityIndicatorView", "UIPageControl", "UIDatePicker", "UIPickerView", "UISearchBar",
                "UITextField", "UISwitch", "UIVisualEffectView",
            ])
        #expect(controls.className(of: views[4]) == "RatingView")
        let segments = try #require(views[0] as? UISegmentedControl)
        #expect(segments.numberOfSegments == 2)
        #expect(segments.titleForSegment(at: 1) == "Second")
        #expect(segments.selectedSegmentIndex == 0)
        #expect((views[2] as? UISlider)?.value == 0.5)
        #expect((views[3] as? UIStepper)?.maximumValue == 100)
        #expect(views[3].contentHuggingPriority(for: .horizontal).rawValue == 750)
        #expect((views[5] as? UIProgressView)?.progress == 0.5)
        #expect((views[7] as? UIPageControl)?.numberOfPages == 3)
        #expect((views[8] as? UIDatePicker)?.datePickerStyle == .wheels)
        #expect((views[10] as? UISearchBar)?.searchBarStyle == .minimal)
        #expect((views[10] as? UISearchBar)?.placeholder == "Search")
        // The document's content view is in the effect view's own.
        let effect = try #require(views[13] as? UIVisualEffectView)
        #expect(try controls.view("Ctl-Vfc-001").superview === effect.contentView)
    }

    @Test func aFreeformViewSitsAtTheSafeAreasCorner() throws {
        let badge = try unit("Ctl-Bdg-001")
        #expect(badge.views.map(\.id) == ["Ctl-Bdg-001", "Ctl-Blb-001"])
        // Below the status bar, at its stored size; "Badge" is 54.12 → 54.5 wide, centred at 20.
        expectFrame(try badge.view("Ctl-Bdg-001"), 0, 20, 120, 40)
        expectFrame(try badge.view("Ctl-Blb-001"), 8, 10, 54.5, 20.5)
    }

    @Test func aXibTableCellIsAsWideAsTheScreenAndAsTallAsStored() throws {
        let cell = try unit("Ctl-Cel-001")
        #expect(cell.unit.name == "ControlCell")
        expectFrame(try cell.view("Ctl-Cel-001"), 0, 0, 375, 44)
        expectFrame(try cell.view("Ctl-Ccv-001"), 0, 0, 375, 44)
        expectFrame(try cell.view("Ctl-Clb-001"), 15, 12, 54.5, 20.5)
    }

    @Test func aXibCollectionCellKeepsItsStoredFrame() throws {
        let cell = try unit("Ctl-Col-001")
        expectFrame(try cell.view("Ctl-Col-001"), 0, 0, 100, 100)
        expectFrame(try cell.view("Ctl-Ctv-001"), 0, 0, 100, 100)
        expectFrame(try cell.view("Ctl-Tlb-001"), 10, 10, 54.5, 20.5)
    }
}
