import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// On phones without a sensor housing Xcode drew the status bar up to Xcode 10 and again from
/// Xcode 14.3, and none in between (59 scenes of saved storyboards, docs/interface-builder.md);
/// launch screens follow the same eras. From Xcode 9 a root view below an opaque navigation bar
/// is stored at y = 0.
@MainActor @Suite struct StatusBarEraCanvasTests {
    @Test(arguments: [("14490", 36.0), ("14868", 16), ("17701", 16), ("21507", 16), ("21701", 36), ("23504", 36)])
    func xcode11To14Point2DrawAHomeButtonPhoneWithoutTheStatusBar(tools: String, labelTop: Double) throws {
        // Saved scenes pin content to the top layout guide or the safe area 20 points down up to
        // Xcode 10 (14490) and from Xcode 14.3 (21701) on, and at the constant in between.
        let text = CanvasSizeTests.titledScene(
            tools: tools, device: #"<device id="retina4_7" orientation="portrait"/>"#, metrics: "", width: 375,
            height: 667, gap: 16)
        let canvas = try CanvasSizeTests.unit(text, options: CanvasSizeTests.canvas)
        #expect(canvas.unit.canvasSize == nil)
        expectFrame(try canvas.view("Fre-Lbl-001"), 16, labelTop, 343, 18)
        // At run time the status bar is there, and a sensor housing stays on any canvas: 47 + 16
        // on the iPhone 12 (44 + 16 on the canvases of Xcode 12 and 13).
        expectFrame(
            try CanvasSizeTests.unit(text, options: CanvasSizeTests.runtime).view("Fre-Lbl-001"), 16, 36, 343, 18)
        let notched = text.replacingOccurrences(of: "retina4_7", with: "retina6_0")
        let notchedTop: Double = Double(tools)! < 21000 ? 60 : 63
        expectFrame(
            try CanvasSizeTests.unit(notched, options: CanvasSizeTests.canvas).view("Fre-Lbl-001"), 16, notchedTop, 358,
            18)
    }

    /// iPads lost the status bar on the canvas of Xcode 11 and 12, and had it again with Xcode 13:
    /// on the 9.7-inch iPad, 20 points, and on the 10.9-inch iPad Air, 24 (whose home indicator's
    /// 20 at the bottom stay).
    @Test(arguments: [("14490", 36.0), ("15505", 16), ("17701", 16), ("19162", 36)])
    func xcode11And12DrawAnIPadWithoutTheStatusBar(tools: String, labelTop: Double) throws {
        let text = CanvasSizeTests.titledScene(
            tools: tools, device: #"<device id="ipad9_7" orientation="landscape"/>"#, metrics: "", width: 1024,
            height: 768, gap: 16)
        expectFrame(
            try CanvasSizeTests.unit(text, options: CanvasSizeTests.canvas).view("Fre-Lbl-001"), 16, labelTop, 992, 18)
        expectFrame(
            try CanvasSizeTests.unit(text, options: CanvasSizeTests.runtime).view("Fre-Lbl-001"), 16, 36, 992, 18)
        let air = text.replacingOccurrences(of: "ipad9_7", with: "ipad10_9rounded")
            .replacingOccurrences(of: #"width="1024" height="768""#, with: #"width="1180" height="820""#)
        let airCanvas = try CanvasSizeTests.unit(air, options: CanvasSizeTests.canvas)
        expectFrame(try airCanvas.view("Fre-Lbl-001"), 16, labelTop == 16 ? 16 : 40, 1148, 18)
        expectInsets(try airCanvas.view("Fre-Root-1").safeAreaInsets, labelTop == 16 ? 0 : 24, 0, 20, 0)
    }

    @Test(arguments: [
        ("12118", 64.0, 603.0), ("13168.3", 0, 603), ("13529", 0, 603), ("14313.18", 0, 603), ("17701", 0, 623),
        ("21701", 0, 603),
    ])
    func aRootViewBelowAnOpaqueBarIsStoredAtTheTopFromXcode9(tools: String, storedY: Double, height: Double) throws {
        // Copies of one course's storyboard saved by Xcode 9.0, 9.2 and 10.0 store such a root
        // view 603 points tall at y = 0 on the 4.7-inch screen; Xcode 11.3 and 12.3 44 points
        // shorter than the screen (no status bar), at y = 0 too; Xcode 8 stores it below the
        // bar. Xcode 14.3, which draws the status bar again, is our reading.
        let text = CanvasSizeTests.titledScene(
            tools: tools, device: #"<device id="retina4_7" orientation="portrait"/>"#,
            metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#,
            width: 375, height: height, gap: 16)
        let unit = try CanvasSizeTests.unit(text, options: CanvasSizeTests.canvas)
        let root = try unit.view("Fre-Root-1")
        expectRect(unit.canvasFrame(of: root), 0, storedY, 375, height)
        expectFrame(try unit.view("Fre-Lbl-001"), 16, 16, 343, 18)
    }

    /// Xcode 11 and 12, which draw an iPad without the status bar, store a root view below an
    /// opaque navigation bar at y = 0 too: a storyboard of Xcode 11 on the 10.2-inch iPad stores
    /// one that extends under no bar 810 × 1030 (50 points shorter than the screen) at y = 0.
    @Test func aRootViewBelowAnOpaqueBarOnAnIPadOfXcode11IsStoredAtTheTop() throws {
        let text = CanvasSizeTests.titledScene(
            tools: "16095", device: #"<device id="ipad10_2" orientation="portrait"/>"#,
            metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#,
            width: 810, height: 1030, gap: 16)
        let unit = try CanvasSizeTests.unit(text, options: CanvasSizeTests.canvas)
        expectRect(unit.canvasFrame(of: try unit.view("Fre-Root-1")), 0, 0, 810, 1030)
        expectFrame(try unit.view("Fre-Lbl-001"), 16, 16, 778, 18)
    }

    /// On a phone with a sensor housing the status bar stays, but Xcode 12 and 14.3 store a root
    /// view below an opaque navigation bar at y = 0 as well (two saved storyboards; our reading
    /// spans Xcode 9 to 15, as on the phones without a housing). Xcode 15 draws that screen with
    /// a 50-point top, so the root is 6 points shorter there.
    @Test(arguments: [("17506", 0.0, 724.0), ("22505", 0, 718)])
    func aRootViewBelowAnOpaqueBarOnAPhoneWithASensorHousing(tools: String, storedY: Double, height: Double) throws {
        let text = CanvasSizeTests.titledScene(
            tools: tools, device: #"<device id="retina5_9" orientation="portrait"/>"#,
            metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#,
            width: 375, height: height, gap: 16)
        let unit = try CanvasSizeTests.unit(text, options: CanvasSizeTests.canvas)
        expectRect(unit.canvasFrame(of: try unit.view("Fre-Root-1")), 0, storedY, 375, height)
        expectFrame(try unit.view("Fre-Lbl-001"), 16, 16, 343, 18)
    }

    @Test(arguments: [("12118", 36.0), ("14460.31", 36), ("17701", 16)])
    func aLaunchScreenIsDrawnAsAnyScene(tools: String, labelTop: Double) throws {
        // Launch screens of Xcode 8.3 and 10.1 on the 4.7-inch canvas store an image view pinned
        // to the top layout guide and to the safe area at y = 20; one of Xcode 12 stores content
        // centred in the whole screen.
        let scene = CanvasSizeTests.titledScene(
            tools: tools, device: #"<device id="retina4_7" orientation="portrait"/>"#, metrics: "", width: 375,
            height: 667, gap: 16)
        let text = scene.replacingOccurrences(
            of: #"useAutolayout="YES""#, with: #"useAutolayout="YES" launchScreen="YES""#)
        expectFrame(
            try CanvasSizeTests.unit(text, options: CanvasSizeTests.canvas).view("Fre-Lbl-001"), 16, labelTop, 343, 18)
    }
}
