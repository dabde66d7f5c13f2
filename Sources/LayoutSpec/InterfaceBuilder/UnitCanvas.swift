import InterfaceBuilder

/// The canvas Interface Builder showed a scene on, as far as it is not the device's screen: its
/// size and whether it showed the status bar. docs/interface-builder.md#canvas-mode gives the
/// evidence for each rule.
struct UnitCanvas: Equatable {
    /// The canvas's size; nil for the device's screen.
    var size: ScreenModel.Size?
    /// Whether the canvas has no status bar although the scene's metrics do not say None.
    var hidesStatusBar = false
    /// The canvas's top safe-area inset where it is not the device's (a page sheet's 0); nil
    /// for the device's.
    var topInset: Double?
    /// The canvas's bottom safe-area inset where it is not the device's (on a freeform canvas
    /// that fits in the screen of a phone with a sensor housing, the part of the home
    /// indicator's area it reaches); nil for the device's.
    var bottomInset: Double?
    /// The height of a navigation bar on the canvas where it is not the device's (a page
    /// sheet's 56 points); nil for the device's.
    var navigationBarHeight: Double?
    /// Where the canvas's content area begins when it is not the top of the screen (below iOS
    /// 6's opaque status bar, OpaqueStatusBarCanvas.swift): the canvas is the content area, and
    /// Xcode stores the root view that far down; nil for the top of the screen.
    var contentTop: Double?
    /// Whether Xcode stores the root view at the top of this canvas, below whatever bars
    /// (``InterfaceBuilderUnit/canvasStoresRootAtTop``).
    var storesRootAtTop = false
    /// Whether Xcode stores the root view as reaching the screen's bottom from wherever its top
    /// is (``InterfaceBuilderUnit/canvasStoresRootScreenTall``).
    var storesRootScreenTall = false

    /// UIKit's form sheet on an iPad: a Xcode 5 iPad storyboard stores the root view of a
    /// navigation controller's scene with a simulated form sheet 540 × 620.
    static let formSheetSize = ScreenModel.Size(width: 540, height: 620)

    /// The `simulatedAppContext` of a notification content or Today extension's scene: on a
    /// phone with a sensor housing its freeform canvas has the screen's top and bottom insets
    /// however short it is (a recent Xcode, tools version 32700.99.1234, stores a 393 × 400
    /// notification scene on the 6.1-inch iPhone 15 Pro with a view pinned to its margins 59
    /// points from the top and 34 from the bottom).
    static let notificationCenterContext = "notificationCenter"

    /// The canvas of a scene (or a xib's controller view) whose simulated metrics are `metrics`
    /// and whose root view is `root`, in `document`, laid out on `device` in `orientation`:
    ///
    /// - a freeform size, stored with `<freeformSimulatedSizeMetrics>` or, in documents of Xcode
    ///   10 to 14, as the `<size key="freeformSize">` alone;
    /// - a freeform destination without a size: as far as the root view's stored frame reaches;
    /// - a document that names no screen (no `<device>`, no simulated screen type, as Xcode 6
    ///   and 7 save the 600 × 600 "Any, Any" size-class canvas and xibs keep the size they were
    ///   drawn at): as far as the root view's stored frame reaches;
    /// - otherwise, for a scene a container view embeds (`<containerView>` with a segue of kind
    ///   `embed` to it), a freeform canvas of the container view's stored size: the embedded
    ///   scene's root view fills the container;
    /// - otherwise, for a column of a split view controller on an iPad on its side, the column
    ///   (SplitViewCanvas.swift): 320 points wide for the primary one, the rest of the screen but
    ///   a half-point separator for the secondary one, as tall as the screen;
    /// - otherwise, for a scene a segue presents on a phone upright, the page sheet of Xcode 11 and
    ///   later (PageSheetCanvas.swift): shorter than the screen by its top inset, and by 10
    ///   points more below a sensor housing, without status bar or top safe area;
    /// - otherwise, for such a scene on an iPad upright whose sheet is known (the 9.7-inch one's
    ///   704 × 984), the sheet, without status bar or top safe area;
    /// - otherwise, for a scene presented full screen on a phone with a sensor housing upright,
    ///   by Xcode 14.3 or later (FullScreenCanvas.swift): the canvas's insets less the device's;
    /// - for a scene that is not freeform, drawn by Xcode 4 or 5 below iOS 6's opaque status bar
    ///   (OpaqueStatusBarCanvas.swift): the content area below the status bar, which the canvas
    ///   then does not have.
    ///
    /// A scene whose simulated size is a form sheet (`<modalFormSheetSimulatedSizeMetrics>`, which
    /// a controller's container passes on) is drawn at UIKit's form sheet size, 540 × 620.
    ///
    /// From Xcode 9 a freeform canvas narrower or shorter than the screen of a device without a
    /// sensor housing shows no status bar (one as wide and as tall or larger keeps it;
    /// ``DeviceTable/hidesStatusBarOnSmallFreeformCanvas(_:)``), and neither does any
    /// canvas of such a phone in Xcode 11 to 14.2
    /// (``DeviceTable/drawsHomeButtonPhonesWithoutStatusBar(_:)``) or of an iPad in Xcode 11 to
    /// 12 (``DeviceTable/drawsPadsWithoutStatusBar(_:)``); on a device with
    /// one, the housing's safe area stays, but up to Xcode 14.2 a freeform canvas that fits in its
    /// screen lies at the screen's top and reaches the home indicator's safe area only as far as
    /// it is tall (``DeviceTable/fitsFreeformCanvasAtScreenTop(_:)``).
    init(
        document: IBDocument, controllerID: String? = nil, metrics: SimulatedMetrics?, root: IBView?,
        device: ScreenModel.Device, orientation: ScreenModel.Orientation
    ) {
        let destination = metrics?.destination
        var freeform = destination == nil || destination == .freeform ? metrics?.freeformSize : nil
        if freeform == nil, destination == nil, let id = controllerID,
            let frame = Self.container(embedding: id, in: document)?.frame
        {
            freeform = IBSize(width: frame.width, height: frame.height)
        }
        if let freeform {
            size = ScreenModel.Size(width: freeform.width, height: freeform.height)
        } else if destination == .other(elementName: "modalFormSheetSimulatedSizeMetrics") {
            size = Self.formSheetSize
        } else if destination == .freeform || Self.namesNoScreen(document, metrics) {
            let below = Self.opaqueTabBarHeight(below: controllerID, in: document)
            size = root?.frame.map { ScreenModel.Size(width: $0.x + $0.width, height: $0.y + $0.height + below) }
        }
        let profile = ScreenBuilder.deviceProfile(device)
        let screen = profile.size(in: ScreenBuilder.orientation(orientation))
        // Xcode 8 without a `<device>`: the root view is stored with the screen's height below
        // the bars, past the screen it names, but laid out on that screen: its content and the
        // bottom layout guide end at the screen's bottom.
        if Self.namesXcode8Screen(document, metrics), let reached = size, reached.height > Double(screen.height) {
            size = ScreenModel.Size(width: reached.width, height: Double(screen.height))
            storesRootScreenTall = true
        }
        // A freeform canvas that stores no size is as large as its root view.
        let freeformWidth = freeform?.width ?? (destination == .freeform ? size?.width : nil)
        let freeformHeight = freeform?.height ?? (destination == .freeform ? size?.height : nil)
        let narrower = freeformWidth.map { $0 < Double(screen.width) } ?? false
        let shorter = freeformHeight.map { $0 < Double(screen.height) } ?? false
        if !profile.hasSensorHousing {
            let noStatusBarEra = profile.idiom == .phone && DeviceTable.drawsHomeButtonPhonesWithoutStatusBar(document)
            let noPadStatusBar = profile.idiom == .pad && DeviceTable.drawsPadsWithoutStatusBar(document)
            let small = (narrower || shorter) && DeviceTable.hidesStatusBarOnSmallFreeformCanvas(document)
            hidesStatusBar = noStatusBarEra || noPadStatusBar || small
            storesRootAtTop =
                (profile.idiom == .phone && DeviceTable.storesPhoneRootsAtTop(document)) || noPadStatusBar
        } else {
            // A canvas that fits in the screen lies at its top: up to Xcode 14.2 it reaches the
            // home indicator's area only as far as it is tall. A notification's or widget's scene
            // keeps the screen's insets at both ends.
            if DeviceTable.fitsFreeformCanvasAtScreenTop(document), let width = freeformWidth,
                let height = freeformHeight, width <= Double(screen.width), height < Double(screen.height),
                root?.simulatedAppContext != Self.notificationCenterContext
            {
                let bottom = Double(profile.safeAreaInsets(in: ScreenBuilder.orientation(orientation)).bottom)
                bottomInset = max(0, height - (Double(screen.height) - bottom))
            }
            storesRootAtTop = profile.idiom == .phone && DeviceTable.storesPhoneRootsAtTop(document)
        }
        if size == nil, destination == nil, profile.idiom == .pad, orientation != .portrait,
            orientation != .portraitUpsideDown, let id = controllerID,
            let width = SplitViewCanvas.columnWidth(of: id, in: document, screenWidth: Double(screen.width))
        {
            size = ScreenModel.Size(width: width, height: Double(screen.height))
        }
        // A scene whose simulated size is a page sheet is drawn as one where a segue shows it so.
        let sheetDestination = destination == nil || destination == PageSheetCanvas.simulatedDestination
        if size == nil, sheetDestination, profile.idiom == .phone, orientation == .portrait, let id = controllerID,
            PageSheetCanvas.presentsAsSheet(id, in: document)
        {
            let top =
                DeviceTable.canvasSheetTopInset(of: document) ?? DeviceTable.canvasTopInset(of: document)
                ?? Double(profile.safeAreaInsets(in: ScreenBuilder.orientation(orientation)).top)
            let gap = profile.hasSensorHousing ? PageSheetCanvas.gapBelowSensorHousing : 0
            size = ScreenModel.Size(width: Double(screen.width), height: Double(screen.height) - top - gap)
            hidesStatusBar = !profile.hasSensorHousing
            topInset = profile.hasSensorHousing ? 0 : nil
            if let bottom = DeviceTable.canvasSheetBottomInset(of: document) { bottomInset = bottom }
            navigationBarHeight = PageSheetCanvas.navigationBarHeight
        } else if size == nil, sheetDestination, profile.idiom == .pad, orientation == .portrait,
            let sheet = PageSheetCanvas.padSheetSize(onScreen: Double(screen.width), Double(screen.height)),
            let id = controllerID, PageSheetCanvas.presentsAsSheet(id, in: document)
        {
            size = sheet
            hidesStatusBar = true
            topInset = 0
        } else if size == nil, destination == nil, profile.idiom == .phone, profile.hasSensorHousing,
            orientation == .portrait, let id = controllerID, FullScreenCanvas.dropsDeviceInsets(document),
            FullScreenCanvas.presents(id, in: document)
        {
            let device = profile.safeAreaInsets(in: .portrait)
            topInset = (DeviceTable.canvasTopInset(of: document) ?? Double(device.top)) - Double(device.top)
            bottomInset = (DeviceTable.canvasBottomInset(of: document) ?? Double(device.bottom)) - Double(device.bottom)
        }
        // A scene whose outermost container a container view embeds is drawn without the
        // status bar, which is the window's.
        if !profile.hasSensorHousing, freeform == nil, let id = controllerID,
            let outermost = ContainerFinder(document: document).containers(of: id).last?.controller.id,
            Self.container(embedding: outermost, in: document) != nil
        {
            hidesStatusBar = true
        }
        if freeform == nil, destination != .freeform,
            OpaqueStatusBarCanvas.applies(to: document, metrics: metrics)
        {
            let whole = size ?? ScreenModel.Size(width: Double(screen.width), height: Double(screen.height))
            let top = OpaqueStatusBarCanvas.statusBarHeight
            size = ScreenModel.Size(width: whole.width, height: whole.height - top)
            hidesStatusBar = true
            contentTop = top
        }
    }

    /// The container view whose embed segue shows the controller with id `id`: in a controller's
    /// views, or a view at the top level of a scene (which an outlet places at run time).
    private static func container(embedding id: String, in document: IBDocument) -> IBView? {
        let topLevelViews = (document.scenes.flatMap(\.objects) + document.objects).compactMap(\.view)
        let views = document.viewControllers.flatMap(\.rootViews) + topLevelViews
        for view in views.flatMap(\.allViews) where view.kind == .containerView {
            if view.connections.contains(where: { $0.segue?.kind == .embed && $0.segue?.destination == id }) {
                return view
            }
        }
        return nil
    }

    /// The height of the tab bar below the controller with `id` when it is opaque (stored
    /// `translucent="NO"`, or Xcode 4's, whose bars are all opaque): the controller's root view
    /// ends above it, so a canvas as tall as the root view reaches ends there too. QuickContact's
    /// iPad storyboard (Xcode 5) stores the tabs of an opaque tab bar 768 × 975, an image centred
    /// in one at y = 348 (of 1024 less 49), and MosAirShow's (Xcode 4.6) its navigation roots
    /// 911 tall at y = 64. 0 when there is none.
    private static func opaqueTabBarHeight(below id: String?, in document: IBDocument) -> Double {
        guard let id else { return 0 }
        for level in ContainerFinder(document: document).containers(of: id) {
            guard case .tabs = level.kind else { continue }
            let opaque =
                level.controller.tabBar?.bar?.isTranslucent == false || OpaqueStatusBarCanvas.drawsOpaqueBars(document)
            return opaque ? tabBarHeight : 0
        }
        return 0
    }

    /// A tab bar's height on the screens of the Xcodes that name no screen.
    private static let tabBarHeight = 49.0

    /// Whether the document names its screen only by Xcode 8's form of a simulated screen type
    /// (``DeviceTable/xcode8Screen(_:)``), which the canvas treats as naming no screen.
    private static func namesXcode8Screen(_ document: IBDocument, _ metrics: SimulatedMetrics?) -> Bool {
        guard document.device == nil else { return false }
        for candidate in [metrics, document.defaultSimulatedMetrics] {
            if case .screen(let type?) = candidate?.destination { return DeviceTable.xcode8Screen(type) != nil }
        }
        return false
    }

    /// Whether neither a `<device>` nor a simulated screen type (the unit's or the document's)
    /// says which screen the document was drawn on.
    static func namesNoScreen(_ document: IBDocument, _ metrics: SimulatedMetrics?) -> Bool {
        guard document.device == nil else { return false }
        for candidate in [metrics, document.defaultSimulatedMetrics] {
            if case .screen(let type?) = candidate?.destination, DeviceTable.screenTypes[type] != nil { return false }
            if case .other = candidate?.destination { return false }
        }
        return true
    }
}
