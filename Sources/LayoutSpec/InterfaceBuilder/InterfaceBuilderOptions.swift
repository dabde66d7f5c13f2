/// How Interface Builder documents are laid out: as the app shows them or as Interface
/// Builder's canvas did, the device and orientation (the document's when nil) and where content
/// sizes come from.
public struct InterfaceBuilderOptions: Equatable, Sendable {
    /// Whose layout a document is laid out as.
    public enum Mode: String, CaseIterable, Sendable {
        /// As the app shows it on the device: in the containers segues put a scene in (their
        /// bars, the device's safe area), at the device's screen size.
        case runtime
        /// As Interface Builder's canvas showed it when the document was saved: its simulated
        /// metrics decide (a bar set to None is not there, a freeform size is the screen's), table
        /// cells at their stored sizes with their content views where the document stores them,
        /// on the screen and with the controls of the Xcode that saved the document
        /// (docs/interface-builder.md#canvas-mode).
        /// A consistent document laid out this way with document content sizes gives back the
        /// frames it stores; the views that do not are what Interface Builder calls misplaced.
        case canvas
    }

    /// Where the intrinsic sizes of views with content come from.
    public enum ContentSize: String, CaseIterable, Sendable {
        /// Text measured with the fonts we have, images at their sizes in the document's
        /// resources: what the layout engine measures.
        case measured
        /// Each label's, button's, image view's and text field's stored frame size, so that
        /// fonts we do not have do not matter.
        case document
    }

    /// The device to lay out on; nil takes the document's.
    public var device: ScreenModel.Device?
    /// The orientation; nil takes the document's.
    public var orientation: ScreenModel.Orientation?
    public var contentSize: ContentSize
    /// Runtime (the default) or canvas layout.
    public var mode: Mode

    public init(
        device: ScreenModel.Device? = nil, orientation: ScreenModel.Orientation? = nil,
        contentSize: ContentSize = .measured, mode: Mode = .runtime
    ) {
        self.device = device
        self.orientation = orientation
        self.contentSize = contentSize
        self.mode = mode
    }
}

extension InterfaceBuilderOptions {
    /// The device called `name`: a profile's name (`iPhone8`) or an Interface Builder device id
    /// (`retina4_7`).
    public static func device(named name: String) -> ScreenModel.Device? {
        ScreenModel.Device(rawValue: name) ?? DeviceTable.profiles[name]
    }

    /// The orientation called `name`: UIKit's names, or `landscape` (Interface Builder's, for
    /// `landscapeLeft`).
    public static func orientation(named name: String) -> ScreenModel.Orientation? {
        name == "landscape" ? .landscapeLeft : ScreenModel.Orientation(rawValue: name)
    }
}
