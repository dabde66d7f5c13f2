import InterfaceBuilder

/// The page sheet Xcode 11 and later draw a scene in when a segue presents it on a phone: a
/// `show` segue from a scene outside a navigation stack or a `showDetail` segue from a scene
/// outside a split view controller (UIKit then presents the destination modally), or a
/// presentation segue with the default style, which iOS 13 shows as a page sheet.
///
/// The sheet is as wide as the screen and shorter by the screen's top inset, on a phone with a
/// sensor housing by 10 points more (the gap above the sheet), and has no top safe area: a
/// scene so presented on the 4.7-inch canvas of Xcode 12 stores its root view 375 × 647; a root
/// view quoted from the 6.1-inch canvas (44 points at the top) is 414 × 842.
/// docs/interface-builder.md#canvas-mode gives the evidence.
enum PageSheetCanvas {
    /// The simulated size Xcode's "Page Sheet" writes (`<modalPageSheetSimulatedSizeMetrics>`):
    /// a scene with it and a segue that presents it as a sheet is drawn in the sheet, as one
    /// with no simulated size is (a storyboard of Xcode 13 on the 5.5-inch screen stores such a
    /// navigation root 414 × 716, its scroll view pinned below the sheet's 56-point bar at y = 56).
    static let simulatedDestination = SimulatedDestination.other(elementName: "modalPageSheetSimulatedSizeMetrics")

    /// The gap between the sensor housing's inset and the top of a sheet.
    static let gapBelowSensorHousing = 10.0
    /// A navigation bar's height in a sheet: iOS 13 and later give bars in sheets 56 points,
    /// where a full-screen navigation bar on a phone upright is 44.
    static let navigationBarHeight = 56.0

    /// The page sheet on an iPad upright, by the screen's size in points, where saved documents
    /// show it: on the 9.7-inch iPad (768 × 1024) Xcode 15 (22154) stores the root views of two scenes
    /// shown from a navigation controller's own segue 704 × 984, their views pinned to the top
    /// layout guide at the sheet's top. Other iPads' sheets are not known, and are drawn as the
    /// screen.
    static func padSheetSize(onScreen width: Double, _ height: Double) -> ScreenModel.Size? {
        width == 768 && height == 1024 ? ScreenModel.Size(width: 704, height: 984) : nil
    }

    /// The presentation styles shown as a page sheet on a phone upright (nil is the default; a
    /// form sheet adapts to a page sheet in a compact width).
    private static let sheetStyles: Set<String?> = [nil, "pageSheet", "formSheet", "automatic"]

    /// Whether the Xcode that saved `document` draws the controller with `id` in a page sheet:
    /// Xcode 11 (the iOS 13 SDK) or later, and a presenting segue to it or to its outermost
    /// container, neither of which asks for another style (a full-screen presentation). On a
    /// phone on its side (compact height) a sheet is full screen, so callers ask upright only.
    static func presentsAsSheet(_ id: String, in document: IBDocument) -> Bool {
        guard let version = DeviceTable.systemVersion(of: document), version >= 13,
            let presentation = ScenePresentation(of: id, in: document),
            sheetStyles.contains(presentation.controllerStyle)
                || (presentation.isContainer && ignoresContainerStyle(document))
        else { return false }
        return presentation.segueStyles.contains { sheetStyles.contains($0) }
    }

    /// Whether the Xcode that saved `document` draws the scenes of a presented container in a
    /// sheet whatever style the container asks for: Xcode 11 (tools versions below 17000) does.
    /// Two projects of Xcode 11.4 store the scenes of a navigation controller and of a tab bar
    /// controller that ask for `fullScreen`, each shown from a scene outside a navigation stack,
    /// as sheets (375 × 647 on the 4.7-inch screen, 375 × 758 with a 56-point bar on the 5.8-inch
    /// one), where documents of Xcode 13 store the scenes of such navigation controllers,
    /// presented, full screen. The style of a scene's own controller counts: a third project of
    /// Xcode 11.4 stores two scenes that ask for `fullScreen`, each shown from a scene outside a
    /// navigation stack, full screen (414 × 896 on the 6.1-inch screen, 44 points below the top).
    private static func ignoresContainerStyle(_ document: IBDocument) -> Bool {
        guard let tools = DeviceTable.toolsVersion(of: document) else { return false }
        return tools < 17000
    }
}
