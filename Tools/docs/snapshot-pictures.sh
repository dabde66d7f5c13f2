#!/bin/sh
# Writes the pictures of docs/rendering-and-cli.md from the reviewed snapshots of
# Tests/LayoutRenderingTests (record and review those first; see that page).
set -eu
cd "$(dirname "$0")/../.."
S=Tests/LayoutRenderingTests/__Snapshots__
C=$S/ControlSnapshotTests
B=$S/BarSnapshotTests
T=$S/TableSnapshotTests
compose=Tools/docs/compose-snapshots.py

$compose docs/images/controls-switches-buttons.png 1 \
    "Switches=$C/switchesOffOnTintedAndDisabled-appearance.light.txt" \
    "Switches, dark=$C/switchesOffOnTintedAndDisabled-appearance.dark.txt" \
    "Buttons=$C/buttonsClassicAndConfigured-appearance.light.txt" \
    "Buttons, dark=$C/buttonsClassicAndConfigured-appearance.dark.txt"
$compose docs/images/controls-fields-indicators-images.png 1 \
    "Text fields=$C/textFieldsInEachBorderStyle-appearance.light.txt" \
    "Activity indicators=$C/activityIndicatorsAnimatingAndStopped-appearance.light.txt" \
    "Image views=$C/imageViewsPlaceholdersByContentMode-appearance.light.txt" \
    "Image views, dark=$C/imageViewsPlaceholdersByContentMode-appearance.dark.txt"
$compose docs/images/controls-values.png 1 \
    "iOS 17=$C/segmentedStepperSliderProgressAndPageControls-appearance.light.txt" \
    "iOS 17, dark=$C/segmentedStepperSliderProgressAndPageControls-appearance.dark.txt" \
    "iOS 12=$C/segmentedStepperSliderProgressAndPageControlsInIOS12.1.txt"
$compose docs/images/controls-search-pickers.png 0.8 \
    "Search bars, text view, blur=$C/searchBarsTextViewAndBlur-appearance.light.txt" \
    "Dark=$C/searchBarsTextViewAndBlur-appearance.dark.txt" \
    "Date pickers and a picker view=$C/datePickersInEachStyleAndAPickerView-appearance.light.txt"
$compose docs/images/bars-navigation.png 0.75 \
    "Back button, title, items=$B/navigationBarWithBackButtonTitleAndItems-appearance.light.txt" \
    "Dark=$B/navigationBarWithBackButtonTitleAndItems-appearance.dark.txt" \
    "Large title=$B/navigationBarWithLargeTitle.1.txt" \
    "Prompt (iPhone 8)=$B/navigationBarWithPromptOnAnIPhone8.1.txt" \
    / "iPhone X on its side=$B/navigationBarOnAnIPhoneXOnItsSide.1.txt"
$compose docs/images/bars-tabs-toolbar.png 0.75 \
    "Tab bar=$B/tabBarWithSelectedTabAndBadge-appearance.light.txt" \
    "Tab bar, dark=$B/tabBarWithSelectedTabAndBadge-appearance.dark.txt" \
    "Toolbar=$B/toolbarWithFlexibleSpaces.1.txt" \
    "iPad=$B/tabBarOnAnIPad.1.txt" \
    / "System items=$B/systemBarButtonItemsGlyphsAndTitles-appearance.light.txt" \
    "System items, dark=$B/systemBarButtonItemsGlyphsAndTitles-appearance.dark.txt"
$compose docs/images/status-bars.png 0.6 \
    "iPhone 8=$B/statusBarAndHomeIndicator-device.iPhone8.txt" \
    "iPhone X=$B/statusBarAndHomeIndicator-device.iPhoneX.txt" \
    "iPhone 14 Pro=$B/statusBarAndHomeIndicator-device.iPhone14Pro.txt" \
    "iPhone 8, dark=$B/statusBarAndHomeIndicator-device.iPhone8-dark.txt" \
    "iPhone X, dark=$B/statusBarAndHomeIndicator-device.iPhoneX-dark.txt" \
    "iPhone 14 Pro, dark=$B/statusBarAndHomeIndicator-device.iPhone14Pro-dark.txt" \
    / "iPad=$B/statusBarAndHomeIndicator-device.iPad.txt" \
    "iPad, dark=$B/statusBarAndHomeIndicator-device.iPad-dark.txt"
$compose docs/images/tables.png 0.75 \
    "Plain=$T/plainTableWithCellStylesAndAccessories-appearance.light.txt" \
    "Plain, dark=$T/plainTableWithCellStylesAndAccessories-appearance.dark.txt" \
    "Grouped=$T/groupedTable.1.txt" \
    "Inset grouped=$T/insetGroupedTable-appearance.light.txt" \
    "Inset grouped, dark=$T/insetGroupedTable-appearance.dark.txt"
V=$S/SVGSnapshotTests
$compose docs/images/labels.png 1 \
    "One line=$V/labelOnOneLine.1.txt" \
    "Wrapped on three lines=$V/labelWrappedOnThreeLines.1.txt" \
    "Truncated, bold red=$V/labelTruncatedWithAnEllipsisInBoldRed.1.txt" \
    / "Natural alignment, right to left=$V/labelWithNaturalAlignmentInARightToLeftLayout.1.txt" \
    "Centred in a taller label=$V/labelCentredInATallerLabel.1.txt" \
    "Text of renderable views=$V/textFromRenderableViews.1.txt"
