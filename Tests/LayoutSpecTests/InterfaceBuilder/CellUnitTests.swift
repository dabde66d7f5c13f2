import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// A table view cell is laid out as the first row of its table in its scene: as wide as the
/// table, as tall as its row height, or, with an automatic height, as its content view's
/// constraints make it; the content view fills the row, less its accessory's room.
@MainActor @Suite struct CellUnitTests {
    @Test func aFixedHeightRowCentresItsLabel() throws {
        let cell = try DocumentFixture.unit("Profile.storyboard", "Fixed")
        #expect(cell.unit.kind == .cell)
        #expect(cell.unit.id == "Set-Cel-001")
        #expect(cell.unit.className == "UITableViewCell")
        #expect(cell.views.map(\.id) == ["Set-Cel-001", "Set-Ccv-001", "Set-Clb-001"])
        expectFrame(try cell.view("Set-Cel-001"), 0, 0, 375, 50)
        expectFrame(try cell.view("Set-Ccv-001"), 0, 0, 375, 50)
        // "Alerts": 5942 units at 17 points → 49.32 → 49.5 wide, 20.5 high, centred at 25
        // (14.75, on the pixel grid 15).
        expectFrame(try cell.view("Set-Clb-001"), 16, 15, 49.5, 20.5)
        // Below the large title: the table's content starts 116 down the window.
        let row = try cell.view("Set-Cel-001")
        expectRect(row.convert(row.bounds, to: cell.screen.window), 0, 116, 375, 50)
        #expect(cell.className(of: row) == "UITableViewCell")
        #expect(cell.className(of: try cell.view("Set-Ccv-001")) == "UITableViewCellContentView")
    }

    @Test func anAutomaticRowIsAsTallAsItsContent() throws {
        let cell = try DocumentFixture.unit("Profile.storyboard", "Auto")
        // Two body lines, 41 high, 11 above and below.
        expectFrame(try cell.view("Set-Cel-002"), 0, 0, 375, 63)
        // The disclosure indicator takes 27 points: the content view is 348 wide.
        expectFrame(try cell.view("Set-Ccv-002"), 0, 0, 348, 63)
        expectFrame(try cell.view("Set-Alb-001"), 16, 11, 316, 41)
        #expect(cell.warnings.lines == [])
        #expect(cell.screen.diagnostics == [])
    }

    @Test func documentContentSizesGiveTheStoredRows() throws {
        let options = InterfaceBuilderOptions(contentSize: .document)
        let fixed = try DocumentFixture.unit("Profile.storyboard", "Set-Cel-001", options: options)
        expectFrame(try fixed.view("Set-Clb-001"), 16, 14.5, 46, 21)
        let automatic = try DocumentFixture.unit("Profile.storyboard", "Set-Cel-002", options: options)
        expectFrame(try automatic.view("Set-Cel-002"), 0, 0, 375, 63)
        // The stored height; the width the disclosure indicator leaves (348 − 32).
        expectFrame(try automatic.view("Set-Alb-001"), 16, 11, 316, 41)
    }

    @Test func everyUnitOfTheStoryboardInDocumentOrder() throws {
        let document = try DocumentFixture.load("Profile.storyboard")
        #expect(
            document.units.map { "\($0.unit.kind.rawValue) \($0.unit.id)" } == [
                "scene Prf-Vc-001", "scene Det-Vc-001", "scene Set-Vc-001", "cell Set-Cel-001", "cell Set-Cel-002",
            ])
    }
}

/// A row of the parser's fixtures: a basic-style cell under automatic heights whose content
/// view has no constraints.
@MainActor @Suite struct StandardRowHeightTests {
    @Test func aSelfSizingRowWithoutConstraintsIsTheStandardHeight() throws {
        let url = packageDirectory.appendingPathComponent(
            "Tests/InterfaceBuilderTests/Fixtures/TabBarTwoChildren.storyboard")
        let document = try InterfaceBuilderLayout.load(contentsOf: url, unit: "FavoriteCell")
        let cell = try #require(document.units.first)
        // The notched phone's 375-point table, less the disclosure indicator's 27 points; the
        // built-in label keeps its stored frame.
        expectFrame(try cell.view("Fav-Cel-001"), 0, 0, 375, 44)
        expectFrame(try cell.view("Fav-Ccv-001"), 0, 0, 348, 44)
        expectFrame(try cell.view("Fav-Txt-001"), 16, 0, 288, 43.5)
        #expect(cell.screen.diagnostics == [])
    }
}
