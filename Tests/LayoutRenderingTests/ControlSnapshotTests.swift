import LayoutRendering
import OpenUIKit
import SnapshotTesting
import Testing

/// Pictures of the standard controls in each state, light and dark, compared with reviewed
/// snapshots in `__Snapshots__`.
@MainActor @Suite struct ControlSnapshotTests {
    @Test(arguments: ["light", "dark"]) func switchesOffOnTintedAndDisabled(appearance: String) {
        assertSnapshot(
            of: SVGRenderer().render(ControlScenes.switches(dark: appearance == "dark")), as: .lines, named: appearance)
    }

    @Test(arguments: ["light", "dark"]) func buttonsClassicAndConfigured(appearance: String) {
        assertSnapshot(
            of: SVGRenderer().render(ControlScenes.buttons(dark: appearance == "dark")), as: .lines, named: appearance)
    }

    @Test(arguments: ["light", "dark"]) func textFieldsInEachBorderStyle(appearance: String) {
        assertSnapshot(
            of: SVGRenderer().render(ControlScenes.textFields(dark: appearance == "dark")), as: .lines,
            named: appearance)
    }

    @Test(arguments: ["light", "dark"]) func activityIndicatorsAnimatingAndStopped(appearance: String) {
        assertSnapshot(
            of: SVGRenderer().render(ControlScenes.activityIndicators(dark: appearance == "dark")), as: .lines,
            named: appearance)
    }

    @Test(arguments: ["light", "dark"]) func imageViewsPlaceholdersByContentMode(appearance: String) {
        assertSnapshot(
            of: SVGRenderer().render(ControlScenes.imageViews(dark: appearance == "dark")), as: .lines,
            named: appearance)
    }
}
