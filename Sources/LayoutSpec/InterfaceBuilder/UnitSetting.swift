import InterfaceBuilder

/// The device, orientation, traits and warnings one unit is mapped with: the options' device
/// and orientation, else the document's (or the unit's simulated metrics').
///
/// The size classes are the device's in its orientation, but on the canvas of a document that
/// names no screen (Xcode 6 and 7's "any width, any height" canvas, with size classes on) when
/// no device or orientation is asked for: there the document's base configuration, without its
/// variations, is what Interface Builder drew and stored.
struct UnitSetting {
    let document: IBDocument
    let options: InterfaceBuilderOptions
    let device: ScreenModel.Device
    let orientation: ScreenModel.Orientation
    let warnings: MappingWarnings
    /// The size classes the unit's variations are resolved for.
    let filter: SizeClassFilter

    init(document: IBDocument, options: InterfaceBuilderOptions, metrics: SimulatedMetrics?) {
        self.document = document
        self.options = options
        warnings = MappingWarnings(fileName: document.fileName)
        device = options.device ?? DeviceTable.device(of: document, metrics: metrics, warnings: warnings)
        orientation = options.orientation ?? DeviceTable.orientation(of: document, metrics: metrics)
        let anyCanvas =
            options.mode == .canvas && options.device == nil && options.orientation == nil
            && document.useTraitCollections
            && UnitCanvas.namesNoScreen(document, metrics)
        filter = anyCanvas ? .anyWidthAnyHeight : SizeClassFilter(device: device, orientation: orientation)
    }

    /// The iOS version of a run-time model (``ScreenModel``'s default).
    static let runtimeSystemVersion: Double = 17

    /// The iOS version the unit is laid out for: on the canvas the one of the SDK of the Xcode
    /// that saved the document, at run time ``runtimeSystemVersion``.
    var systemVersion: Double {
        options.mode == .canvas
            ? DeviceTable.systemVersion(of: document) ?? Self.runtimeSystemVersion : Self.runtimeSystemVersion
    }

    /// The iOS version whose table cell content-view margins the unit's cells take: on the
    /// canvas the one the saving Xcode drew (``DeviceTable/cellMarginsSystemVersion(of:)``), at
    /// run time ``runtimeSystemVersion``.
    var cellMarginsSystemVersion: Double {
        options.mode == .canvas
            ? DeviceTable.cellMarginsSystemVersion(of: document) ?? Self.runtimeSystemVersion
            : Self.runtimeSystemVersion
    }

    /// A mapper for the unit's views, with the size classes of ``filter``.
    func mapper() -> ViewMapper {
        ViewMapper(
            filter: filter, resources: document.resources, warnings: warnings, contentSize: options.contentSize,
            mode: options.mode, systemVersion: systemVersion)
    }

    /// In canvas mode, the canvas of a scene (of the controller with id `controllerID`, if any)
    /// whose simulated metrics are `metrics` and whose root view is `root`; nil at run time.
    func canvas(controllerID: String? = nil, metrics: SimulatedMetrics?, root: IBView?) -> UnitCanvas? {
        guard options.mode == .canvas else { return nil }
        return UnitCanvas(
            document: document, controllerID: controllerID, metrics: metrics, root: root, device: device,
            orientation: orientation)
    }

    /// The unit with its screen model; `canvasTopInset` and `canvasBottomInset` replace the
    /// insets of the canvas Xcode drew for the document's device (a page sheet's top, a narrow
    /// freeform canvas's bottom); `canvasContentTop` is where the canvas's content area begins
    /// (below iOS 6's opaque status bar).
    func unit(
        kind: InterfaceBuilderUnit.Kind, id: String, name: String?, className: String, rootViewName: String,
        controller: ScreenModel.Controller, constraints: [ScreenModel.Constraint], location: DocumentLocation,
        mapper: ViewMapper, canvasSize: ScreenModel.Size? = nil, canvasTopInset: Double? = nil,
        canvasBottomInset: Double? = nil, canvasContentTop: Double? = nil, canvasNavigationBarHeight: Double? = nil
    ) -> InterfaceBuilderUnit {
        var model = ScreenModel(
            name: name.map { "\($0) (\(id))" } ?? id, device: device, orientation: orientation, controller: controller,
            constraints: constraints, location: warnings.location(location))
        if options.mode == .canvas, let version = DeviceTable.systemVersion(of: document) {
            model.systemVersion = version
        }
        return InterfaceBuilderUnit(
            kind: kind, id: id, name: name, className: className, rootViewName: rootViewName, model: model,
            warnings: warnings.list, location: location,
            canvasSize: options.mode == .canvas ? canvasSize : nil,
            canvasTopInset: options.mode == .canvas ? canvasTopInset ?? DeviceTable.canvasTopInset(of: document) : nil,
            canvasBottomInset: options.mode == .canvas
                ? canvasBottomInset ?? DeviceTable.canvasBottomInset(of: document) : nil,
            canvasContentTop: options.mode == .canvas ? canvasContentTop : nil,
            canvasNavigationBarHeight: options.mode == .canvas ? canvasNavigationBarHeight : nil,
            canvasKeepsUprightInsets: options.mode == .canvas && DeviceTable.keepsUprightInsetsOnItsSide(document),
            isOnCanvas: options.mode == .canvas,
            storedFrames: mapper.storedFrames,
            userLabels: mapper.userLabels,
            customClassViews: mapper.customClassViews)
    }
}
