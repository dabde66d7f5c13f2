import LayoutRendering
import OpenUIKit
import SnapshotTesting
import Testing

/// Pictures of the bars with their items and of each device's status bar, light and dark,
/// compared with reviewed snapshots in `__Snapshots__`.
@MainActor @Suite struct BarSnapshotTests {
    @Test(arguments: ["light", "dark"]) func navigationBarWithBackButtonTitleAndItems(appearance: String) {
        assertSnapshot(
            of: SVGRenderer().render(BarScenes.navigation(dark: appearance == "dark")), as: .lines, named: appearance)
    }

    @Test func navigationBarWithLargeTitle() {
        assertSnapshot(of: SVGRenderer().render(BarScenes.navigation(largeTitles: true)), as: .lines)
    }

    @Test func navigationBarWithPromptOnAnIPhone8() {
        assertSnapshot(
            of: SVGRenderer().render(BarScenes.navigation(on: .iPhone8, prompt: "Choose a network")), as: .lines)
    }

    @Test func navigationBarOnAnIPhoneXOnItsSide() {
        assertSnapshot(of: SVGRenderer().render(BarScenes.navigation(on: .iPhoneX, .landscapeRight)), as: .lines)
    }

    @Test(arguments: ["light", "dark"]) func tabBarWithSelectedTabAndBadge(appearance: String) {
        assertSnapshot(
            of: SVGRenderer().render(BarScenes.tabs(dark: appearance == "dark")), as: .lines, named: appearance)
    }

    @Test func tabBarOnAnIPad() {
        assertSnapshot(of: SVGRenderer().render(BarScenes.tabs(on: .iPad)), as: .lines)
    }

    @Test(arguments: ["light", "dark"]) func systemBarButtonItemsGlyphsAndTitles(appearance: String) {
        assertSnapshot(
            of: SVGRenderer().render(BarScenes.systemItems(dark: appearance == "dark")), as: .lines, named: appearance)
    }

    @Test func toolbarWithFlexibleSpaces() {
        assertSnapshot(of: SVGRenderer().render(BarScenes.toolbar()), as: .lines)
    }

    @Test(arguments: ["iPhone8", "iPhoneX", "iPhone14Pro", "iPad"])
    func statusBarAndHomeIndicator(device: String) {
        let profile = DeviceProfile.all.first { $0.name.replacingOccurrences(of: " ", with: "") == device }!
        assertSnapshot(of: SVGRenderer().render(BarScenes.statusBar(on: profile)), as: .lines, named: device)
        assertSnapshot(
            of: SVGRenderer().render(BarScenes.statusBar(on: profile, dark: true)), as: .lines, named: device + "-dark")
    }
}
