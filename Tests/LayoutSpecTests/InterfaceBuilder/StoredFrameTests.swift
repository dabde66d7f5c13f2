import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// Laid out with the document's content sizes on the device and in the containers it was
/// designed for, every scene reproduces the frames its document stores: the fixture's frames
/// were written by hand from UIKit's rules (safe area under the bars, margins, the 7:4 ratio,
/// the stack's spacing, the card's 250-priority bottom).
@MainActor @Suite struct StoredFrameTests {
    @Test(arguments: ["Prf-Vc-001", "Det-Vc-001", "Set-Vc-001"])
    func documentContentSizesReproduceEveryStoredFrame(_ scene: String) throws {
        let unit = try DocumentFixture.unit("Profile.storyboard", scene, options: .init(contentSize: .document))
        let document = try IBDocument.load(contentsOf: DocumentFixture.url("Profile.storyboard"))
        #expect(unit.views.count > 0)
        for (id, view) in unit.views {
            let stored = try #require(document.view(withID: id)?.frame, "\(id) stores no frame")
            expectFrame(view, stored.x, stored.y, stored.width, stored.height)
        }
        #expect(unit.screen.diagnostics == [])
    }

    @Test func theProfileSceneInDocumentSizes() throws {
        let profile = try DocumentFixture.unit(
            "Profile.storyboard", "Prf-Vc-001", options: .init(contentSize: .document))
        #expect(
            profile.views.map(\.id) == [
                "Prf-Root-01", "Avt-Img-001", "Inf-Stk-001", "Nam-Lbl-001", "Bio-Lbl-001", "Flw-Btn-001", "Crd-Vw-001",
                "Crd-Inr-001",
            ])
        // 64 + 20; the margins 16 from both sides; 343 × 4 / 7.
        expectFrame(try profile.view("Avt-Img-001"), 16, 84, 343, 196)
        // 84 + 196 + 20; the stored label sizes, 8 apart.
        expectFrame(try profile.view("Inf-Stk-001"), 16, 300, 343, 78)
        expectFrame(try profile.view("Nam-Lbl-001"), 0, 0, 172, 29)
        expectFrame(try profile.view("Bio-Lbl-001"), 0, 37, 300, 41)
        // Centred in the margins (16 … 359), 20 below the stack.
        expectFrame(try profile.view("Flw-Btn-001"), 137.5, 398, 100, 34.5)
        // Half the avatar's width plus 100; bottom 20 above the tab bar at priority 250.
        expectFrame(try profile.view("Crd-Vw-001"), 16, 478, 271.5, 120)
        expectFrame(try profile.view("Crd-Inr-001"), 16, 12, 239.5, 96)
        expectInsets(try profile.view("Crd-Vw-001").layoutMargins, 12, 16, 12, 16)
        #expect(profile.className(of: try profile.view("Nam-Lbl-001")) == "UILabel")
        #expect(profile.className(of: try profile.view("Prf-Root-01")) == "UIView")
    }

    @Test func thePlaceholderConstraintIsLeftOut() throws {
        let profile = try DocumentFixture.unit("Profile.storyboard", "Prf-Vc-001")
        let identifiers = profile.unit.model.constraints.compactMap(\.location).map(\.line)
        #expect(profile.unit.model.constraints.count == 18)
        // The placeholder height of 200 (line 58) is not among them.
        #expect(!identifiers.contains(58))
        #expect(profile.screen.diagnostics == [])
    }
}

/// Measured content on the document's own device reproduces the frames the fixtures store
/// where they were written from our fonts' measurements (DejaVu, by hand) and UIKit's rules.
@MainActor @Suite struct MeasuredStoredFrameTests {
    nonisolated static let units = [
        "Attributes.storyboard Att-Vc-001", "SizeClasses.storyboard Szc-Vc-001", "Controls.xib Ctl-Root-01",
        "Controls.xib Ctl-Col-001",
    ]

    @Test(arguments: units)
    func measuredContentReproducesTheStoredFrames(_ entry: String) throws {
        let parts = entry.split(separator: " ").map(String.init)
        let unit = try DocumentFixture.unit(parts[0], parts[1])
        let document = try IBDocument.load(contentsOf: DocumentFixture.url(parts[0]))
        #expect(unit.views.count > 1)
        for (id, view) in unit.views {
            let stored = try #require(document.view(withID: id)?.frame, "\(id) stores no frame")
            expectFrame(view, stored.x, stored.y, stored.width, stored.height)
        }
    }
}
