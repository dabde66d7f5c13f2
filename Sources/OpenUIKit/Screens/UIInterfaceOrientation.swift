/// The orientation of the interface, with UIKit's raw values.
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeRight = 3
    case landscapeLeft = 4

    /// Whether the interface is upright or upside down. `.unknown` counts as portrait here.
    public var isPortrait: Bool { !isLandscape }

    /// Whether the interface is turned on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
