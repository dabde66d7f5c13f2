import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// A size-class variation of a stack view sets its arrangement for those traits: a stack saved
/// vertical with a `widthClass=regular` variation that makes it horizontal, equally filled and
/// 2.5 points apart lines its rows up in a regular width (an iPad) and stacks them in a compact
/// one (an iPhone upright), as an iPad storyboard of Xcode 8 stores it.
@MainActor @Suite struct StackViewVariationTests {
    static func document(variation: String) -> String {
        StackViewSpacingTests.document(stackAttributes: "")
            .replacingOccurrences(of: "</stackView>", with: variation + "\n</stackView>")
    }

    static func unit(_ text: String, device: ScreenModel.Device) throws -> LaidOutUnit {
        try DocumentFixture.unit(
            inText: text, fileName: "Stack.xib",
            options: InterfaceBuilderOptions(device: device, contentSize: .document))
    }

    static let regularWidthRow =
        #"<variation key="widthClass=regular" axis="horizontal" distribution="fillEqually" alignment="center" spacing="2.5"/>"#

    @Test func aRegularWidthLinesTheRowsUp() throws {
        let unit = try Self.unit(Self.document(variation: Self.regularWidthRow), device: .iPad)
        expectFrame(try unit.view("Stk-Stack-1"), 20, 20, 335, 30)
        expectFrame(try unit.view("Stk-Row-01"), 0, 0, 110, 30)
        expectFrame(try unit.view("Stk-Row-02"), 112.5, 0, 110, 30)
        expectFrame(try unit.view("Stk-Row-03"), 225, 0, 110, 30)
        #expect(unit.warnings == [])
    }

    @Test func aCompactWidthKeepsTheStoredArrangement() throws {
        let unit = try Self.unit(Self.document(variation: Self.regularWidthRow), device: .iPhone8)
        expectFrame(try unit.view("Stk-Stack-1"), 20, 20, 335, 90)
        expectFrame(try unit.view("Stk-Row-03"), 0, 60, 335, 30)
    }

    @Test func aValueNoStackViewHasIsReportedAndTheStoredOneKept() throws {
        let text = Self.document(variation: #"<variation key="widthClass=regular" axis="diagonal"/>"#)
        let unit = try Self.unit(text, device: .iPad)
        expectFrame(try unit.view("Stk-Row-03"), 0, 60, 335, 30)
        #expect(
            unit.warnings.map(\.description) == [
                "Stack.xib:10:9: warning: a size-class variation of 'Stk-Stack-1' sets 'axis' to 'diagonal', "
                    + "which is not a value of that setting"
            ])
    }
}
