/// How Interface Builder documents are laid out: the device and orientation (the document's
/// when nil) and where content sizes come from.
///
/// Documents are laid out as the app shows them on the device (runtime): containers from
/// segues, the device's bars and safe area, size classes from its traits. The model keeps each
/// view's stored frame (``ScreenModel/View/frame``), so a canvas-like layout can be added on the
/// same mapping.
public struct InterfaceBuilderOptions: Equatable, Sendable {
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

    public init(
        device: ScreenModel.Device? = nil, orientation: ScreenModel.Orientation? = nil,
        contentSize: ContentSize = .measured
    ) {
        self.device = device
        self.orientation = orientation
        self.contentSize = contentSize
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
