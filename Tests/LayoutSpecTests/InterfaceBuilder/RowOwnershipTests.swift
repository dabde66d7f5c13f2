import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// A document's table row is placed and sized by its table, as UIKit does it: the row's place
/// and size (`UIView-Encapsulated-Layout-…`) and its content view's edges are UIKit's
/// constraints, so when the document's constraints in the content view ask for more than the
/// row, one of the document's breaks (docs/reference/priorities.md), as in a cell made in code.
@MainActor @Suite struct RowOwnershipTests {
    @Test func contentThatAsksMoreThanTheRowBreaksTheDocumentsConstraintNotTheRows() throws {
        // The row is 60 tall; the content asks 8 + 100 + 8 = 116. The row and its content view
        // keep 60, the box's required height of 100 breaks and the box fills what is left.
        let cell = try DocumentFixture.unit("Rows.storyboard", "Row-Cel-001")
        expectFrame(try cell.view("Row-Cel-001"), 0, 0, 375, 60)
        expectFrame(try cell.view("Row-Ccv-001"), 0, 0, 375, 60)
        expectFrame(try cell.view("Row-Box-001"), 16, 8, 343, 44)
        #expect(cell.screen.diagnostics.count == 1)
        let message = cell.screen.diagnostics.first ?? ""
        #expect(message.contains("'UIView-Encapsulated-Layout-Height' UIView:0x7f0000000070'Row-Cel-001'.height == 60"))
        #expect(
            message.hasSuffix(
                "Will attempt to recover by breaking constraint\n"
                    + "<NSLayoutConstraint:0x600000000010 UIView:0x7f0000000020'Row-Box-001'.height == 100   (active)>")
        )
    }
}
