import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// Canvas mode lays a document out as Interface Builder's canvas showed it: Canvas.storyboard's
/// Long Form scene sits in a navigation controller but sets its simulated top bar to None and a
/// freeform size of 375 × 900 on its iPhone 8; its Items prototype cell has a disclosure
/// indicator that narrows the stored content view to 341 × 43.5 and sits 28 points down the
/// table, under the canvas's "Prototype Cells" header.
@MainActor @Suite struct CanvasModeTests {
    static let canvas = InterfaceBuilderOptions(contentSize: .document, mode: .canvas)

    @Test(arguments: ["Canvas.storyboard", "Profile.storyboard"])
    func canvasModeWithDocumentSizesReproducesEveryStoredFrame(_ file: String) throws {
        let laidOut = try DocumentFixture.load(file, options: Self.canvas)
        let document = try IBDocument.load(contentsOf: DocumentFixture.url(file))
        #expect(laidOut.units.count > 1)
        for unit in laidOut.units {
            for (id, view) in unit.views {
                let stored = try #require(document.view(withID: id)?.frame, "\(id) stores no frame")
                expectFrame(view, stored.x, stored.y, stored.width, stored.height)
            }
            #expect(unit.misplacedViews == [], "\(unit.unit.id)")
            #expect(unit.screen.diagnostics == [])
        }
    }

    @Test func theCanvasHasTheFreeformSizeAndNoTopBarSetToNone() throws {
        let unit = try DocumentFixture.unit("Canvas.storyboard", "LongForm", options: Self.canvas)
        #expect(unit.unit.canvasSize == ScreenModel.Size(width: 375, height: 900))
        expectFrame(try unit.view("Cnv-Root-01"), 0, 0, 375, 900)
        // Under the status bar only: 20 + 20.
        expectFrame(try unit.view("Cnv-Ttl-001"), 16, 40, 100, 21)
        expectInsets(try unit.view("Cnv-Root-01").safeAreaInsets, 20, 0, 0, 0)
        // 900 − 20 − 50.
        expectFrame(try unit.view("Cnv-Ftr-001"), 0, 830, 375, 50)
    }

    @Test func runtimeModeShowsTheNavigationBarOnTheDevicesScreen() throws {
        let unit = try DocumentFixture.unit("Canvas.storyboard", "LongForm", options: .init(contentSize: .document))
        #expect(unit.unit.canvasSize == nil)
        expectFrame(try unit.view("Cnv-Root-01"), 0, 0, 375, 667)
        // Under the status bar and the 44-point navigation bar: 64 + 20.
        expectFrame(try unit.view("Cnv-Ttl-001"), 16, 84, 100, 21)
        // 667 − 20 − 50.
        expectFrame(try unit.view("Cnv-Ftr-001"), 0, 597, 375, 50)
        #expect(
            unit.misplacedViews.map(\.id) == ["Cnv-Ttl-001", "Cnv-Ftr-001"],
            "runtime frames are not the canvas's")
    }

    /// Controls.xib's table view cell is stored 320 points wide: the canvas shows it so, the
    /// device (an iPhone 8) gives it the table's 375 at run time.
    @Test func aXibCellIsAsWideOnTheCanvasAsItsStoredFrame() throws {
        let canvas = try DocumentFixture.unit("Controls.xib", "Ctl-Cel-001", options: Self.canvas)
        expectFrame(try canvas.view("Ctl-Cel-001"), 0, 0, 320, 44)
        expectFrame(try canvas.view("Ctl-Ccv-001"), 0, 0, 320, 44)
        expectFrame(try canvas.view("Ctl-Clb-001"), 15, 12, 54.5, 20.5)
        #expect(canvas.misplacedViews == [])
        let runtime = try DocumentFixture.unit("Controls.xib", "Ctl-Cel-001", options: .init(contentSize: .document))
        expectFrame(try runtime.view("Ctl-Cel-001"), 0, 0, 375, 44)
    }

    @Test func aPrototypeCellKeepsItsStoredPlaceAndContentViewOnTheCanvas() throws {
        let unit = try DocumentFixture.unit("Canvas.storyboard", "ItemCell", options: Self.canvas)
        expectFrame(try unit.view("Cnv-Cel-001"), 0, 28, 375, 44)
        expectFrame(try unit.view("Cnv-Cnt-001"), 0, 0, 341, 43.5)
        // Centred in 43.5: 21.75 − 10.75.
        expectFrame(try unit.view("Cnv-Itm-001"), 15, 11, 100, 21.5)
        #expect(unit.warnings.lines == [])
    }

    @Test func atRunTimeTheCellIsTheFirstRowAndItsContentViewLeavesTheAccessorysRoom() throws {
        let unit = try DocumentFixture.unit("Canvas.storyboard", "ItemCell", options: .init(contentSize: .document))
        expectFrame(try unit.view("Cnv-Cel-001"), 0, 0, 375, 44)
        // The disclosure indicator: the 16-point margin and 11 more.
        expectFrame(try unit.view("Cnv-Cnt-001"), 0, 0, 348, 44)
        // Centred in 44: 22 − 10.75 = 11.25, which the 2× pixel grid makes 11.5.
        expectFrame(try unit.view("Cnv-Itm-001"), 15, 11.5, 100, 21.5)
        #expect(unit.warnings.lines == [])
    }

    @Test func theStoredFramesAreKeptPerViewInBothModes() throws {
        let unit = try DocumentFixture.unit("Canvas.storyboard", "LongForm")
        #expect(unit.storedFrame(ofID: "Cnv-Ftr-001") == ScreenModel.Rect(x: 0, y: 830, width: 375, height: 50))
        #expect(unit.storedFrame(ofID: "Cnv-Root-01") == ScreenModel.Rect(x: 0, y: 0, width: 375, height: 900))
        #expect(unit.storedFrame(ofID: "Nope") == nil)
    }
}

/// Misplaced.storyboard's Welcome label stores (40, 100) but its constraints put it 20 below
/// the safe area's top (20) and 16 from its leading edge; the subtitle and the box below it are
/// stored where the label's constraints, not its stored frame, put them.
@MainActor @Suite struct MisplacedViewTests {
    @Test func theLabelWhoseStoredFrameIsNotItsLaidOutFrameIsMisplaced() throws {
        let unit = try DocumentFixture.unit("Misplaced.storyboard", "Welcome", options: CanvasModeTests.canvas)
        #expect(
            unit.misplacedViews == [
                MisplacedView(
                    id: "Mis-Lbl-001", displayName: "Welcome",
                    storedFrame: ScreenModel.Rect(x: 40, y: 100, width: 80, height: 21),
                    computedFrame: ScreenModel.Rect(x: 16, y: 40, width: 80, height: 21))
            ])
        #expect(unit.misplacedViews.map(\.message) == ["Frame for \"Welcome\" will be different at run time."])
        expectFrame(try unit.view("Mis-Sub-001"), 16, 69, 60, 21)
        expectFrame(try unit.view("Mis-Box-001"), 16, 110, 343, 50)
    }

    @Test func viewsAreNamedByTheirLabelTextOrClass() throws {
        let unit = try DocumentFixture.unit("Misplaced.storyboard", "Welcome", options: CanvasModeTests.canvas)
        var moved = unit.unit
        moved.storedFrames["Mis-Sub-001"]?.y += 1
        moved.storedFrames["Mis-Box-001"]?.width += 0.5
        moved.storedFrames["Mis-Lbl-001"] = nil
        let laidOut = try InterfaceBuilderLayout.layOut(moved)
        // Half a point is within Interface Builder's tolerance; a point is not.
        #expect(
            laidOut.misplacedViews.map(\.message) == ["Frame for \"Subtitle Label\" will be different at run time."])
        moved.storedFrames["Mis-Box-001"]?.width += 0.25
        #expect(
            try InterfaceBuilderLayout.layOut(moved).misplacedViews.map(\.message) == [
                "Frame for \"Subtitle Label\" will be different at run time.",
                "Frame for \"UIView\" will be different at run time.",
            ])
    }
}
