/// The orientation of the interface, with UIKit's raw values.
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable {
    /// The orientation cannot be told; treated as portrait.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side with the home button on the right (the device turned left).
    case landscapeRight = 3
    /// On its side with the home button on the left (the device turned right).
    case landscapeLeft = 4

    /// Whether the interface is upright or upside down. `.unknown` counts as portrait here.
    public var isPortrait: Bool { !isLandscape }

    /// Whether the interface is turned on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
