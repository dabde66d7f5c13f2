import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// A scene presented full screen on a phone with a sensor housing is drawn by Xcode 14.3 and
/// later with the device's safe-area insets taken off the canvas's: none at all on the canvas of
/// Xcode 14.3 and 15, the device's once on the canvas of Xcode 16, which doubles them elsewhere.
/// The detail scene's text fills its safe area (PageSheetCanvasTests' document).
@MainActor @Suite struct FullScreenCanvasTests {
    static let fullScreenPresentation = #"kind="presentation" modalPresentationStyle="fullScreen""#

    static func detail(_ text: String, options: InterfaceBuilderOptions = PageSheetCanvasTests.canvas) throws
        -> LaidOutUnit
    {
        try PageSheetCanvasTests.detail(text, options: options)
    }

    @Test(arguments: ["21701", "23504"])
    func xcode14Point3And15DrawAFullScreenPresentationWithoutInsets(tools: String) throws {
        let presented = try Self.detail(
            PageSheetCanvasTests.document(
                tools: tools, device: "retina6_1", width: 414, height: 896, segue: Self.fullScreenPresentation))
        #expect(presented.unit.canvasTopInset == 0)
        #expect(presented.unit.canvasBottomInset == 0)
        expectFrame(try presented.view("Shd-Txt-001"), 0, 0, 414, 896)
        // A controller that asks for full screen, presented with the segue's default style.
        let asking = try Self.detail(
            PageSheetCanvasTests.document(
                tools: tools, device: "retina6_1", width: 414, height: 896, segue: #"kind="presentation""#,
                detailStyle: #" modalPresentationStyle="fullScreen""#))
        expectFrame(try asking.view("Shd-Txt-001"), 0, 0, 414, 896)
    }

    /// An image feed of Xcode 14.3 presents its web view `overFullScreen` on the iPhone 14 Pro's
    /// screen and stores a button pinned 14 points below the safe area's top at y = 14.
    @Test func anOverFullScreenPresentationIsDrawnAsAFullScreenOne() throws {
        let presented = try Self.detail(
            PageSheetCanvasTests.document(
                tools: "21701", device: "retina6_12", width: 393, height: 852,
                segue: #"kind="presentation" modalPresentationStyle="overFullScreen""#))
        #expect(presented.unit.canvasTopInset == 0)
        expectFrame(try presented.view("Shd-Txt-001"), 0, 0, 393, 852)
    }

    @Test func xcode16DrawsAFullScreenPresentationWithTheDevicesInsetsOnce() throws {
        let presented = try Self.detail(
            PageSheetCanvasTests.document(
                tools: "23727", device: "retina6_12", width: 393, height: 852, segue: Self.fullScreenPresentation))
        expectFrame(try presented.view("Shd-Txt-001"), 0, 59, 393, 759)
        // The same Xcode's other scenes have them doubled.
        let list = try DocumentFixture.unit(
            inText: PageSheetCanvasTests.document(
                tools: "23727", device: "retina6_12", width: 393, height: 852, segue: Self.fullScreenPresentation),
            fileName: "Sheet.storyboard", id: "Shl-Vc-001", options: PageSheetCanvasTests.canvas)
        #expect(list.unit.canvasTopInset == 118)
        #expect(list.unit.canvasBottomInset == 68)
    }

    @Test func aNavigationControllerPresentedFullScreenLosesTheInsetsForItsScenes() throws {
        let text = PageSheetCanvasTests.inNavigationController(
            PageSheetCanvasTests.document(
                tools: "21701", device: "retina6_1", width: 414, height: 896, segue: Self.fullScreenPresentation))
        let presented = try Self.detail(text)
        expectFrame(try presented.view("Shd-Txt-001"), 0, 44, 414, 852)
    }

    @Test func earlierXcodesAndRunTimeKeepTheDevicesInsets() throws {
        let text = PageSheetCanvasTests.document(
            tools: "21507", device: "retina6_1", width: 414, height: 896, segue: Self.fullScreenPresentation)
        expectFrame(try Self.detail(text).view("Shd-Txt-001"), 0, 48, 414, 814)
        let runtime = try Self.detail(
            PageSheetCanvasTests.document(
                tools: "21701", device: "retina6_1", width: 414, height: 896, segue: Self.fullScreenPresentation),
            options: InterfaceBuilderOptions(contentSize: .document))
        expectFrame(try runtime.view("Shd-Txt-001"), 0, 48, 414, 814)
    }
}
