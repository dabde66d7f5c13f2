import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// A view without constraints in an Auto Layout document (`fixedFrame="YES"`) keeps the frame
/// the document stores: the build pins it there, although the file says
/// `translatesAutoresizingMaskIntoConstraints="NO"`. Views constrained to it follow it, and a
/// multiplier written `4/5`, as Xcode 6 wrote ratios, is four fifths.
@MainActor @Suite struct FrameBasedViewTests {
    @Test func viewsWithoutConstraintsKeepTheirStoredFrames() throws {
        let scene = try DocumentFixture.unit("FrameBased.storyboard", "Fxf-Vc-001")
        expectFrame(try scene.view("Fxf-Root-01"), 0, 0, 393, 852)
        expectFrame(try scene.view("Fxf-Img-01"), 40, 120, 150, 90)
        expectFrame(try scene.view("Fxf-Btn-01"), 210, 300, 120, 44)
        #expect(try scene.view("Fxf-Img-01").translatesAutoresizingMaskIntoConstraints)
        #expect(scene.warnings.lines == [])
        #expect(scene.screen.diagnostics == [])
    }

    @Test func aConstrainedViewFollowsAViewWithoutConstraints() throws {
        let scene = try DocumentFixture.unit(
            "FrameBased.storyboard", "Fxf-Vc-001", options: InterfaceBuilderOptions(contentSize: .document))
        // Below the image view by 20 (120 + 90 + 20), four fifths of its 150 points wide.
        expectFrame(try scene.view("Fxf-Lbl-01"), 40, 230, 120, 21)
    }
}
