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

    @Test(arguments: ["light", "dark"]) func segmentedStepperSliderProgressAndPageControls(appearance: String) {
        assertSnapshot(
            of: SVGRenderer().render(ControlScenes.valueControls(dark: appearance == "dark")), as: .lines,
            named: appearance)
    }

    @Test func segmentedStepperSliderProgressAndPageControlsInIOS12() {
        assertSnapshot(of: SVGRenderer().render(ControlScenes.valueControls(systemVersion: 12)), as: .lines)
    }

    @Test(arguments: ["light", "dark"]) func searchBarsTextViewAndBlur(appearance: String) {
        assertSnapshot(
            of: SVGRenderer().render(ControlScenes.textAndSearch(dark: appearance == "dark")), as: .lines,
            named: appearance)
    }

    @Test(arguments: ["light", "dark"]) func datePickersInEachStyleAndAPickerView(appearance: String) {
        assertSnapshot(
            of: SVGRenderer().render(ControlScenes.pickers(dark: appearance == "dark")), as: .lines, named: appearance)
    }
}
