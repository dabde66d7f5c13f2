import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// With measured content (the default), text takes the size our fonts give it (DejaVu Sans:
/// ascender 1901, descender 483 per 2048 units, so a line is 1.1640625 times the point size,
/// rounded up to the 2× pixel grid) and the rest of the scene follows; a font we do not have is
/// measured as the system font of its size, with a warning.
@MainActor @Suite struct MeasuredContentTests {
    @Test func theProfileSceneFollowsItsMeasuredText() throws {
        let profile = try DocumentFixture.unit("Profile.storyboard", "Prf-Vc-001")
        // "Jane Appleseed" in the 24-point system font: 15785 units → 184.98 → 185; 28.64 → 29.
        expectFrame(try profile.view("Nam-Lbl-001"), 0, 0, 185, 29)
        // Two body lines; the wider, "Rides bicycles.", is 125.76 → 126; 2 × 20.29 → 41.
        expectFrame(try profile.view("Bio-Lbl-001"), 0, 37, 126, 41)
        expectFrame(try profile.view("Inf-Stk-001"), 16, 300, 343, 78)
        // The filled configuration: a 17 × 17 symbol, padding 6, "Follow" in the bold face
        // (7426 units → 61.64 → 62, 20.5 high), insets 7 and 12: 17 + 6 + 62 + 24 wide, 20.5 + 14
        // high, centred in the margins at 187.5, 20 below the stack.
        expectFrame(try profile.view("Flw-Btn-001"), 133, 398, 109, 34.5)
        // The card's priority-250 bottom still wins over its top ≥ 396 + 34 + 20.
        expectFrame(try profile.view("Crd-Vw-001"), 16, 478, 271.5, 120)
        #expect(
            profile.warnings.lines == [
                "Profile.storyboard:64:37: warning: font 'AvenirNext-Bold' of 'Nam-Lbl-001' is not available; "
                    + "measured as the system font of 24 points"
            ])
    }

    @Test func documentContentSizesNeedNoFonts() throws {
        let profile = try DocumentFixture.unit(
            "Profile.storyboard", "Prf-Vc-001", options: .init(contentSize: .document))
        #expect(profile.warnings == [])
        expectFrame(try profile.view("Nam-Lbl-001"), 0, 0, 172, 29)
    }
}
