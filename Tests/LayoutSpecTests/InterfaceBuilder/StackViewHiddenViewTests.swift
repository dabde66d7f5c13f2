import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// A hidden arranged view whose own required constraints give it a length: Interface Builder's
/// canvas keeps the length (the stored frames of real documents: Zotero's hidden 28-point views
/// before the first visible view), where UIKit's required `UISV-hiding` breaks the view's
/// constraint at run time and the view is 0 long. Here the middle of three rows 30 points tall
/// (StackViewSpacingTests' stack, 8 points apart) is hidden: it sits in the middle of the gap.
@MainActor @Suite struct StackViewHiddenViewTests {
    static let document = StackViewSpacingTests.document(stackAttributes: #"spacing="8""#)
        .replacingOccurrences(
            of: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-Row-02">"#,
            with:
                #"<view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-Row-02">"#
        )

    @Test func theCanvasKeepsAHiddenViewsRequiredLength() throws {
        let unit = try DocumentFixture.unit(inText: Self.document, fileName: "Hidden.xib", options: .documentCanvas)
        expectFrame(try unit.view("Stk-Row-02"), 0, 34, 335, 30)
        expectFrame(try unit.view("Stk-Row-03"), 0, 38, 335, 30)
        #expect(unit.screen.events.isEmpty)
    }

    @Test func atRunTimeUISVHidingBreaksTheHiddenViewsHeight() throws {
        let unit = try DocumentFixture.unit(
            inText: Self.document, fileName: "Hidden.xib", options: InterfaceBuilderOptions(contentSize: .document))
        expectFrame(try unit.view("Stk-Row-02"), 0, 34, 335, 0)
        expectFrame(try unit.view("Stk-Row-03"), 0, 38, 335, 30)
        guard case .unsatisfiable(let set, let broken) = try #require(unit.screen.events.first) else {
            Issue.record("expected the conflict of the height with UISV-hiding, got \(unit.screen.events)")
            return
        }
        #expect(set.map(\.identifier) == [nil, "UISV-hiding"])
        #expect(broken.constant == 30)
    }
}
