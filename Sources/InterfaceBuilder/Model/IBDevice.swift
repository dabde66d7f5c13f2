/// The device a document is shown on in Interface Builder ("View as:"), from
/// `<device id="retina6_1" orientation="portrait" appearance="light"/>` (Xcode 8+).
///
/// The id names a screen size, not a model; ``knownDevice`` looks it up in the table of ids seen
/// in saved documents (see `docs/interface-builder.md`).
public struct IBDevice: Sendable, Hashable, Codable {
    /// The device id, e.g. `retina6_1`, `ipad12_9`.
    public var id: String
    /// The orientation (`orientation`); Interface Builder writes `portrait` or `landscape`.
    public var orientation: Orientation?
    /// The appearance (`appearance`, Xcode 11+): `light` or `dark`.
    public var appearance: Appearance?
    /// The iPad multitasking layout (`layout`, Xcode 11+ on iPads, or the older
    /// `<adaptation id=…>` child of Xcode 8 to 10), e.g. `fullscreen`.
    public var adaptation: String?
    /// Where `<device>` starts.
    public var location: SourceLocation

    /// A device `id` with the given settings.
    public init(
        id: String, orientation: Orientation? = nil, appearance: Appearance? = nil, adaptation: String? = nil,
        location: SourceLocation
    ) {
        self.id = id
        self.orientation = orientation
        self.appearance = appearance
        self.adaptation = adaptation
        self.location = location
    }

    /// The screen this id stands for, when it is one the table knows.
    public var knownDevice: KnownDevice? { KnownDevice.withID(id) }

    /// The canvas size in points: the known device's portrait size, turned for landscape.
    public var screenSize: IBSize? {
        guard let size = knownDevice?.portraitSize else { return nil }
        return orientation == .landscape ? IBSize(width: size.height, height: size.width) : size
    }
}

/// A device orientation as Interface Builder writes it.
public enum Orientation: String, Sendable, Hashable, Codable, CaseIterable {
    /// Taller than wide.
    case portrait
    /// Wider than tall (the `<device>` element's spelling).
    case landscape
    /// Landscape, home button on the right (simulated metrics of Xcode 5 to 7).
    case landscapeRight
    /// Landscape, home button on the left (simulated metrics of Xcode 5 to 7).
    case landscapeLeft
    /// Portrait, upside down (simulated metrics of Xcode 5 to 7).
    case portraitUpsideDown
}

/// The interface style a document is shown in.
public enum Appearance: String, Sendable, Hashable, Codable, CaseIterable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}
