import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// A storyboard of Xcode 7: no `<device>` (the document's simulated screen, `retina4`, is an
/// iPhone SE of 320 × 568), root views stored 600 × 600, top and bottom layout guides, springs
/// and struts, an opaque navigation bar, a push segue, and scenes that only simulated bars
/// place.
@MainActor @Suite struct LegacyDocumentTests {
    let document: LaidOutDocument

    init() throws {
        document = try DocumentFixture.load("Legacy.storyboard", options: .init(contentSize: .document))
    }

    private func unit(_ id: String) throws -> LaidOutUnit {
        try #require(document.units.first { $0.unit.id == id })
    }

    @Test func theSimulatedScreenPicksTheDevice() throws {
        #expect(document.units.map(\.unit.model.device) == [.iPhoneSE1, .iPhoneSE1, .iPhoneSE1, .iPhoneSE1])
    }

    @Test func underAnOpaqueBarTheLayoutGuidesAreEmpty() throws {
        let inbox = try unit("Lgc-Inb-001")
        expectFrame(try inbox.view("Lgc-Root-01"), 0, 64, 320, 504)
        // The top guide ends at the root's top: 0 + 20; centred at 160.
        expectFrame(try inbox.view("Lgc-Lbl-001"), 114, 20, 92, 21)
        // The bottom guide starts at the root's bottom: 504 − 16 − 30.
        expectFrame(try inbox.view("Lgc-Btn-001"), 130, 458, 60, 30)
    }

    @Test func autoresizingMasksFollowTheRootFrom600By600() throws {
        let inbox = try unit("Lgc-Inb-001")
        // 280 narrower and 96 shorter: the banner's width and top margin take it.
        expectFrame(try inbox.view("Lgc-Ban-001"), 20, 404, 280, 80)
        // The pin's left and bottom margins take it.
        expectFrame(try inbox.view("Lgc-Pin-001"), 220, 20, 80, 40)
    }

    @Test func aPushedSceneThatIncludesOpaqueBarsExtendsUnderThem() throws {
        let compose = try unit("Lgc-Cmp-001")
        expectFrame(try compose.view("Lgc-Root-02"), 0, 0, 320, 568)
        // The top guide is 20 + 44 long.
        expectFrame(try compose.view("Lgc-Fld-001"), 16, 72, 288, 44)
        let navigation = try #require(compose.screen.window.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers.count == 2)
        #expect(!navigation.navigationBar.isTranslucent)
    }

    @Test func simulatedBarsPlaceAsceneNoSegueReaches() throws {
        let welcome = try unit("Lgc-Wel-001")
        let tabs = try #require(welcome.screen.window.rootViewController as? UITabBarController)
        #expect(tabs.selectedViewController is UINavigationController)
        // Guides of 64 and 49 under translucent bars; the stored frames say the same.
        expectFrame(try welcome.view("Lgc-Hdr-001"), 0, 64, 320, 100)
        expectFrame(try welcome.view("Lgc-Ftr-001"), 0, 475, 320, 44)
    }

    @Test func noSimulatedStatusBarHidesIt() throws {
        let splash = try unit("Lgc-Spl-001")
        // A home-button phone frees the status bar's 20 points.
        expectFrame(try splash.view("Lgc-Lgo-001"), 0, 0, 320, 50)
    }
}
