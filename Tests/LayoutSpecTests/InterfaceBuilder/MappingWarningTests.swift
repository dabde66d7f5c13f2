import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// What the loader does not understand is a warning naming the element and its line, and the
/// rest still lays out; a document that is not XML is one error with its line and column.
@MainActor @Suite struct MappingWarningTests {
    @Test func everyProblemIsAWarningAndTheRestLaysOut() throws {
        let document = try DocumentFixture.load("Broken.storyboard")
        #expect(
            document.document.warnings.lines == [
                "Broken.storyboard:25:29: warning: unknown view element <frobnicator>; kept as a generic view",
                "Broken.storyboard:48:29: warning: constraint 'Brk-Cn-009' refers to 'Brk-Gone-01', which is not a "
                    + "view or layout guide of the document",
            ])
        let unit = try #require(document.units.first)
        let knownIDs = KnownDevice.all.map(\.id).joined(separator: ", ")
        #expect(
            unit.warnings.lines == [
                "Broken.storyboard:3:5: warning: unknown device id 'retina9_9'; laid out on an iPhone 8 (known ids: "
                    + knownIDs + ")",
                "Broken.storyboard:28:29: warning: unknown text style 'UICTFontTextStyleEnormous' of 'Brk-Lbl-001'; "
                    + "measured as the body style",
                "Broken.storyboard:28:29: warning: a size-class variation of 'Brk-Lbl-001' sets 'text', which is not "
                    + "applied",
                "Broken.storyboard:33:29: warning: image 'missing' has no size in the document's resources; "
                    + "'Brk-Img-001' is laid out without it",
                "Broken.storyboard:47:29: warning: constraint 'Brk-Cn-008' refers to the keyboard layout guide "
                    + "'Brk-Kbd-001', which is not laid out; skipped",
                "Broken.storyboard:48:29: warning: constraint 'Brk-Cn-009' refers to 'Brk-Gone-01', which is not laid "
                    + "out in this unit (not installed for its size classes, or outside it); skipped",
                "Broken.storyboard:44:29: warning: constraint cannot be made: *** +[NSLayoutConstraint "
                    + "constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing "
                    + "of layout attributes.; skipped",
            ])
        #expect(unit.unit.model.device == .iPhone8)
        expectFrame(try unit.view("Brk-Frb-001"), 20, 100, 100, 40)
        #expect(unit.className(of: try unit.view("Brk-Frb-001")) == "frobnicator")
        expectFrame(try unit.view("Brk-Lbl-001"), 20, 160, 18, 20.5)
        expectFrame(try unit.view("Brk-Img-001"), 20, 200.5, 40, 40)
    }

    @Test func malformedXMLIsAnErrorWithItsLineAndColumn() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("Malformed-\(UUID().uuidString).xib")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view id="a">
            </objects>
        </document>
        """.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            _ = try InterfaceBuilderLayout.load(contentsOf: url)
        } throws: { error in
            guard let error = error as? IBParseError else { return false }
            return error.kind == .malformedXML && error.location?.line == 5
        }
    }
}
