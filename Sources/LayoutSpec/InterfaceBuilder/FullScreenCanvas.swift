import InterfaceBuilder

/// A scene presented full screen on the canvas of Xcode 14.3 and later, on a phone with a sensor
/// housing, upright: Xcode draws it with the device's safe-area insets taken off the canvas's,
/// so with none at all (no status bar, housing or home indicator) where the canvas has the
/// device's, and with the device's once where Xcode 16 doubles them.
///
/// Three projects show it (docs/interface-builder.md#canvas-mode): on the 6.1-inch screen, a
/// tab bar controller and a scene presented with `fullScreen` (Xcode 14.3) store content pinned
/// to the safe area's top at the constraint's constant and their safe area ending at the tab
/// bar or the screen's bottom, as does a scene asking for `fullScreen` (Xcode 15.3); on the
/// iPhone 14 Pro's screen, a scene and a navigation controller presented with `fullScreen`
/// (Xcode 16) store content 59 points below the top and 34 above the bottom, where that
/// document's other scenes have the doubled 118 and 68; on that screen a scene presented with
/// `overFullScreen` (Xcode 14.3) stores a button pinned 14 points below the safe area's top at
/// y = 14. A project of Xcode 11.4 stores scenes
/// asking for `fullScreen` with the device's insets (44 on the 6.1-inch screen): the earlier
/// Xcodes keep them, from which version on they drop them between 11.4 and 14.3 is not known.
enum FullScreenCanvas {
    /// The presentation styles that cover the whole screen.
    private static let fullScreenStyles: Set<String> = ["fullScreen", "overFullScreen"]

    /// Whether the Xcode that saved `document` drops the device's insets from scenes presented
    /// full screen: tools versions of Xcode 14.3 (21701) and later, but not the placeholder
    /// `32700.99.1234`, which draws as Xcode 15 does in other respects and was not seen here.
    static func dropsDeviceInsets(_ document: IBDocument) -> Bool {
        guard let tools = DeviceTable.toolsVersion(of: document) else { return false }
        return (21600..<30000).contains(tools)
    }

    /// Whether a segue presents the controller `id`, or its outermost container, full screen
    /// (``ScenePresentation``): a presentation whose segue asks for `fullScreen` or
    /// `overFullScreen`, or a presenting segue that keeps the default style to a controller that
    /// asks for one of them.
    static func presents(_ id: String, in document: IBDocument) -> Bool {
        ScenePresentation(of: id, in: document)?.styles.contains { $0.map(fullScreenStyles.contains) ?? false }
            ?? false
    }
}
